import type { FastifyInstance } from 'fastify';
import { ApiError } from './apiError';

/**
 * A body that was the JSON literal `null`. Fastify hands the validator `null` for a missing body
 * too, and a missing body is read as `{}` (so every required field is named); a `null` sent on
 * purpose is a body of the wrong shape and must be refused like `[]` or `42`, or an update whose
 * fields are all optional would pass it.
 */
export const JSON_NULL_BODY: object = Object.freeze({});

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
      const parsed: unknown = JSON.parse(text);
      done(null, parsed === null ? JSON_NULL_BODY : parsed);
    } catch {
      done(new ApiError(400, 'BAD_REQUEST'), undefined);
    }
  });
}
