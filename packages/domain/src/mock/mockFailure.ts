import { ERROR_MESSAGES } from '../rules/errorCodes';
import type { ErrorCode } from '../rules/errorCodes';
import type { ApiError, ValidationError } from '../schemas/errors';

/**
 * A failure a mock handler answers with, as the server would: its status and the contract's
 * error body. Throw it from a handler.
 *
 * @example
 * throw new MockFailure(404, 'EXAMINATION_NOT_FOUND');
 */
export class MockFailure extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly validationErrors: ValidationError[] | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    validationErrors?: ValidationError[],
  ) {
    super(message);
    this.name = 'MockFailure';
    this.statusCode = statusCode;
    this.code = code;
    this.validationErrors = validationErrors;
  }

  /** The error body the server sends for this failure. */
  get body(): ApiError {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.validationErrors ? { validationErrors: this.validationErrors } : {}),
    };
  }
}
