import { Input, TextField as AriaTextField, composeRenderProps } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldHelp, FieldLabel } from '../Field/Field';
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
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(fieldStyles.field, userClassName),
      )}
    >
      <FieldLabel label={label} />
      <Input className={fieldStyles.inputFrame} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
