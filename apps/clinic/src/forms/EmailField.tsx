import { DOMAIN_NAMESPACE } from '@telemed/domain';
import { TextField } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useValidationMessages } from './useValidationMessages';

export interface EmailFieldProps {
  label: string;
  /** `username` where the address signs in, so password managers pair it with the password. @default 'email' */
  autoComplete?: 'email' | 'username';
  /** An address the field may not take: the current one, when changing it. */
  previous?: string;
}

/** The required `email` field of a form, with translated messages for a missing or malformed address. */
export function EmailField({ label, autoComplete = 'email', previous }: EmailFieldProps) {
  const { t } = useTranslation();
  const { fieldError } = useValidationMessages();
  const notPrevious = (value: string) =>
    previous !== undefined && value.trim().toLowerCase() === previous.toLowerCase()
      ? t('validation.sameAsPrevious', { ns: DOMAIN_NAMESPACE })
      : undefined;
  return (
    <TextField
      name="email"
      type="email"
      label={label}
      autoComplete={autoComplete}
      isRequired
      validate={notPrevious}
      errorMessage={fieldError}
    />
  );
}
