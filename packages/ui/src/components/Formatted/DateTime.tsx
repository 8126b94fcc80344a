import { formatDate, formatDateTime } from '../../format/dateTime';
import type { DateInput } from '../../format/dateTime';

/** Props of {@link DateTime}. */
export interface DateTimeProps {
  /** The moment: an ISO string from the API, a Date or a timestamp. */
  value: DateInput;
  /**
   * Leave out the time, e.g. for a date of birth.
   * @default false
   */
  isDateOnly?: boolean;
  /** IANA time zone to show the moment in; the browser's by default. */
  timeZone?: string;
}

/** A moment as `DD/MM/YYYY HH:mm` (or `DD/MM/YYYY`) inside a `<time>` element. */
export function DateTime({ value, isDateOnly = false, timeZone }: DateTimeProps) {
  const date = value instanceof Date ? value : new Date(value);
  const text = isDateOnly ? formatDate(date, timeZone) : formatDateTime(date, timeZone);
  return <time dateTime={date.toISOString()}>{text}</time>;
}
