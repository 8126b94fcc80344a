import { describe, expect, it } from 'vitest';
import { ApiError, fieldFailed } from '../../src/http/apiError';
import { toErrorBody } from '../../src/plugins/errors';

function fastifyError(statusCode: number, code: string): Error {
  return Object.assign(new Error(`fastify says ${code}`), { statusCode, code });
}

describe('toErrorBody', () => {
  it('answers the default message for unexpected failures without leaking details', () => {
    expect(toErrorBody(new Error('connection refused to 10.0.0.5'))).toEqual({
      statusCode: 500,
      code: 'UNKNOWN_ERROR',
      message: 'An unknown error has occurred',
    });
    expect(toErrorBody(fastifyError(503, 'FST_SOMETHING'))).toMatchObject({
      statusCode: 500,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('keeps the status, code, message and field list of domain errors', () => {
    expect(toErrorBody(fieldFailed('email', 'emailTaken'))).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      validationErrors: [
        {
          property: 'email',
          constraints: { emailTaken: 'This email address is already registered' },
        },
      ],
    });
    expect(toErrorBody(new ApiError(403, 'FORBIDDEN'))).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You are not authorized to view this page',
    });
  });

  it("maps Fastify's own client errors to contract codes", () => {
    expect(toErrorBody(fastifyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE'))).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File too large',
    });
    expect(toErrorBody(fastifyError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE')).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(toErrorBody(fastifyError(400, 'FST_ERR_CTP_EMPTY_JSON_BODY')).code).toBe('BAD_REQUEST');
    expect(toErrorBody(fastifyError(404, 'FST_ERR_NOT_FOUND')).code).toBe('NOT_FOUND');
    expect(toErrorBody(fastifyError(429, 'FST_X'))).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests, try again in 60 seconds',
    });
  });
});
