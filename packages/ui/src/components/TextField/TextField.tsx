import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldTextProps {
  /** Hint shown inside the empty input; never a replacement for the label. */
  placeholder?: string;
}

/**
 * A single-line text input with label, description and per-field error message.
 * @selector [data-invalid], [data-disabled], [data-required] on the field; [data-focus-visible] on the input
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={fieldClassName(className)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Input className={fieldStyles.inputFrame} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}
