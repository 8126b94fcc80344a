/** Date-range rules of the add-examination form (spec platform-core §2, §5, §9). */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface DateRange {
  start: Date;
  end: Date;
}

export type DateRangePresetId = 'next8Hours' | 'next14Days';

/** The examination range preset when the form opens: the last 24 hours. */
export function defaultExaminationRange(now: Date): DateRange {
  return { start: new Date(now.getTime() - DAY_MS), end: now };
}

/** The picker's presets: the next 8 hours and the next 14 days, both starting now. */
export function examinationRangePresets(now: Date): Record<DateRangePresetId, DateRange> {
  return {
    next8Hours: { start: now, end: new Date(now.getTime() + 8 * HOUR_MS) },
    next14Days: { start: now, end: new Date(now.getTime() + 14 * DAY_MS) },
  };
}

export type ExaminationRangeError =
  'RANGE_IS_EMPTY' | 'START_DATE_DIFFERENT_THAN_END_DATE' | 'START_AFTER_END' | 'AFTER_MAX';

/**
 * Why a range cannot be saved, or null when it can. The range is required and complete (not
 * clearable), start and end must differ, start must precede end, and pickers with a maximum
 * (COVID: now) refuse later dates.
 */
export function validateExaminationRange(
  range: Partial<DateRange> | null,
  options: { max?: Date } = {},
): ExaminationRangeError | null {
  if (!range?.start || !range.end) return 'RANGE_IS_EMPTY';
  const start = range.start.getTime();
  const end = range.end.getTime();
  if (start === end) return 'START_DATE_DIFFERENT_THAN_END_DATE';
  if (start > end) return 'START_AFTER_END';
  if (options.max && end > options.max.getTime()) return 'AFTER_MAX';
  return null;
}
