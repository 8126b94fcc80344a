import { PasswordField } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { useValidationMessages } from './useValidationMessages';

export interface NewPasswordFieldsProps {
  /** The name of the new password field; its repeat is always `repeatPassword`. @default 'password' */
  name?: string;
  label: string;
  repeatLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** Controls the repeat field too, for forms that clear both after a save. */
  repeatValue?: string;
  onRepeatChange?: (value: string) => void;
}

/**
 * A new password and its repeat: the password rule is checked on the first, and the second
 * must be identical to it.
 */
export function NewPasswordFields({
  name = 'password',
  label,
  repeatLabel,
  value,
  onChange,
  repeatValue,
  onRepeatChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const { fieldError, validatePassword } = useValidationMessages();
  return (
    <>
      <PasswordField
        name={name}
        label={label}
        autoComplete="new-password"
        isRequired
        value={value}
        onChange={onChange}
        validate={validatePassword}
        errorMessage={fieldError}
      />
      <PasswordField
        name="repeatPassword"
        label={repeatLabel}
        autoComplete="new-password"
        isRequired
        value={repeatValue}
        onChange={onRepeatChange}
        validate={(repeated) =>
          repeated === value ? undefined : t('validation.passwordsMustBeIdentical')
        }
        errorMessage={fieldError}
      />
    </>
  );
}
