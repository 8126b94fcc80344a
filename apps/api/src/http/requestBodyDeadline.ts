import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestTimedOut } from './uploadBody';

/**
 * Gives every request `ms` to arrive, from its first byte to its parsed body, and drops the
 * connection of one that takes longer (a client trickling a JSON body byte by byte holds a
 * socket and a parser for as long as it likes otherwise). Node's `requestTimeout` does this
 * server-wide, which would also cut off a 2 GB recording upload on a slow line; here the clock
 * stops when validation starts, where a streamed upload's route takes over with `uploadBody`.
 */
export function registerRequestBodyDeadline(app: FastifyInstance, ms: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const stop = async (request: FastifyRequest) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  app.addHook('onRequest', async (request) => {
    timers.set(
      request,
      setTimeout(() => request.raw.destroy(requestTimedOut()), ms),
    );
  });
  app.addHook('preValidation', stop);
  app.addHook('onResponse', stop);
  app.addHook('onRequestAbort', stop);
}
