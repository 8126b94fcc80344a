import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import type { TimeSpan } from './timeIntervals';
import { mergeIntervals, subtractIntervals } from './timeIntervals';

/**
 * Events whose time is not analysed: signal marked do-not-analyse, sensor off, and wake. AASM
 * Scoring Manual 2.6 (2020) divides AHI by sleep time (or, without EEG, by monitoring time less
 * wake and invalid signal, as home sleep apnea tests report REI), so these spans leave the
 * denominator and the events inside them are not counted.
 */
export const NOT_ANALYSED_EVENT_TYPES = [
  'NOT_FOR_ANALYSIS',
  'SENSOR_NOT_FITTED',
  'WAKE',
] as const satisfies readonly EventType[];

/**
 * The analysed time of a recording: [0, durationSeconds] minus every event of the excluded types.
 * @returns merged, sorted intervals in seconds from the start of the recording
 */
export function analysedIntervals(
  events: readonly DetectedEvent[],
  durationSeconds: number,
  excludedTypes: readonly EventType[] = NOT_ANALYSED_EVENT_TYPES,
): TimeSpan[] {
  if (!(durationSeconds >= 0)) throw new RangeError('durationSeconds must not be negative');
  const excluded = new Set<EventType>(excludedTypes);
  const holes = mergeIntervals(events.filter((event) => excluded.has(event.type)));
  return subtractIntervals([{ startSeconds: 0, endSeconds: durationSeconds }], holes);
}
