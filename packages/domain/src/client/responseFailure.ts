import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import type { ErrorMessageKey } from '../messages/domainMessageKeys';
import { errorCodeMessageKey } from '../messages/serverMessageKeys';
import { CLIENT_ERROR_MESSAGES, ERROR_MESSAGES } from '../rules/errorCodes';
import { ApiErrorSchema } from '../schemas/errors';
import { ApiRequestError } from './ApiRequestError';

/** How a call wants its failures told, beyond the defaults of platform-core §8. */
export interface FailurePolicy {
  /** False for sign-in, whose 401 means wrong credentials rather than an expired token. */
  expiresTokenOn401: boolean;
  /** Replaces the message of every failed answer, e.g. 'Adding avatar failed.'. */
  failureMessage?: { text: string; messageKey: ErrorMessageKey };
}

/** No answer: the request was aborted by the caller. */
export function abortedError(): ApiRequestError {
  return new ApiRequestError(CLIENT_ERROR_MESSAGES.aborted, {
    status: 0,
    code: 'ABORTED',
    messageKey: ERROR_MESSAGE_KEYS.requestAborted,
  });
}

/** No answer: the network failed (offline, DNS, refused connection, CORS). */
export function networkError(): ApiRequestError {
  return new ApiRequestError(CLIENT_ERROR_MESSAGES.applicationError, {
    status: 0,
    code: 'NETWORK_ERROR',
    messageKey: ERROR_MESSAGE_KEYS.applicationError,
  });
}

/** A successful status whose body does not match the shared schema. */
export function invalidAnswerError(status: number): ApiRequestError {
  return new ApiRequestError(ERROR_MESSAGES.UNKNOWN_ERROR, {
    status,
    code: 'INVALID_RESPONSE',
    messageKey: ERROR_MESSAGE_KEYS.unknownError,
  });
}

/** Turns a failed answer (status and parsed JSON body, if any) into the error the caller sees. */
export function responseFailure(
  status: number,
  body: unknown,
  policy: FailurePolicy,
): ApiRequestError {
  const parsed = ApiErrorSchema.safeParse(body);
  const errorBody = parsed.success ? parsed.data : undefined;
  const code = errorBody?.code ?? 'UNKNOWN_ERROR';
  if (status === 401 && policy.expiresTokenOn401) {
    // Authentication failure (platform-core §8); the token-expired toast tells the user the rest.
    return new ApiRequestError(CLIENT_ERROR_MESSAGES.applicationError, {
      status,
      code,
      messageKey: ERROR_MESSAGE_KEYS.applicationError,
    });
  }
  if (policy.failureMessage) {
    return new ApiRequestError(policy.failureMessage.text, {
      status,
      code,
      messageKey: policy.failureMessage.messageKey,
    });
  }
  return new ApiRequestError(errorBody?.message ?? ERROR_MESSAGES.UNKNOWN_ERROR, {
    status,
    code,
    validationErrors: errorBody?.validationErrors ?? [],
    messageKey: errorCodeMessageKey(code),
  });
}
