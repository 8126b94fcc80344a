/** A stretch of time, in seconds from the start of the recording. */
export interface Interval {
  startSeconds: number;
  endSeconds: number;
}

/** Sorted, non-overlapping union of intervals (touching ones are joined). */
export function unionOf(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals
    .filter((interval) => interval.endSeconds > interval.startSeconds)
    .map((interval) => ({ startSeconds: interval.startSeconds, endSeconds: interval.endSeconds }))
    .sort((a, b) => a.startSeconds - b.startSeconds);
  const union: Interval[] = [];
  for (const interval of sorted) {
    const last = union.at(-1);
    if (last && interval.startSeconds <= last.endSeconds)
      last.endSeconds = Math.max(last.endSeconds, interval.endSeconds);
    else union.push(interval);
  }
  return union;
}

/** Total length covered by the intervals, s. */
export function coveredSeconds(intervals: readonly Interval[]): number {
  return unionOf(intervals).reduce(
    (sum, interval) => sum + interval.endSeconds - interval.startSeconds,
    0,
  );
}

/** Length of the overlap of one interval with a sorted union, s. */
export function overlapSeconds(interval: Interval, union: readonly Interval[]): number {
  let total = 0;
  for (const other of union) {
    if (other.startSeconds >= interval.endSeconds) break;
    total += Math.max(
      0,
      Math.min(other.endSeconds, interval.endSeconds) -
        Math.max(other.startSeconds, interval.startSeconds),
    );
  }
  return total;
}

/** Share of an interval (0-1) that falls in a sorted union; a point counts as 0 or 1. */
export function overlapShare(interval: Interval, union: readonly Interval[]): number {
  const length = interval.endSeconds - interval.startSeconds;
  if (length <= 0)
    return union.some(
      (other) =>
        other.startSeconds <= interval.startSeconds && other.endSeconds > interval.startSeconds,
    )
      ? 1
      : 0;
  return overlapSeconds(interval, union) / length;
}
