import { DOMAIN_NAMESPACE, PASSWORD_MIN_LENGTH } from '@telemed/domain';
import { useFieldErrorText } from '@telemed/forms';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translated validation texts for forms. Native checks (required, email format) would speak
 * the browser's language, so they are replaced by the domain catalogue's texts.
 */
export function useValidationMessages() {
  const { t } = useTranslation();

  /** The `errorMessage` of a field: the catalogue's text for a native failure, else the given errors. */
  const fieldError = useFieldErrorText();

  /** Checks the password rule of clinical-domain §5 before the server does. */
  const validatePassword = useCallback(
    (value: string): string | undefined =>
      value.length > 0 && value.length < PASSWORD_MIN_LENGTH
        ? t('validation.passwordTooShort', { ns: DOMAIN_NAMESPACE })
        : undefined,
    [t],
  );

  return { fieldError, validatePassword };
}
