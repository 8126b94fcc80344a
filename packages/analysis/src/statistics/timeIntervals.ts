/** A span of the recording in seconds from its start, end excluded. */
export interface TimeSpan {
  startSeconds: number;
  endSeconds: number;
}

/**
 * Sorts intervals and merges those that overlap or touch, dropping empty and reversed ones, so
 * that time covered by several events counts once. O(n log n).
 */
export function mergeIntervals(intervals: readonly TimeSpan[]): TimeSpan[] {
  const sorted = intervals
    .filter(({ startSeconds, endSeconds }) => endSeconds > startSeconds)
    .map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds }))
    .sort((a, b) => a.startSeconds - b.startSeconds);
  const merged: TimeSpan[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.startSeconds <= last.endSeconds)
      last.endSeconds = Math.max(last.endSeconds, interval.endSeconds);
    else merged.push(interval);
  }
  return merged;
}

/** Total length of merged (disjoint) intervals in seconds. */
export function totalSeconds(merged: readonly TimeSpan[]): number {
  return merged.reduce((sum, { startSeconds, endSeconds }) => sum + endSeconds - startSeconds, 0);
}

/** The parts of `from` that `remove` does not cover; both lists merged (sorted, disjoint). */
export function subtractIntervals(
  from: readonly TimeSpan[],
  remove: readonly TimeSpan[],
): TimeSpan[] {
  const result: TimeSpan[] = [];
  let cut = 0;
  for (const interval of from) {
    let start = interval.startSeconds;
    while (cut < remove.length && (remove[cut] as TimeSpan).endSeconds <= start) cut += 1;
    let index = cut;
    while (
      index < remove.length &&
      (remove[index] as TimeSpan).startSeconds < interval.endSeconds
    ) {
      const hole = remove[index] as TimeSpan;
      if (hole.startSeconds > start)
        result.push({ startSeconds: start, endSeconds: hole.startSeconds });
      start = Math.max(start, hole.endSeconds);
      index += 1;
    }
    if (start < interval.endSeconds)
      result.push({ startSeconds: start, endSeconds: interval.endSeconds });
  }
  return result;
}

/** Seconds of overlap between one interval and a list of merged intervals. */
export function overlapSeconds(interval: TimeSpan, merged: readonly TimeSpan[]): number {
  let overlap = 0;
  for (const other of merged) {
    if (other.startSeconds >= interval.endSeconds) break;
    overlap += Math.max(
      0,
      Math.min(other.endSeconds, interval.endSeconds) -
        Math.max(other.startSeconds, interval.startSeconds),
    );
  }
  return overlap;
}

/**
 * Answers "does time t fall inside these merged intervals?" for times asked in increasing order
 * in O(1) amortised, by walking a cursor forward; asking an earlier time restarts the walk.
 */
export function createIntervalCursor(merged: readonly TimeSpan[]): (seconds: number) => boolean {
  let cursor = 0;
  let lastAsked = -Infinity;
  return (seconds) => {
    if (seconds < lastAsked) cursor = 0;
    lastAsked = seconds;
    while (cursor < merged.length && (merged[cursor] as TimeSpan).endSeconds <= seconds)
      cursor += 1;
    const interval = merged[cursor];
    return interval !== undefined && interval.startSeconds <= seconds;
  };
}

/** The time covered by both lists of merged intervals, as merged intervals. O(n + m). */
export function intersectIntervals(
  first: readonly TimeSpan[],
  second: readonly TimeSpan[],
): TimeSpan[] {
  const result: TimeSpan[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    const a = first[i] as TimeSpan;
    const b = second[j] as TimeSpan;
    const startSeconds = Math.max(a.startSeconds, b.startSeconds);
    const endSeconds = Math.min(a.endSeconds, b.endSeconds);
    if (startSeconds < endSeconds) result.push({ startSeconds, endSeconds });
    if (a.endSeconds < b.endSeconds) i += 1;
    else j += 1;
  }
  return result;
}
