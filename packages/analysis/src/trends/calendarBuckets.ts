import type { TrendGranulation } from './measurementDefinitions';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
/**
 * UTC offsets in use today are multiples of 15 minutes and change at whole quarter hours, so an
 * offset found for an instant holds for its whole 15-minute UTC block and is cached per block.
 */
const OFFSET_BLOCK_MS = 15 * MS_PER_MINUTE;
const FIXED_OFFSET = /^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$/;

/** One bucket of a trend: [start, end) in epoch ms, labelled in the clinic's calendar. */
export interface BucketBounds {
  start: number;
  end: number;
  /** Local calendar label: `YYYY`, `YYYY-MM`, `YYYY-MM-DD`, `YYYY-MM-DDTHH:00` or `…THH:mm`. */
  label: string;
  /** UTC offset at the bucket's start, in minutes (tells apart the repeated hour of a DST end). */
  utcOffsetMinutes: number;
}

const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A function from an instant (epoch ms) to the UTC offset (ms) of a time zone: an IANA name
 * ("Europe/Warsaw"), "UTC", or a fixed offset ("+02:00", "-0530", "UTC+1"). IANA zones are read
 * with Intl.DateTimeFormat, so no time-zone data ships with the package.
 * @throws RangeError for an unknown zone
 */
export function createUtcOffsetResolver(timeZone: string): (epochMs: number) => number {
  const trimmed = timeZone.trim();
  if (trimmed === 'UTC' || trimmed === 'Z' || trimmed === 'GMT') return () => 0;
  const fixed = FIXED_OFFSET.exec(trimmed);
  if (fixed) {
    const minutes = Number(fixed[2]) * 60 + Number(fixed[3] ?? 0);
    if (minutes > 14 * 60) throw new RangeError(`UTC offset out of range: ${timeZone}`);
    const offset = (fixed[1] === '-' ? -1 : 1) * minutes * MS_PER_MINUTE;
    return () => offset;
  }
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: trimmed,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const cache = new Map<number, number>();
  return (epochMs) => {
    const block = Math.floor(epochMs / OFFSET_BLOCK_MS);
    let offset = cache.get(block);
    if (offset === undefined) {
      const instant = block * OFFSET_BLOCK_MS;
      const field: Record<string, number> = {};
      for (const part of format.formatToParts(instant))
        if (part.type !== 'literal') field[part.type] = Number(part.value);
      const local = Date.UTC(
        field.year ?? 1970,
        (field.month ?? 1) - 1,
        field.day ?? 1,
        field.hour ?? 0,
        field.minute ?? 0,
        field.second ?? 0,
      );
      offset = local - instant;
      if (cache.size > 10_000) cache.clear();
      cache.set(block, offset);
    }
    return offset;
  };
}

/**
 * A function from an instant to its bucket of the given granulation in the clinic's calendar.
 * Minute and hour buckets follow the local wall clock (on a DST end the repeated hour is two
 * buckets, told apart by their offset); day, month and year buckets start at local midnight, so
 * a day across a DST change lasts 23 or 25 hours. Consecutive calls inside one bucket reuse it.
 */
export function createBucketer(
  granulation: TrendGranulation,
  timeZone = 'UTC',
): (epochMs: number) => BucketBounds {
  const offsetAt = createUtcOffsetResolver(timeZone);
  // The instant of a local wall-clock time: try the offset around it, then settle on the one
  // in force at the result (for local midnights, which never fall in a DST gap in practice).
  const instantOf = (localMs: number) => {
    const first = localMs - offsetAt(localMs);
    return localMs - offsetAt(first);
  };
  const localFields = (localMs: number) => {
    const date = new Date(localMs);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  };
  const bucketOf = (epochMs: number): BucketBounds => {
    const offset = offsetAt(epochMs);
    const local = epochMs + offset;
    const { year, month, day, hour, minute } = localFields(local);
    const date = `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
    let start: number;
    let end: number;
    let label: string;
    switch (granulation) {
      case 'minute':
      case 'hour': {
        const unit = granulation === 'minute' ? MS_PER_MINUTE : MS_PER_HOUR;
        start = epochMs - modulo(local, unit);
        end = start + unit;
        label = `${date}T${pad(hour)}:${granulation === 'minute' ? pad(minute) : '00'}`;
        break;
      }
      case 'day':
        start = instantOf(local - modulo(local, MS_PER_DAY));
        end = instantOf(Date.UTC(year, month, day + 1));
        label = date;
        break;
      case 'month':
        start = instantOf(Date.UTC(year, month, 1));
        end = instantOf(Date.UTC(year, month + 1, 1));
        label = date.slice(0, 7);
        break;
      case 'year':
        start = instantOf(Date.UTC(year, 0, 1));
        end = instantOf(Date.UTC(year + 1, 0, 1));
        label = date.slice(0, 4);
        break;
    }
    return { start, end, label, utcOffsetMinutes: offsetAt(start) / MS_PER_MINUTE };
  };
  let last: BucketBounds | undefined;
  return (epochMs) => {
    if (!last || epochMs < last.start || epochMs >= last.end) last = bucketOf(epochMs);
    return last;
  };
}
