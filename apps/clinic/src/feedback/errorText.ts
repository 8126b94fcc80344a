import { ApiRequestError, DOMAIN_NAMESPACE } from '@telemed/domain';
import type { TFunction } from 'i18next';

/** The server writes 'Too many requests, try again in N seconds'; the wait is read back from it. */
function retryAfterSeconds(message: string): number | undefined {
  const seconds = /(\d+)\s*second/.exec(message)?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/**
 * What a failed call says to the user, in the interface language: the domain catalogue's text
 * when it has one, 429 with a correctly pluralised wait, otherwise the server's own message.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiRequestError))
    return t('errors.unknownError', { ns: DOMAIN_NAMESPACE });
  if (error.status === 429) {
    const seconds = retryAfterSeconds(error.message);
    return seconds === undefined
      ? t('errors.tooManyRequestsLater')
      : t('errors.tooManyRequests', { count: seconds });
  }
  if (error.messageKey)
    return t(error.messageKey, { ns: DOMAIN_NAMESPACE, defaultValue: error.message });
  return error.message;
}
