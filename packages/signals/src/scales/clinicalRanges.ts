import type { SignalType } from '@telemed/domain';
import { displayValue } from '../model/displayUnits';
import type { DisplayUnit } from '../model/displayUnits';
import type { SignalChannel, SignalChannelType } from '../model/signalData';

/** How an auto-scaled track of one signal kind may be scaled, in the units the API sends. */
export interface ClinicalRange {
  /**
   * The least span of values a track shows: a smaller change than this never fills the track, so
   * a 1 % step of SpO₂ or 0.1 °C of temperature draws as the small change it is. 0 for signals
   * in arbitrary units (air flow, effort), whose shape matters and not their size.
   */
  minSpan: number;
  /** Values the signal can take: a range widened to `minSpan` is moved back inside them. */
  limits?: readonly [number, number];
  /** A range always shown whatever the values (body position codes, each a labelled row). */
  fixed?: readonly [number, number];
}

/**
 * The clinical ranges per signal kind (a project decision, docs/decisions.md): SpO₂ spans at
 * least 10 % within 0-100 %; pulse 30 bpm within 0-300; respiration rate 10 /min within 0-100;
 * temperature 2 °C; body position its five codes (clinical-domain §3, abdomen 0 … stationary 4).
 * ECG follows the mm/mV calibration, and the signals in arbitrary units fit what is in view.
 */
export const CLINICAL_RANGES: Readonly<Record<SignalType, ClinicalRange>> = {
  ecg: { minSpan: 0 },
  airflow: { minSpan: 0 },
  chestVolume: { minSpan: 0 },
  spo2: { minSpan: 10, limits: [0, 100] },
  pulse: { minSpan: 30, limits: [0, 300] },
  respirationRate: { minSpan: 10, limits: [0, 100] },
  temperature: { minSpan: 2 },
  bodyPosition: { minSpan: 4, fixed: [0, 4] },
  snore: { minSpan: 0 },
  cough: { minSpan: 0 },
  other: { minSpan: 0 },
};

/** The signal kind of a channel of the viewer's types, when the API's is not known. */
const KIND_OF_TYPE: Readonly<Record<SignalChannelType, SignalType>> = {
  ecg: 'ecg',
  flow: 'airflow',
  effort: 'chestVolume',
  spo2: 'spo2',
  pulse: 'pulse',
  position: 'bodyPosition',
  snore: 'snore',
  other: 'other',
};

/** What a channel records: the API's signal type, or the one its drawing type stands for. */
export function signalKindOf(channel: Pick<SignalChannel, 'type' | 'signal'>): SignalType {
  return channel.signal ?? KIND_OF_TYPE[channel.type];
}

/**
 * The range an auto-scaled track shows, in display units: the kind's fixed range, or the
 * `visible` values widened around their middle to the kind's least span and moved back inside
 * its limits (never so far that a value in view falls outside). Undefined when nothing is in
 * view and the kind has no fixed range.
 */
export function clinicalScaleRange(
  visible: readonly [number, number] | undefined,
  range: ClinicalRange,
  unit: DisplayUnit,
): [number, number] | undefined {
  if (range.fixed) return [displayValue(range.fixed[0], unit), displayValue(range.fixed[1], unit)];
  if (!visible) return undefined;
  const [low, high] = visible;
  const minSpan = range.minSpan * unit.factor;
  if (high - low >= minSpan) return [low, high];
  const middle = (low + high) / 2;
  let from = middle - minSpan / 2;
  let to = middle + minSpan / 2;
  if (range.limits) {
    const floor = Math.min(low, displayValue(range.limits[0], unit));
    const ceiling = Math.max(high, displayValue(range.limits[1], unit));
    if (from < floor) [from, to] = [floor, floor + minSpan];
    if (to > ceiling) [from, to] = [ceiling - minSpan, ceiling];
  }
  return [from, to];
}
