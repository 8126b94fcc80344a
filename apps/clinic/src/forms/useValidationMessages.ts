import { DOMAIN_NAMESPACE, NewPasswordSchema, isValidationConstraint } from '@telemed/domain';
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

  /**
   * Checks the password rules a client can check (clinical-domain §5's length, no spaces only, no
   * control characters, not one repeated character) before the server does; the server alone
   * knows its list of common passwords.
   */
  const validatePassword = useCallback(
    (value: string): string | undefined => {
      if (value.length === 0) return undefined;
      const constraint = NewPasswordSchema.safeParse(value).error?.issues[0]?.message;
      if (constraint === undefined) return undefined;
      return t(`validation.${isValidationConstraint(constraint) ? constraint : 'invalidValue'}`, {
        ns: DOMAIN_NAMESPACE,
      });
    },
    [t],
  );

  return { fieldError, validatePassword };
}
