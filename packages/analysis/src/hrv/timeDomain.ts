import type { NnSeries } from './nnIntervals';

/**
 * Time-domain HRV measures (Task Force of the ESC and NASPE 1996, Circulation 93:1043-1065,
 * Table 1), all in milliseconds unless stated. A measure is null when the data cannot define it.
 */
export interface HrvTimeDomain {
  /** NN intervals used. */
  nnCount: number;
  /** Mean NN interval. */
  meanNn: number | null;
  /** Standard deviation of all NN intervals (sample SD, n − 1, as Kubios computes it). */
  sdnn: number | null;
  /** Standard deviation of the means of the 5-minute segments (needs two or more segments). */
  sdann: number | null;
  /** Mean of the standard deviations of the 5-minute segments. */
  sdnnIndex: number | null;
  /** Root mean square of successive differences of adjacent NN intervals. */
  rmssd: number | null;
  /** Successive differences of adjacent NN intervals larger than 50 ms. */
  nn50: number;
  /** NN50 as a percentage of all successive differences counted. */
  pnn50: number | null;
  /** Number of NN intervals / height of their histogram with 1/128 s bins (dimensionless). */
  triangularIndex: number | null;
  /** Triangular interpolation of the NN histogram: base width M − N of the best-fitting triangle. */
  tinn: number | null;
}

/** Task Force 1996: the NN histogram is built with bins of 1/128 s (7.8125 ms). */
export const NN_HISTOGRAM_BIN_MS = 1000 / 128;
/** Task Force 1996: SDANN and the SDNN index use 5-minute segments. */
export const HRV_SEGMENT_SECONDS = 300;
/** Task Force 1996: NN50 counts successive differences greater than 50 ms. */
const NN50_THRESHOLD_MS = 50;
/**
 * A 5-minute segment enters SDANN and the SDNN index when its NN intervals cover at least half
 * of it; our rule, so that a segment holding a few beats at the edge of the recording or around
 * a long artifact does not weigh as much as a full one (the Task Force leaves this open).
 */
const MIN_SEGMENT_COVERAGE = 0.5;

function standardDeviation(sum: number, sumOfSquares: number, count: number): number | null {
  if (count < 2) return null;
  const variance = (sumOfSquares - (sum * sum) / count) / (count - 1);
  return Math.sqrt(Math.max(0, variance));
}

function segmentStatistics(series: NnSeries): { sdann: number | null; sdnnIndex: number | null } {
  const means: number[] = [];
  const deviations: number[] = [];
  const { times, intervals } = series;
  // An interval belongs to the segment in which it starts (the beat before its ending beat).
  const segmentOf = (index: number) =>
    Math.floor(
      ((times[index] as number) - (intervals[index] as number) / 1000) / HRV_SEGMENT_SECONDS,
    );
  let index = 0;
  while (index < intervals.length) {
    const segment = segmentOf(index);
    let sum = 0;
    let sumOfSquares = 0;
    let count = 0;
    while (index < intervals.length && segmentOf(index) === segment) {
      const value = intervals[index] as number;
      sum += value;
      sumOfSquares += value * value;
      count += 1;
      index += 1;
    }
    if (sum / 1000 < MIN_SEGMENT_COVERAGE * HRV_SEGMENT_SECONDS) continue;
    means.push(sum / count);
    const deviation = standardDeviation(sum, sumOfSquares, count);
    if (deviation !== null) deviations.push(deviation);
  }
  const meanSum = means.reduce((total, value) => total + value, 0);
  const meanSquares = means.reduce((total, value) => total + value * value, 0);
  return {
    sdann: standardDeviation(meanSum, meanSquares, means.length),
    sdnnIndex:
      deviations.length === 0
        ? null
        : deviations.reduce((total, value) => total + value, 0) / deviations.length,
  };
}

/**
 * Least-squares triangle fit of the NN histogram (Task Force 1996, Fig. 2): with X the bin of
 * the histogram's maximum Y, find N < X < M minimising Σ (D(t) − q(t))², where q is 0 outside
 * [N, M] and rises linearly from 0 at N to Y at X and falls to 0 at M. The two sides are
 * independent, so each is searched alone. Returns M − N in bins.
 */
