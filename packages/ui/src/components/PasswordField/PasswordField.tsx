import { useState } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldFrame, fieldClassName } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import type { TextFieldProps } from '../TextField/TextField';

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a button that shows or hides the characters. The button's label is
 * translated and says what pressing it will do.
 * @selector [data-invalid], [data-disabled] on the field; [data-focus-within] on the input frame
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      type={isVisible ? 'text' : 'password'}
      className={fieldClassName(className)}
    >
      {({ isDisabled, isInvalid }) => (
        <FieldFrame label={label} description={description} errorMessage={errorMessage}>
          <Group className={fieldStyles.inputFrame} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Input className={fieldStyles.bareInput} placeholder={placeholder} />
            <IconButton
              icon={isVisible ? 'eyeOff' : 'eye'}
              aria-label={isVisible ? t('passwordField.hide') : t('passwordField.show')}
              isDisabled={isDisabled}
              onPress={() => setVisible((visible) => !visible)}
            />
          </Group>
        </FieldFrame>
      )}
    </AriaTextField>
  );
}
