/** A moment as the API sends it (ISO string) or as JavaScript holds it. */
export type DateInput = Date | string | number;

/**
 * Formats a moment as `DD/MM/YYYY HH:mm` (24-hour clock; platform-core §2) in the given time
 * zone, by default the browser's. The pattern is the same in every language, as the spec fixes it.
 * @example formatDateTime('2026-03-09T07:05:00Z', 'UTC') // '09/03/2026 07:05'
 */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/**
 * Formats a moment to the second, `DD/MM/YYYY HH:mm:ss`, where minutes are too coarse (the
 * bounds of a window of signal seconds long).
 * @example formatDateTimeSeconds('2026-03-09T07:05:30Z', 'UTC') // '09/03/2026 07:05:30'
 */
export function formatDateTimeSeconds(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Formats a date as `DD/MM/YYYY`, e.g. a date of birth.
 * @example formatDate('1984-11-02T00:00:00Z', 'UTC') // '02/11/1984'
 */
export function formatDate(value: DateInput, timeZone?: string): string {
  const parts = partsOf(value, timeZone, {});
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/**
 * One formatter per time zone and shape: making an Intl.DateTimeFormat costs far more than
 * formatting with it, and a board or list formats hundreds of dates in one render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string | undefined, time: Intl.DateTimeFormatOptions) {
  const key = `${timeZone ?? ''}|${time.second ? 'seconds' : time.hour ? 'time' : 'date'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
      ...time,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(value: DateInput, timeZone: string | undefined, time: Intl.DateTimeFormatOptions) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const formatter = formatterOf(timeZone, time);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}
