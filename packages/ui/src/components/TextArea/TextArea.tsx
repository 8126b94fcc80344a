import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldFrame, fieldClassName } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './TextArea.css';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Visible lines before it scrolls.
   * @default 4
   */
  rows?: number;
}

/**
 * Multi-line text (descriptions, recognitions, notes) with label, description and error message.
 * @selector [data-invalid], [data-disabled] on the field
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={fieldClassName(className)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <AriaTextArea
          rows={rows}
          placeholder={placeholder}
          className={joinClassNames(fieldStyles.inputFrame, styles.textArea)}
        />
      </FieldFrame>
    </AriaTextField>
  );
}