export function triangularInterpolationWidth(histogram: ArrayLike<number>): number | null {
  const length = histogram.length;
  if (length === 0) return null;
  let peak = 0;
  for (let bin = 1; bin < length; bin += 1)
    if ((histogram[bin] as number) > (histogram[peak] as number)) peak = bin;
  const height = histogram[peak] as number;
  if (height <= 0) return null;
  // Positions run from −1 (left of the first bin) to `length` (right of the last one).
  const value = (bin: number) => (bin >= 0 && bin < length ? (histogram[bin] as number) : 0);
  let bestLeft = -1;
  let bestLeftError = Infinity;
  for (let left = -1; left < peak; left += 1) {
    let error = 0;
    for (let bin = 0; bin <= left; bin += 1) error += value(bin) ** 2;
    for (let bin = left + 1; bin < peak; bin += 1)
      error += (value(bin) - (height * (bin - left)) / (peak - left)) ** 2;
    if (error < bestLeftError) [bestLeftError, bestLeft] = [error, left];
  }
  let bestRight = length;
  let bestRightError = Infinity;
  for (let right = length; right > peak; right -= 1) {
    let error = 0;
    for (let bin = right; bin < length; bin += 1) error += value(bin) ** 2;
    for (let bin = peak + 1; bin < right; bin += 1)
      error += (value(bin) - (height * (right - bin)) / (right - peak)) ** 2;
    if (error < bestRightError) [bestRightError, bestRight] = [error, right];
  }
  return bestRight - bestLeft;
}

function histogramMeasures(intervals: Float64Array): {
  triangularIndex: number | null;
  tinn: number | null;
} {
  if (intervals.length === 0) return { triangularIndex: null, tinn: null };
  let minimum = Infinity;
  let maximum = -Infinity;
  for (const value of intervals) {
    minimum = Math.min(minimum, value);
    maximum = Math.max(maximum, value);
  }
  const firstBin = Math.floor(minimum / NN_HISTOGRAM_BIN_MS);
  const histogram = new Float64Array(Math.floor(maximum / NN_HISTOGRAM_BIN_MS) - firstBin + 1);
  for (const value of intervals) {
    const bin = Math.floor(value / NN_HISTOGRAM_BIN_MS) - firstBin;
    histogram[bin] = (histogram[bin] as number) + 1;
  }
  let height = 0;
  for (const count of histogram) height = Math.max(height, count);
  const widthInBins = triangularInterpolationWidth(histogram);
  return {
    triangularIndex: intervals.length / height,
    tinn: widthInBins === null ? null : widthInBins * NN_HISTOGRAM_BIN_MS,
  };
}

/**
 * Time-domain HRV of an NN series (Task Force 1996, Table 1). Successive differences are taken
 * only between adjacent NN intervals (`followsPrevious`), so no difference spans an excluded
 * ectopic beat, as the PhysioNet HRV Toolkit's pNNx does. pNN50 divides by the number of such
 * differences. Segments for SDANN and the SDNN index are the 5-minute blocks from the start of
 * the recording. O(n) apart from the TINN fit, which is quadratic in histogram bins (≈ 200).
 */
export function hrvTimeDomain(series: NnSeries): HrvTimeDomain {
  const { intervals, followsPrevious } = series;
  const count = intervals.length;
  let sum = 0;
  let differenceCount = 0;
  let differenceSquares = 0;
  let nn50 = 0;
  for (let index = 0; index < count; index += 1) {
    const value = intervals[index] as number;
    sum += value;
    if (index > 0 && followsPrevious[index] === 1) {
      const difference = value - (intervals[index - 1] as number);
      differenceCount += 1;
      differenceSquares += difference * difference;
      if (Math.abs(difference) > NN50_THRESHOLD_MS) nn50 += 1;
    }
  }
  const meanNn = count === 0 ? null : sum / count;
  // Subtracting the mean first keeps the SD exact for long series of nearly equal intervals.
  let centredSquares = 0;
  if (meanNn !== null) for (const value of intervals) centredSquares += (value - meanNn) ** 2;
  return {
    nnCount: count,
    meanNn,
    sdnn: count < 2 ? null : Math.sqrt(centredSquares / (count - 1)),
    ...segmentStatistics(series),
    rmssd: differenceCount === 0 ? null : Math.sqrt(differenceSquares / differenceCount),
    nn50,
    pnn50: differenceCount === 0 ? null : (100 * nn50) / differenceCount,
    ...histogramMeasures(intervals),
  };
}
