/** Wall-clock formatters by time zone: building one costs far more than using it. */
const wallClocks = new Map<string | undefined, Intl.DateTimeFormat>();

function wallClock(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Milliseconds to add to UTC to get the wall-clock time of `timeZone` at `time`. */
export function timeZoneOffset(time: number, timeZone: string | undefined): number {
  const parts = wallClock(timeZone).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(time / 1000) * 1000;
}
