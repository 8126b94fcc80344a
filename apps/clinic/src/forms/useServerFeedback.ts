import { ApiRequestError, fieldErrorMessages } from '@telemed/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../feedback/errorText';

/** How a failed submit shows: messages beside the form's own fields, and one for the whole form. */
export interface ServerFeedback {
  fieldErrors: Record<string, string>;
  formError: string | undefined;
}

const noFeedback: ServerFeedback = { fieldErrors: {}, formError: undefined };

/**
 * Splits a failed call into messages for the named fields of the form and a message for the
 * form itself: the server's failure, or validation errors of values the form does not show
 * (such as a malformed id from a mailed link), so no failure goes unsaid.
 *
 * The result keeps its identity until the error changes: react-aria's Form treats a new
 * `validationErrors` object as new server errors and shows them again on fields the user has
 * already corrected, which would block the next submit.
 */
export function useServerFeedback(error: unknown, fieldNames: readonly string[]): ServerFeedback {
  const { t } = useTranslation();
  const fieldKey = fieldNames.join('\n');
  return useMemo(() => {
    if (!error) return noFeedback;
    const names = fieldKey.split('\n');
    const messages =
      error instanceof ApiRequestError
        ? fieldErrorMessages(error, (key, options) => t(key, options))
        : {};
    const entries = Object.entries(messages);
    const fieldErrors = Object.fromEntries(entries.filter(([name]) => names.includes(name)));
    const otherMessages = entries
      .filter(([name]) => !names.includes(name))
      .map(([, message]) => message);
    if (otherMessages.length > 0) return { fieldErrors, formError: otherMessages.join(' ') };
    return { fieldErrors, formError: entries.length === 0 ? errorText(error, t) : undefined };
  }, [error, fieldKey, t]);
}
