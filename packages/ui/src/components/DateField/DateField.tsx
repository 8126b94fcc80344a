import { DateField as AriaDateField, DateInput, DateSegment } from 'react-aria-components';
import type { DateFieldProps as AriaDateFieldProps, DateValue } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DateField.css';

/** Props of {@link DateField}. */
export interface DateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, 'children'>, FieldTextProps {}

/**
 * A date typed segment by segment (day, month, year in the locale's order), e.g. a date of
 * birth. Values are `@internationalized/date` objects: `parseDate('1984-11-02')`. Day and month
 * keep their leading zeros by default, like the product's DD/MM/YYYY dates.
 * @selector [data-invalid], [data-disabled] on the field; [data-focused], [data-placeholder] on segments
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <AriaDateField shouldForceLeadingZeros {...props} className={fieldClassName(className)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <DateInput className={joinClassNames(fieldStyles.inputFrame, styles.dateInput)}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
      </FieldFrame>
    </AriaDateField>
  );
}
