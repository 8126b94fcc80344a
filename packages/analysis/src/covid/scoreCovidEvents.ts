import type { CovidEventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';

/** The COVID alert types that have a ground truth to score against. */
export const SCORED_COVID_ALERTS = [
  'HIGH_HEART_RATE',
  'LOW_SPO2',
  'FREQUENT_BREATHING',
  'HIGH_TEMPERATURE',
  'COUGH',
] as const satisfies readonly CovidEventType[];

/** One of {@link SCORED_COVID_ALERTS}. */
export type ScoredCovidAlert = (typeof SCORED_COVID_ALERTS)[number];

/** Event-level agreement of detections with the reference. */
export interface EpisodeScore {
  /** Reference episodes. */
  reference: number;
  /** Detected episodes. */
  detected: number;
  /** Reference episodes overlapped by at least one detection. */
  truePositives: number;
  /** Detections that overlap no reference episode. */
  falsePositives: number;
  /** Reference episodes no detection overlaps. */
  falseNegatives: number;
  /** Reference episodes overlapped by more than one detection (split). */
  fragmented: number;
  /** truePositives / reference; null without reference episodes. */
  sensitivity: number | null;
  /** Detections that overlap a reference episode / detected; null without detections. */
  positivePredictivity: number | null;
}

/**
 * Seconds by which an episode may miss its counterpart and still match: the vital alerts are
 * judged on whole minutes (one minute), a cough epoch on 50 ms frames (half a second).
 */
export const MATCH_COLLAR_SECONDS: Readonly<Record<ScoredCovidAlert, number>> = Object.freeze({
  HIGH_HEART_RATE: 60,
  LOW_SPO2: 60,
  FREQUENT_BREATHING: 60,
  HIGH_TEMPERATURE: 60,
  COUGH: 0.5,
});

/**
 * Scores detected episodes against reference episodes of one type, event by event: a reference
 * episode is found when a detection overlaps it (widened by `collarSeconds` on both sides); a
 * detection is right when it overlaps some reference episode. Sensitivity counts found reference
 * episodes, positive predictivity right detections, the usual event-level rule for episodic
 * events (as in sleep-apnoea scoring comparisons); split detections are counted in `fragmented`.
 */
export function scoreEpisodes(
  reference: readonly Pick<DetectedEvent, 'startSeconds' | 'endSeconds'>[],
  detected: readonly Pick<DetectedEvent, 'startSeconds' | 'endSeconds'>[],
  collarSeconds: number,
): EpisodeScore {
  const hits = new Uint32Array(reference.length);
  let rightDetections = 0;
  for (const detection of detected) {
    let right = false;
    for (const [index, episode] of reference.entries()) {
      if (
        detection.startSeconds < episode.endSeconds + collarSeconds &&
        episode.startSeconds < detection.endSeconds + collarSeconds
      ) {
        hits[index] = (hits[index] as number) + 1;
        right = true;
      }
    }
    if (right) rightDetections += 1;
  }
  const truePositives = hits.filter((count) => count > 0).length;
  return {
    reference: reference.length,
    detected: detected.length,
    truePositives,
    falsePositives: detected.length - rightDetections,
    falseNegatives: reference.length - truePositives,
    fragmented: hits.filter((count) => count > 1).length,
    sensitivity: reference.length ? truePositives / reference.length : null,
    positivePredictivity: detected.length ? rightDetections / detected.length : null,
  };
}

/** Scores every {@link SCORED_COVID_ALERTS} type with its {@link MATCH_COLLAR_SECONDS}. */
export function scoreCovidEvents(
  reference: readonly DetectedEvent<CovidEventType>[],
  detected: readonly DetectedEvent<CovidEventType>[],
): Record<ScoredCovidAlert, EpisodeScore> {
  const scores = {} as Record<ScoredCovidAlert, EpisodeScore>;
  for (const type of SCORED_COVID_ALERTS) {
    scores[type] = scoreEpisodes(
      reference.filter((event) => event.type === type),
      detected.filter((event) => event.type === type),
      MATCH_COLLAR_SECONDS[type],
    );
  }
  return scores;
}
