import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
} from 'react-aria-components';
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './NumberField.css';

/** Props of {@link NumberField}. */
export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'minValue' | 'maxValue'>, FieldTextProps {
  /** Unit shown after the number (`cm`, `kg`, `°C`); screen readers hear it with the label. */
  unit?: string;
}

/**
 * A number input with − and + buttons (react-aria labels them in the current language), arrow
 * keys and a unit suffix. Typed values are parsed and formatted in the current locale. It takes
 * no bounds: react-aria would clamp a value out of range on blur without a word (a height of 999
 * became 250), so the form's validation judges the value and the field shows its message.
 * @selector [data-invalid], [data-disabled] on the field; [data-focus-within] on the input frame
 */
export function NumberField({
  label,
  description,
  errorMessage,
  unit,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={fieldClassName(className)}>
      {({ isDisabled, isInvalid }) => (
        <FieldFrame
          label={label}
          hiddenSuffix={unit}
          description={description}
          errorMessage={errorMessage}
        >
          <Group className={fieldStyles.inputFrame} isDisabled={isDisabled} isInvalid={isInvalid}>
            <AriaButton slot="decrement" className={styles.stepper}>
              −
            </AriaButton>
            <Input className={fieldStyles.bareInput} />
            {unit && (
              <span className={styles.unit} aria-hidden="true">
                {unit}
              </span>
            )}
            <AriaButton slot="increment" className={styles.stepper}>
              +
            </AriaButton>
          </Group>
        </FieldFrame>
      )}
    </AriaNumberField>
  );
}
