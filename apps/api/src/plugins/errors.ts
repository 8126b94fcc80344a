import { ERROR_MESSAGES, tooManyRequestsMessage } from '@telemed/domain';
import type { ApiError as ApiErrorBody, ErrorCode } from '@telemed/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/apiError';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers paths outside /api that match no file (the built apps register it). */
    serveAppFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/** Fastify's own errors that have a more precise contract code than their status alone. */
const FASTIFY_ERROR_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'TOKEN_EXPIRED_OR_INVALID',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The contract's error body for any thrown error; unknown failures never leak their details. */
export function toErrorBody(error: FastifyError | Error): ApiErrorBody {
  if (error instanceof ApiError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
    };
  }
  const statusCode = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
  if (statusCode < 400 || statusCode >= 500) {
    return { statusCode: 500, code: 'UNKNOWN_ERROR', message: ERROR_MESSAGES.UNKNOWN_ERROR };
  }
  const fastifyCode = 'code' in error ? FASTIFY_ERROR_CODES[error.code] : undefined;
  const code = fastifyCode ?? STATUS_CODES[statusCode] ?? 'BAD_REQUEST';
  // Limits are per minute; a 429 that did not say when to retry can wait a whole window.
  const message = code === 'TOO_MANY_REQUESTS' ? tooManyRequestsMessage(60) : ERROR_MESSAGES[code];
  return { statusCode, code, message };
}

/** One error handler and one not-found handler producing the contract's error shapes. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError | Error, request, reply) => {
      const body = toErrorBody(error);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(body.statusCode).type('application/json').send(body);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isApiPath = path === '/api' || path.startsWith('/api/');
      if (!isApiPath && app.serveAppFallback) return app.serveAppFallback(request, reply);
      return reply.status(404).send(toErrorBody(new ApiError(404, 'NOT_FOUND')));
    });
  },
  { name: 'errors' },
);
