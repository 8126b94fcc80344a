import type { DetectedEvent } from '../events/detectedEvent';
import { eventsPerHour } from './eventsPerHour';
import type { TimeSpan } from './timeIntervals';
import {
  createIntervalCursor,
  intersectIntervals,
  mergeIntervals,
  totalSeconds,
} from './timeIntervals';

/** AASM Scoring Manual 2.6: sleep is scored in 30-second epochs; the snore score counts them. */
export const SNORE_SCORE_EPOCH_SECONDS = 30;

/** Snoring over the analysed time. */
export interface SnoreStatistics {
  /** SNORE events starting in analysed time. */
  snoreCount: number;
  /** Snore events per hour of analysed time (null when nothing was analysed). */
  snoreIndex: number | null;
  /** Seconds of snoring in analysed time, overlapping events counted once. */
  snoreSeconds: number;
  /** snoreSeconds as a percentage of analysed time. */
  snorePercent: number | null;
  /**
   * Percentage of 30-second epochs with analysed time that contain any snoring. Published snore
   * scores (Berlin Snore Score, Caffier et al. 2007; the Psychoacoustic Snore Score) need sound
   * levels that events do not carry, so this event-based score is our own: it says on how much
   * of the night snoring occurred, not how loud it was.
   */
  snoreScore: number | null;
}

function markEpochs(intervals: readonly TimeSpan[], epochs: Uint8Array) {
  for (const { startSeconds, endSeconds } of intervals) {
    const first = Math.floor(startSeconds / SNORE_SCORE_EPOCH_SECONDS);
    const last = Math.ceil(endSeconds / SNORE_SCORE_EPOCH_SECONDS) - 1;
    for (let epoch = Math.max(0, first); epoch <= Math.min(epochs.length - 1, last); epoch += 1)
      epochs[epoch] = 1;
  }
}

/**
 * Snore index, duration and score from SNORE events, limited to the analysed intervals (see
 * analysedIntervals).
 * @param analysed merged analysed intervals of the recording
 */
export function snoreStatistics(
  events: readonly DetectedEvent[],
  analysed: readonly TimeSpan[],
): SnoreStatistics {
  const snores = events.filter((event) => event.type === 'SNORE');
  const analysedSeconds = totalSeconds(analysed);
  const inAnalysedTime = createIntervalCursor(analysed);
  const snoreCount = snores
    .map((event) => event.startSeconds)
    .sort((a, b) => a - b)
    .filter((start) => inAnalysedTime(start)).length;
  const snoring = intersectIntervals(mergeIntervals(snores), analysed);
  const snoreSeconds = totalSeconds(snoring);
  const end = analysed[analysed.length - 1]?.endSeconds ?? 0;
  const epochCount = Math.ceil(end / SNORE_SCORE_EPOCH_SECONDS);
  const analysedEpochs = new Uint8Array(epochCount);
  const snoringEpochs = new Uint8Array(epochCount);
  markEpochs(analysed, analysedEpochs);
  markEpochs(snoring, snoringEpochs);
  const analysedEpochCount = analysedEpochs.reduce((sum, flag) => sum + flag, 0);
  const snoringEpochCount = snoringEpochs.reduce((sum, flag) => sum + flag, 0);
  return {
    snoreCount,
    snoreIndex: eventsPerHour(snoreCount, analysedSeconds * 1000),
    snoreSeconds,
    snorePercent: analysedSeconds > 0 ? (100 * snoreSeconds) / analysedSeconds : null,
    snoreScore: analysedEpochCount > 0 ? (100 * snoringEpochCount) / analysedEpochCount : null,
  };
}
