import type { DetectedEvent } from '../events/detectedEvent';
import { movingAverage } from './breathEnvelope';
import {
  resolveRespiratoryParams,
  type RespiratoryDetectorParams,
} from './respiratoryDetectorParams';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';

/** A desaturation with its depth. */
export interface Desaturation extends DetectedEvent<'DESATURATION'> {
  /** Fall from the pre-desaturation level to the nadir, SpO2 percentage points. */
  dropPercent: number;
  /** The lowest (smoothed) SpO2 of the desaturation, %. */
  nadirPercent: number;
  /** When the nadir was reached, s. */
  nadirSeconds: number;
}

/** SpO2 values outside 50-100 % are invalid (clinical-domain §3 measurement range of spo2). */
export const isValidSpo2 = (value: number): boolean =>
  Number.isFinite(value) && value >= 50 && value <= 100;

/** A zig-zag turn must be at least this large, SpO2 points: oximeters report whole percent, so a
 * one-point flicker is quantisation, not a turn. */
const TURN_PERCENT = 1;
/** The level before a fall is judged over this many seconds each side of its peak. */
const PLATEAU_SECONDS = 3;
/** What a one-point flicker adds to a peak after 3-s smoothing, plus a margin. */
const FLICKER_PERCENT = 0.34;
/** Oximeter readings are smoothed over this window first, s (AASM asks for ≤ 3 s averaging). */
const SMOOTHING_SECONDS = 3;

function desaturationsOfRun(
  smooth: Float64Array,
  offset: number,
  rate: number,
  params: RespiratoryDetectorParams,
): Desaturation[] {
  // Alternating peaks and troughs, turning on moves of TURN_PERCENT or more.
  const turns: { index: number; value: number; peak: boolean }[] = [];
  let direction = 0;
  let extreme = smooth[0] as number;
  let extremeIndex = 0;
  let low = extreme;
  let lowIndex = 0;
  let high = extreme;
  let highIndex = 0;
  for (let index = 0; index < smooth.length; index += 1) {
    const value = smooth[index] as number;
    if (direction === 0) {
      if (value > high) [high, highIndex] = [value, index];
      if (value < low) [low, lowIndex] = [value, index];
      if (high - value >= TURN_PERCENT) {
        turns.push({ index: highIndex, value: high, peak: true });
        [direction, extreme, extremeIndex] = [-1, value, index];
      } else if (value - low >= TURN_PERCENT) {
        turns.push({ index: lowIndex, value: low, peak: false });
        [direction, extreme, extremeIndex] = [1, value, index];
      }
    } else if (direction === 1) {
      if (value > extreme) [extreme, extremeIndex] = [value, index];
      else if (extreme - value >= TURN_PERCENT) {
        turns.push({ index: extremeIndex, value: extreme, peak: true });
        [direction, extreme, extremeIndex] = [-1, value, index];
      }
    } else if (value < extreme) [extreme, extremeIndex] = [value, index];
    else if (value - extreme >= TURN_PERCENT) {
      turns.push({ index: extremeIndex, value: extreme, peak: false });
      [direction, extreme, extremeIndex] = [1, value, index];
    }
  }
  if (direction !== 0) turns.push({ index: extremeIndex, value: extreme, peak: direction === 1 });

  const found: Desaturation[] = [];
  for (let turn = 0; turn + 1 < turns.length; turn += 1) {
    const peak = turns[turn] as (typeof turns)[number];
    const nadir = turns[turn + 1] as (typeof turns)[number];
    if (!peak.peak || nadir.peak) continue;
    // The pre-desaturation level: the peak, unless it is a one-point flicker on a plateau (3-s
    // smoothing leaves a third of it), in which case the plateau's median around it.
    const around = Math.round(PLATEAU_SECONDS * rate);
    const plateau = Array.from(
      smooth.subarray(Math.max(0, peak.index - around), peak.index + around + 1),
    ).sort((a, b) => a - b);
    const level = Math.max(plateau[plateau.length >> 1] as number, peak.value - FLICKER_PERCENT);
    const plateauFrom = Math.max(0, peak.index - 3 * around);
    const drop = level - nadir.value;
    if (drop < params.desaturation_drop_percent) continue;
    // The fall starts where SpO2 leaves the plateau, and is over when it is back within 1 point
    // of it (or at the next peak if it never gets there).
    let start = nadir.index;
    while (start > plateauFrom && (smooth[start - 1] as number) < level - 0.4) start -= 1;
    start = Math.max(plateauFrom, start - 1);
    const nextPeak = turns[turn + 2];
    const limit = nextPeak ? nextPeak.index : smooth.length - 1;
    let end = nadir.index;
    while (end < limit && (smooth[end] as number) < level - 1) end += 1;
    const span = (end - start) / rate;
    if (span < params.desaturation_span_min_seconds || span > params.desaturation_span_max_seconds)
      continue;
    found.push({
      type: 'DESATURATION',
      startSeconds: (offset + start) / rate,
      endSeconds: (offset + end) / rate,
      signal: 'spo2',
      dropPercent: drop,
      nadirPercent: nadir.value,
      nadirSeconds: (offset + nadir.index) / rate,
    });
  }
  return found;
}

/**
 * Finds oxygen desaturations in an SpO2 signal: falls of at least `desaturation_drop_percent` from
 * the level before the fall (the pre-event baseline of AASM rule VIII.4) to a nadir, lasting
 * from the start of the fall to recovery within 1 point between the span minimum and maximum.
 * The readings are smoothed over 3 s and turns of less than 1 point are ignored, since oximeters
 * report whole percent. Invalid stretches (NaN, outside 50-100 %) split the signal.
 * @example const odi3 = detectDesaturations({ samples: spo2, samplingRate: 1 }).length / hours;
 */
export function detectDesaturations(
  spo2: SampledSignal,
  params: Partial<RespiratoryDetectorParams> = {},
): Desaturation[] {
  assertSampledSignal(spo2, 'spo2');
  const resolved = resolveRespiratoryParams(params);
  const rate = spo2.samplingRate;
  const width = Math.max(1, Math.round(SMOOTHING_SECONDS * rate));
  const found: Desaturation[] = [];
  const { samples } = spo2;
  for (let start = 0; start < samples.length;) {
    if (!isValidSpo2(samples[start] as number)) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < samples.length && isValidSpo2(samples[end] as number)) end += 1;
    const run = Float64Array.from(
      { length: end - start },
      (_, index) => samples[start + index] as number,
    );
    found.push(...desaturationsOfRun(movingAverage(run, width), start, rate, resolved));
    start = end;
  }
  return found;
}
