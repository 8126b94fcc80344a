import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import type { TimeSpan } from './timeIntervals';
import { mergeIntervals, subtractIntervals, totalSeconds } from './timeIntervals';

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

/** Input of {@link analysedSeconds}. */
export interface AnalysedSecondsInput {
  /** The events, in seconds from the start of the recording. */
  events: readonly DetectedEvent[];
  /** The recording's span in seconds: what was recorded, not what the examination planned. */
  recordedSeconds: number;
  /**
   * Whether the examination is a polygraphy (`isPolygraphy` of @telemed/domain): its analysed
   * time is the recording less wake, do-not-analyse and sensor-off events.
   */
  polygraphy: boolean;
  /** The analysed time stored with the examination, seconds; null when it was never analysed. */
  storedSeconds: number | null;
}

/**
 * The analysed time of an examination, the one definition every figure counts its rates over:
 * a polygraphy's recording less its not-analysed events ({@link analysedIntervals}); any other
 * recording's stored analysed time, or null when it was never analysed. It is never more than
 * the recording: a stored time measured against a longer planned examination (a 72 h Holter
 * that recorded 24 h) is cut to what was recorded.
 */
export function analysedSeconds(input: AnalysedSecondsInput): number | null {
  const recordedSeconds = Math.max(0, input.recordedSeconds);
  if (input.polygraphy) return totalSeconds(analysedIntervals(input.events, recordedSeconds));
  if (input.storedSeconds === null) return null;
  return Math.min(recordedSeconds, Math.max(0, input.storedSeconds));
}
