import { DateInput, DateSegment } from 'react-aria-components';
import type { DateInputProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import * as dateFieldStyles from '../DateField/DateField.css';
import { productLiteral } from './productLiteral';

/** Props of {@link DateSegments}. */
export interface DateSegmentsProps extends Omit<DateInputProps, 'children'> {
  className?: string;
}

/**
 * The typed segments of a date, time or one end of a range, shown as DD/MM/YYYY HH:mm in every
 * language. Internal to the pickers and the time field.
 */
export function DateSegments({ className, ...props }: DateSegmentsProps) {
  return (
    <DateInput {...props} className={joinClassNames(dateFieldStyles.dateInput, className)}>
      {(segment) => (
        <DateSegment segment={segment} className={dateFieldStyles.segment}>
          {segment.type === 'literal' ? productLiteral(segment.text) : segment.text}
        </DateSegment>
      )}
    </DateInput>
  );
}
