import { TextField } from '@telemed/ui';
import { useValidationMessages } from './useValidationMessages';

export interface EmailFieldProps {
  label: string;
  /** `username` where the address signs in, so password managers pair it with the password. @default 'email' */
  autoComplete?: 'email' | 'username';
}

/** The required `email` field of a form, with translated messages for a missing or malformed address. */
export function EmailField({ label, autoComplete = 'email' }: EmailFieldProps) {
  const { fieldError } = useValidationMessages();
  return (
    <TextField
      name="email"
      type="email"
      label={label}
      autoComplete={autoComplete}
      isRequired
      errorMessage={fieldError}
    />
  );
}
