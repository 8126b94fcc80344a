import {
  ApiRequestError,
  DOMAIN_NAMESPACE,
  ERROR_MESSAGE_KEYS,
  errorCodeMessageKey,
  fieldErrorMessages,
} from '@telemed/domain';
import type { TranslateFunction } from '@telemed/domain';

/** How a failed submit shows: messages beside the form's own fields, and one for the whole form. */
export interface FailureFeedback {
  fieldErrors: Record<string, string>;
  formError: string | undefined;
}

/** What a failure says to the user, for the whole form. */
export type DescribeFailure = (error: unknown) => string;

const noFeedback: FailureFeedback = { fieldErrors: {}, formError: undefined };

/** A failed task's error as the server stores it (`Task.error`): a catalogue code and its text. */
function isTaskError(error: unknown): error is { code: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * What a failed call or task says in the interface language when the app gives no wording of its
 * own: the domain catalogue's text when it has one, else the server's message, else 'An unknown
 * error has occurred'.
 */
export function failureText(error: unknown, translate: TranslateFunction): string {
  if (!(error instanceof ApiRequestError) && isTaskError(error)) {
    const key = errorCodeMessageKey(error.code);
    return key
      ? translate(key, { ns: DOMAIN_NAMESPACE, defaultValue: error.message })
      : error.message;
  }
  if (!(error instanceof ApiRequestError)) {
    return translate(ERROR_MESSAGE_KEYS.unknownError, {
      ns: DOMAIN_NAMESPACE,
      defaultValue: 'An unknown error has occurred',
    });
  }
  return error.messageKey
    ? translate(error.messageKey, { ns: DOMAIN_NAMESPACE, defaultValue: error.message })
    : error.message;
}

/**
 * Splits a failed call into messages for the named fields of the form and a message for the
 * form itself: the failure described, or the validation errors of values the form does not show
 * (such as a malformed id from a mailed link), so no failure goes unsaid.
 *
 * @example
 * failureFeedback(error, ['fullName', 'email'], t, (failure) => failureText(failure, t));
 * // { fieldErrors: { email: 'Value is not a valid email address' }, formError: undefined }
 */
export function failureFeedback(
  error: unknown,
  fieldNames: readonly string[],
  translate: TranslateFunction,
  describeFailure: DescribeFailure,
): FailureFeedback {
  if (!error) return noFeedback;
  const messages = error instanceof ApiRequestError ? fieldErrorMessages(error, translate) : {};
  const entries = Object.entries(messages);
  const fieldErrors = Object.fromEntries(entries.filter(([name]) => fieldNames.includes(name)));
  const otherMessages = entries
    .filter(([name]) => !fieldNames.includes(name))
    .map(([, message]) => message);
  if (otherMessages.length > 0) return { fieldErrors, formError: otherMessages.join(' ') };
  return { fieldErrors, formError: entries.length === 0 ? describeFailure(error) : undefined };
}
