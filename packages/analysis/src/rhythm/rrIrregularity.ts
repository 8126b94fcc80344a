/**
 * Irregularity of a run of RR intervals, the features of Dash et al. (Ann Biomed Eng
 * 37(9):1701-1709, 2009) for atrial fibrillation: the RMSSD normalised by the mean interval, and
 * the turning-point ratio (the share of intervals that are a local maximum or minimum; about 2/3
 * for a random sequence, much lower for a sinus rhythm whose rate drifts smoothly). The extreme
 * intervals are trimmed first, as Dash et al. remove the 8 largest and 8 smallest of 128, so a
 * single ectopic beat does not read as irregularity.
 */
export function rrIrregularity(intervals: ArrayLike<number>): {
  normalisedRmssd: number;
  turningPointRatio: number;
} {
  const count = intervals.length;
  const trim = Math.floor(count / 16);
  const sorted = Float64Array.from(intervals).sort();
  const low = sorted[trim] ?? 0;
  const high = sorted[count - 1 - trim] ?? 0;
  // The kept intervals, in their order, overwrite the sorted copy.
  const kept = sorted;
  let keptCount = 0;
  for (let index = 0; index < count; index += 1) {
    const interval = intervals[index] as number;
    if (interval >= low && interval <= high) {
      kept[keptCount] = interval;
      keptCount += 1;
    }
  }
  if (keptCount < 3) return { normalisedRmssd: 0, turningPointRatio: 0 };
  let sum = 0;
  for (let index = 0; index < keptCount; index += 1) sum += kept[index] as number;
  const mean = sum / keptCount;
  let squares = 0;
  let turningPoints = 0;
  for (let index = 1; index < keptCount; index += 1) {
    const previous = kept[index - 1] as number;
    const current = kept[index] as number;
    squares += (current - previous) ** 2;
    if (index + 1 < keptCount && (current - previous) * ((kept[index + 1] as number) - current) < 0)
      turningPoints += 1;
  }
  return {
    normalisedRmssd: Math.sqrt(squares / (keptCount - 1)) / mean,
    turningPointRatio: turningPoints / (keptCount - 2),
  };
}
