import { ERROR_MESSAGES, validationMessage } from '@telemed/domain';
import type { ErrorCode, ValidationConstraint, ValidationError } from '@telemed/domain';

/** A failure with the status, code and message of the wire contract's error body. */
export class ApiError extends Error {
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
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.validationErrors = validationErrors;
  }
}

/** 400 VALIDATION_ERROR listing the given invalid fields. */
export function validationFailed(validationErrors: ValidationError[]): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', ERROR_MESSAGES.VALIDATION_ERROR, validationErrors);
}

/** 400 VALIDATION_ERROR for one field that broke a rule only the server can check. */
export function fieldFailed(property: string, constraint: ValidationConstraint): ApiError {
  return validationFailed([
    { property, constraints: { [constraint]: validationMessage(constraint) } },
  ]);
}

export const tokenExpiredOrInvalid = () => new ApiError(401, 'TOKEN_EXPIRED_OR_INVALID');
export const forbidden = () => new ApiError(403, 'FORBIDDEN');
export const notFound = () => new ApiError(404, 'NOT_FOUND');
export const invalidOrExpiredToken = () => new ApiError(400, 'INVALID_OR_EXPIRED_TOKEN');
