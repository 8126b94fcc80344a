import { isValidSpo2 } from './saturationSummary';
import type { TimeSpan } from './timeIntervals';
import { createIntervalCursor } from './timeIntervals';
import type { UniformSamples } from './uniformSamples';

/**
 * Interval of the delta index: 12 s (Pépin et al. 1991, Chest 99:1151-1157; Levy et al. 1996,
 * Chest 109:395-399), also the default of the open oximetry toolbox pobm (Levy et al. 2021,
 * "Digital oximetry biomarkers for assessing respiratory function", npj Digit Med 4:1).
 */
export const SATURATION_CHANGE_INTERVAL_SECONDS = 12;

/**
 * Saturation change index (SCI, shown in Polish as WZS, "wskaźnik zmienności saturacji"): the
 * oximetry delta index (ΔIndex). SpO2 is averaged over consecutive 12-second blocks, and the
 * index is the mean absolute difference between successive block averages, in % points. Olson
 * et al. (J Sleep Res 1999;8:51-55) call it the saturation variability index; values ≥ 0.4 point
 * to sleep-disordered breathing (AHI ≥ 15, sensitivity 88 %). Blocks without a valid reading in
 * analysed time are gaps: no difference is taken across them. Null with fewer than two blocks.
 * We know of no published definition under the name "saturation change index", so we take the
 * best-established index of SpO2 change and document the choice.
 */
export function saturationChangeIndex(
  spo2: UniformSamples,
  analysed?: readonly TimeSpan[],
  blockSeconds = SATURATION_CHANGE_INTERVAL_SECONDS,
): number | null {
  const { values, samplingRate, startSeconds = 0 } = spo2;
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const inAnalysedTime = analysed ? createIntervalCursor(analysed) : () => true;
  let previousBlock = Number.NaN;
  let previousMean = Number.NaN;
  let block = Number.NaN;
  let sum = 0;
  let count = 0;
  let differenceSum = 0;
  let differenceCount = 0;
  const closeBlock = () => {
    if (count === 0) return;
    const mean = sum / count;
    if (previousBlock === block - 1) {
      differenceSum += Math.abs(mean - previousMean);
      differenceCount += 1;
    }
    previousBlock = block;
    previousMean = mean;
  };
  for (let index = 0; index < values.length; index += 1) {
    const seconds = startSeconds + index / samplingRate;
    const sampleBlock = Math.floor(seconds / blockSeconds);
    if (sampleBlock !== block) {
      closeBlock();
      block = sampleBlock;
      sum = 0;
      count = 0;
    }
    const value = values[index] as number;
    if (!isValidSpo2(value) || !inAnalysedTime(seconds)) continue;
    sum += value;
    count += 1;
  }
  closeBlock();
  return differenceCount === 0 ? null : differenceSum / differenceCount;
}
