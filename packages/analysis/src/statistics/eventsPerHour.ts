const MS_PER_HOUR = 3_600_000;

/**
 * Events per hour of analysed time: the form of AHI (apneas + hypopneas per hour of sleep),
 * ODI (desaturations per hour) and the snore index (AASM Scoring Manual 2.6, 2020).
 * Answers null when no time was analysed, since an index of nothing is not zero.
 */
export function eventsPerHour(eventCount: number, analysedMs: number): number | null {
  if (!Number.isFinite(eventCount) || eventCount < 0)
    throw new RangeError('eventCount must be a count');
  if (!Number.isFinite(analysedMs) || analysedMs < 0)
    throw new RangeError('analysedMs must not be negative');
  if (analysedMs === 0) return null;
  return eventCount / (analysedMs / MS_PER_HOUR);
}
