import { fromDate } from '@internationalized/date';
import type { ZonedDateTime } from '@internationalized/date';
import { defaultExaminationRange, examinationRangePresets } from './examinationRange';
import type { DateRange } from './examinationRange';
import type { DateRangePreset } from '@telemed/ui';

/** The range as the date range picker holds it: wall-clock times in the user's time zone. */
export interface ExaminationRangeValue {
  start: ZonedDateTime;
  end: ZonedDateTime;
}

const MINUTE_MS = 60_000;

/**
 * The instant at the start of its minute. The picker shows minutes (DD/MM/YYYY HH:mm), so ranges
 * it offers start on whole minutes and what the user sees is exactly what is saved.
 */
export function wholeMinute(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** A range of instants as the picker's values in `timeZone`. */
export function toRangeValue(range: DateRange, timeZone: string): ExaminationRangeValue {
  return { start: fromDate(range.start, timeZone), end: fromDate(range.end, timeZone) };
}

/** The picker's values as instants, for the API's ISO timestamps. */
export function toDateRange(value: ExaminationRangeValue): DateRange {
  return { start: value.start.toDate(), end: value.end.toDate() };
}

/**
 * The range a new examination starts with: the last 24 hours up to the current minute
 * (platform-core §5 "Default range: the last 24 hours").
 */
export function defaultRangeValue(now: Date, timeZone: string): ExaminationRangeValue {
  return toRangeValue(defaultExaminationRange(wholeMinute(now)), timeZone);
}

/**
 * The picker's presets: next 8 hours and next 14 days (platform-core §2), plus the default last
 * 24 hours to go back to it. Each computes its range when pressed, from `clock()`.
 */
export function rangePresets(
  timeZone: string,
  clock: () => Date = () => new Date(),
): DateRangePreset<ZonedDateTime>[] {
  const upcoming = (id: 'next8Hours' | 'next14Days') => () =>
    toRangeValue(examinationRangePresets(wholeMinute(clock()))[id], timeZone);
  return [
    { id: 'last24Hours', range: () => defaultRangeValue(clock(), timeZone) },
    { id: 'next8Hours', range: upcoming('next8Hours') },
    { id: 'next14Days', range: upcoming('next14Days') },
  ];
}
