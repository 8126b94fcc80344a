/**
 * Irregularity of a run of RR intervals, the features of Dash et al. (Ann Biomed Eng
 * 37(9):1701-1709, 2009) for atrial fibrillation: the RMSSD normalised by the mean interval, and
 * the turning-point ratio (the share of intervals that are a local maximum or minimum; about 2/3
 * for a random sequence, much lower for a sinus rhythm whose rate drifts smoothly). The extreme
 * intervals are trimmed first, as Dash et al. remove the 8 largest and 8 smallest of 128, so a
 * single ectopic beat does not read as irregularity; the largest 1/16 of the successive
 * differences are left out of the RMSSD for the same reason.
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
  let turningPoints = 0;
  const squares = new Float64Array(keptCount - 1);
  for (let index = 1; index < keptCount; index += 1) {
    const previous = kept[index - 1] as number;
    const current = kept[index] as number;
    squares[index - 1] = (current - previous) ** 2;
    if (index + 1 < keptCount && (current - previous) * ((kept[index + 1] as number) - current) < 0)
      turningPoints += 1;
  }
  // The largest successive differences are trimmed likewise: a window across an abrupt change of
  // a regular rate (the start or end of a tachycardia) has one or two large steps, AF has many.
  squares.sort();
  const differenceTrim = Math.floor(squares.length / 16);
  let sumOfSquares = 0;
  for (let index = 0; index < squares.length - differenceTrim; index += 1)
    sumOfSquares += squares[index] as number;
  return {
    normalisedRmssd: Math.sqrt(sumOfSquares / (squares.length - differenceTrim)) / mean,
    turningPointRatio: turningPoints / (keptCount - 2),
  };
}
