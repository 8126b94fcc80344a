import { DOMAIN_NAMESPACE } from '@telemed/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What react-aria reports about a field's validity. */
export interface FieldValidation {
  validationDetails: ValidityState;
  validationErrors: string[];
}

/**
 * A field's `errorMessage` in the interface language. Native checks (required, email format)
 * would speak the browser's language, so they read as the domain catalogue's texts; the field's
 * own rules keep their messages.
 *
 * @example
 * const fieldError = useFieldErrorText();
 * <TextField isRequired errorMessage={fieldError} />
 */
export function useFieldErrorText(): (validation: FieldValidation) => string {
  const { t } = useTranslation(DOMAIN_NAMESPACE);
  return useCallback(
    ({ validationDetails, validationErrors }: FieldValidation): string => {
      if (validationDetails.valueMissing) return t('validation.isRequired');
      if (validationDetails.typeMismatch) return t('validation.isEmail');
      return validationErrors.join(' ');
    },
    [t],
  );
}

/** A wire schema of the domain whose messages are constraint keys of the validation catalogue. */
interface ConstraintSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * A text field's `validate` checking a filled-in value with the domain schema the server uses
 * (a phone number, a unique ID), so the field says what is wrong before the form is sent.
 * An empty value passes: whether a field is required is the field's own rule.
 *
 * @example
 * const validatePhone = useSchemaRule(PhoneSchema);
 * <TextField type="tel" validate={validatePhone} />
 */
export function useSchemaRule(schema: ConstraintSchema): (value: string) => string | undefined {
  const { t } = useTranslation(DOMAIN_NAMESPACE);
  return useCallback(
    (value: string): string | undefined => {
      if (!value.trim()) return undefined;
      const constraint = schema.safeParse(value).error?.issues[0]?.message;
      return constraint === undefined ? undefined : t(`validation.${constraint}`);
    },
    [schema, t],
  );
}
