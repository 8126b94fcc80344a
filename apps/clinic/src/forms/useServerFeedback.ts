import { failureFeedback } from '@telemed/forms';
import type { FailureFeedback } from '@telemed/forms';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../feedback/errorText';

/** How a failed submit shows: messages beside the form's own fields, and one for the whole form. */
export type ServerFeedback = FailureFeedback;

/**
 * Splits a failed call into messages for the named fields of the form and a message for the
 * form itself ({@link failureFeedback}), the latter in the portal's words ({@link errorText}).
 *
 * The result keeps its identity until the error changes: react-aria's Form treats a new
 * `validationErrors` object as new server errors and shows them again on fields the user has
 * already corrected, which would block the next submit.
 */
export function useServerFeedback(error: unknown, fieldNames: readonly string[]): ServerFeedback {
  const { t } = useTranslation();
  const fieldKey = fieldNames.join('\n');
  return useMemo(
    () =>
      failureFeedback(
        error,
        fieldKey.split('\n'),
        (key, options) => t(key, options),
        (failure) => errorText(failure, t),
      ),
    [error, fieldKey, t],
  );
}
