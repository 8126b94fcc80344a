/** The comparisons `@internationalized/date` values offer (CalendarDate, CalendarDateTime…). */
interface Comparable {
  compare(other: never): number;
}

/** A range as the pickers hold it; `null` when nothing is chosen. */
export interface PartialRange<T> {
  start: T | null;
  end: T | null;
}

/** Why a range cannot be saved; each has a translated message under `dateRangePicker.errors`. */
export type DateRangeProblem = 'empty' | 'startNotBeforeEnd' | 'afterMax' | 'beforeMin';

/** Options of {@link dateRangeProblem}. */
export interface DateRangeProblemOptions<T> {
  /** The range must be complete (the picker is not clearable). */
  isRequired?: boolean;
  minValue?: T | null;
  maxValue?: T | null;
}

/**
 * Why a range is invalid, or null when it is valid (platform-core §5): a required range must be
 * complete, its start must come strictly before its end, and both ends must lie within
 * `minValue`…`maxValue` (e.g. COVID pickers cap at now).
 */
export function dateRangeProblem<T extends Comparable>(
  range: PartialRange<T> | null,
  { isRequired = false, minValue, maxValue }: DateRangeProblemOptions<T> = {},
): DateRangeProblem | null {
  const start = range?.start ?? null;
  const end = range?.end ?? null;
  if (!start || !end) return isRequired || start || end ? 'empty' : null;
  if (compare(start, end) >= 0) return 'startNotBeforeEnd';
  if (maxValue && compare(end, maxValue) > 0) return 'afterMax';
  if (minValue && compare(start, minValue) < 0) return 'beforeMin';
  return null;
}

function compare<T extends Comparable>(a: T, b: T): number {
  return a.compare(b as never);
}
