import type { NnSeries } from '../hrv/nnIntervals';
import { isValidSpo2 } from './saturationSummary';
import type { TimeSpan } from './timeIntervals';
import { createIntervalCursor } from './timeIntervals';
import type { UniformSamples } from './uniformSamples';

/** Time spent with a value in [from, to) (the last bin includes `to`), for DistributionChart. */
export interface DistributionBin {
  from: number;
  to: number;
  seconds: number;
  /** Share of the time with an in-range value, in %; 0 when there was none. */
  percent: number;
}

/** Equal bins from `from` to `to`. */
export interface BinLayout {
  from: number;
  to: number;
  width: number;
}

/** Heart-rate bins: 10 bpm wide over the pulse measurement range 0–200 bpm (platform-core §3). */
export const HEART_RATE_BINS: BinLayout = { from: 0, to: 200, width: 10 };
/** Saturation bins: 5 % wide over the spo2 measurement range 50–100 % (platform-core §3). */
export const SATURATION_BINS: BinLayout = { from: 50, to: 100, width: 5 };

/**
 * Accumulates durations into equal bins; values outside [from, to] (and NaN) are left out, as
 * readings outside the measurement range are invalid. O(n + bins).
 * @param durationSeconds one duration per value, or one for all
 */
export function timeDistribution(
  values: ArrayLike<number>,
  durationSeconds: ArrayLike<number> | number,
  layout: BinLayout,
): DistributionBin[] {
  const { from, to, width } = layout;
  if (!(width > 0) || !(to > from)) throw new RangeError('bins need from < to and width > 0');
  const binCount = Math.ceil((to - from) / width - 1e-9);
  const seconds = new Float64Array(binCount);
  let total = 0;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    if (!(value >= from && value <= to)) continue;
    const bin = Math.min(binCount - 1, Math.floor((value - from) / width));
    const duration =
      typeof durationSeconds === 'number' ? durationSeconds : (durationSeconds[index] as number);
    seconds[bin] = (seconds[bin] as number) + duration;
    total += duration;
  }
  return Array.from(seconds, (binSeconds, bin) => ({
    from: from + bin * width,
    to: Math.min(to, from + (bin + 1) * width),
    seconds: binSeconds,
    percent: total > 0 ? (100 * binSeconds) / total : 0,
  }));
}

/**
 * Time at each heart rate: every NN interval adds its own duration to the bin of its
 * instantaneous rate 60000 / NN.
 */
export function heartRateDistribution(
  series: NnSeries,
  layout: BinLayout = HEART_RATE_BINS,
): DistributionBin[] {
  const rates = Float64Array.from(series.intervals, (interval) => 60000 / interval);
  const durations = Float64Array.from(series.intervals, (interval) => interval / 1000);
  return timeDistribution(rates, durations, layout);
}

/**
 * Time at each saturation: every valid SpO2 sample (in analysed time, when given) adds
 * 1/samplingRate seconds.
 */
export function saturationDistribution(
  spo2: UniformSamples,
  analysed?: readonly TimeSpan[],
  layout: BinLayout = SATURATION_BINS,
): DistributionBin[] {
  const { values, samplingRate, startSeconds = 0 } = spo2;
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const inAnalysedTime = analysed ? createIntervalCursor(analysed) : () => true;
  const kept = new Float64Array(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    kept[index] =
      isValidSpo2(value) && inAnalysedTime(startSeconds + index / samplingRate)
        ? value
        : Number.NaN;
  }
  return timeDistribution(kept, 1 / samplingRate, layout);
}
