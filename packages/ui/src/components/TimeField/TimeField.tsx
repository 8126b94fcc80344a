import { TimeField as AriaTimeField } from 'react-aria-components';
import type { TimeFieldProps as AriaTimeFieldProps, TimeValue } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { DateSegments } from '../DatePicker/DateSegments';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TimeField.css';

/** Props of {@link TimeField}. */
export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'children'>, FieldTextProps {}

/**
 * A time typed as hour and minute segments on the 24-hour clock (HH:mm), e.g. the start of an
 * examination. Values are `@internationalized/date` objects: `new Time(14, 30)`, or a
 * `CalendarDateTime` whose time part is edited. `granularity="second"` adds seconds.
 * @selector [data-invalid], [data-disabled] on the field; [data-focused], [data-placeholder] on segments
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField
      hourCycle={24}
      shouldForceLeadingZeros
      {...props}
      className={fieldClassName(className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <DateSegments className={joinClassNames(fieldStyles.inputFrame, styles.input)} />
      </FieldFrame>
    </AriaTimeField>
  );
}
