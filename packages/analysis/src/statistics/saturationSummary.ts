import { MEASUREMENT_DEFINITIONS } from '@telemed/domain';
import type { TimeSpan } from './timeIntervals';
import { createIntervalCursor } from './timeIntervals';
import type { UniformSamples } from './uniformSamples';

/**
 * Valid SpO2 readings: the measurement definition of spo2, 50–100 % (platform-core §3,
 * clinical-domain §3); NaN and values outside it are sensor artifacts and are skipped.
 */
export const SPO2_VALID_RANGE = MEASUREMENT_DEFINITIONS.spo2;
/** Clinical-domain §9: T90 is the time below 90 % saturation. */
export const T90_THRESHOLD_PERCENT = 90;

/** True for a reading inside {@link SPO2_VALID_RANGE}. */
export function isValidSpo2(value: number): boolean {
  return value >= SPO2_VALID_RANGE.min && value <= SPO2_VALID_RANGE.max;
}

/** Saturation over the analysed time. */
export interface SaturationSummary {
  /** Seconds of valid readings in analysed time: the denominator of the T90 percentage. */
  validSeconds: number;
  averageSaturation: number | null;
  minimumSaturation: number | null;
  /** Seconds of valid readings below 90 %. */
  t90Seconds: number;
  /** T90 as a percentage of validSeconds; null without valid readings. */
  t90Percent: number | null;
}

/**
 * Average and minimum saturation and T90 from SpO2 samples, each valid sample standing for
 * 1/samplingRate seconds. With `analysed`, samples outside those intervals are ignored. O(n).
 */
export function saturationSummary(
  spo2: UniformSamples,
  analysed?: readonly TimeSpan[],
): SaturationSummary {
  const { values, samplingRate, startSeconds = 0 } = spo2;
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const inAnalysedTime = analysed ? createIntervalCursor(analysed) : () => true;
  let validCount = 0;
  let below = 0;
  let sum = 0;
  let minimum = Infinity;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    if (!isValidSpo2(value) || !inAnalysedTime(startSeconds + index / samplingRate)) continue;
    validCount += 1;
    sum += value;
    if (value < minimum) minimum = value;
    if (value < T90_THRESHOLD_PERCENT) below += 1;
  }
  return {
    validSeconds: validCount / samplingRate,
    averageSaturation: validCount ? sum / validCount : null,
    minimumSaturation: validCount ? minimum : null,
    t90Seconds: below / samplingRate,
    t90Percent: validCount ? (100 * below) / validCount : null,
  };
}
