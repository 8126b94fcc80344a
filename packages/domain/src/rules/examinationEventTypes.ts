import type { ExaminationType } from '../schemas/examinationConstants';
import type { SignalType } from '../schemas/recordings';
import {
  COVID_EVENT_TYPES,
  HOLTER_EVENT_TYPES,
  MARKER_EVENT_TYPES,
  PATCHED_HOLTER_EVENT_TYPES,
  RESPIRATORY_EVENT_TYPES,
} from './eventTypes';
import type { EventType } from './eventTypes';

const ECG_EVENT_TYPES = [...HOLTER_EVENT_TYPES, ...PATCHED_HOLTER_EVENT_TYPES];

/**
 * The event types an examination of each type may carry (the answer of GET specs/events): ECG
 * recordings the Holter types, sleep studies and EDF datasets the respiratory ones, a home
 * monitoring the COVID ones, the game-based examination its markers.
 */
export const EXAMINATION_EVENT_TYPES: Readonly<Record<ExaminationType, readonly EventType[]>> = {
  holter_ecg: ECG_EVENT_TYPES,
  sleep_apnea: RESPIRATORY_EVENT_TYPES,
  covid: COVID_EVENT_TYPES,
  stress_inlab: ECG_EVENT_TYPES,
  gameinn: MARKER_EVENT_TYPES,
  hrv: ECG_EVENT_TYPES,
  edf_dataset: RESPIRATORY_EVENT_TYPES,
};

/**
 * Whether the examination is a polygraphy, scored as a sleep study (AHI and ODI over its
 * analysed time, the respiratory statistics of clinical-domain §3): a sleep apnea examination,
 * or an EDF dataset whose recording has an air flow channel.
 *
 * @example
 * isPolygraphy('edf_dataset', ['ecg']); // false
 */
export function isPolygraphy(type: ExaminationType, signalTypes: readonly SignalType[]): boolean {
  return type === 'sleep_apnea' || (type === 'edf_dataset' && signalTypes.includes('airflow'));
}
