import { DOMAIN_NAMESPACE } from '@telemed/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A wire schema of the domain whose messages are constraint keys of the validation catalogue. */
interface ConstraintSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * A text field's `validate` checking a filled-in value with the domain schema the server uses
 * (a phone number, a unique ID), so the field says what is wrong before the form is sent.
 * An empty value passes: whether a field is required is the field's own rule.
 */
export function useSchemaRule(schema: ConstraintSchema) {
  const { t } = useTranslation();
  return useCallback(
    (value: string): string | undefined => {
      if (!value.trim()) return undefined;
      const result = schema.safeParse(value);
      const constraint = result.error?.issues[0]?.message;
      return constraint === undefined
        ? undefined
        : t(`validation.${constraint}`, { ns: DOMAIN_NAMESPACE });
    },
    [schema, t],
  );
}
