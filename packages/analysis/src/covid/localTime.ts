/** Milliseconds in a day, for stepping over local calendar days. */
const DAY_MS = 86_400_000;

/**
 * Seconds from the recording start to the local wall-clock time `hour:00` of the local day that
 * contains `seconds`. Local time is UTC plus the recording's fixed offset (a home recording
 * crossing a daylight-saving change keeps the offset it started with).
 */
export function secondsAtLocalHour(
  startEpochMs: number,
  utcOffsetMinutes: number,
  seconds: number,
  hour: number,
): number {
  const localMs = startEpochMs + utcOffsetMinutes * 60_000 + seconds * 1000;
  const localMidnight = Math.floor(localMs / DAY_MS) * DAY_MS;
  return (localMidnight + hour * 3_600_000 - utcOffsetMinutes * 60_000 - startEpochMs) / 1000;
}

/** The local calendar date ('YYYY-MM-DD') at `seconds` from the recording start. */
export function localDateTag(
  startEpochMs: number,
  utcOffsetMinutes: number,
  seconds: number,
): string {
  return new Date(startEpochMs + utcOffsetMinutes * 60_000 + seconds * 1000)
    .toISOString()
    .slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDateTag(tag: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(tag)) return false;
  const time = Date.parse(`${tag}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === tag;
}
