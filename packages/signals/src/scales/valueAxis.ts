import type { AmplitudeMapping } from '../draw/amplitude';
import { CLINICAL_RANGES } from './clinicalRanges';
import type { SignalType } from '@telemed/domain';

/**
 * A track's value scale: a calibration bar of 1 mV on a calibrated ECG (the pulse ECG paper
 * prints), labelled values otherwise; values are in display units.
 */
export type ValueAxis =
  | { kind: 'bar'; value: number; length: number }
  | { kind: 'ticks'; values: number[]; fractionDigits: number };

/** Intervals a track's value range is cut into for its labels: more would crowd a short track. */
const TICK_INTERVALS = 4;
/** Labels keep this far (CSS px) from the track's edges, so none is cut. */
const EDGE_PX = 7;

/** The round step (1, 2 or 5 × 10ⁿ) nearest above `raw`. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const mantissa = raw / power;
  return (mantissa <= 1 ? 1 : mantissa <= 2 ? 2 : mantissa <= 5 ? 5 : 10) * power;
}

/**
 * The value axis of a track `height` px tall drawn by `mapping`: a 1 mV bar when the paper
 * calibration sets the scale; every code of a fixed range (body positions); else round values
 * inside the track, about {@link TICK_INTERVALS} apart.
 */
export function valueAxisOf(
  mapping: AmplitudeMapping,
  height: number,
  kind: SignalType,
): ValueAxis {
  if (mapping.calibrated) return { kind: 'bar', value: 1, length: mapping.pxPerUnit };
  const fixed = CLINICAL_RANGES[kind].fixed;
  if (fixed) {
    const values: number[] = [];
    for (let code = fixed[0]; code <= fixed[1]; code += 1) values.push(code);
    return { kind: 'ticks', values, fractionDigits: 0 };
  }
  const half = (height / 2 - EDGE_PX) / mapping.pxPerUnit;
  if (!(half > 0) || !Number.isFinite(half))
    return { kind: 'ticks', values: [], fractionDigits: 0 };
  const low = mapping.centre - half;
  const high = mapping.centre + half;
  const step = niceStep((high - low) / TICK_INTERVALS);
  const values: number[] = [];
  for (let tick = Math.ceil(low / step); tick * step <= high; tick += 1)
    values.push(Number((tick * step).toPrecision(12)));
  return { kind: 'ticks', values, fractionDigits: Math.max(0, -Math.floor(Math.log10(step))) };
}

/** The y (CSS px) of a display value on a track whose middle is at `middle`. */
export function displayValueToY(mapping: AmplitudeMapping, middle: number, value: number): number {
  return middle - mapping.sign * (value - mapping.centre) * mapping.pxPerUnit;
}
