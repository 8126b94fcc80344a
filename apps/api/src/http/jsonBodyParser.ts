import type { FastifyInstance } from 'fastify';
import { ApiError } from './apiError';

/**
 * The client sends `Content-Type: application/json` on every call, also on bodyless ones such as
 * PUT confirm/{token}/email, so an empty JSON body means "no body" rather than an error.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'BAD_REQUEST'), undefined);
    }
  });
}
