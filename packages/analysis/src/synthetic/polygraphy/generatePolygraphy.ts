import { planPolygraphy } from './planPolygraphy';
import type {
  PolygraphyGroundTruth,
  SyntheticPolygraphy,
  SyntheticPolygraphyOptions,
  TruthRespiratoryEvent,
} from './polygraphyTypes';
import { renderPolygraphy } from './renderPolygraphy';

/**
 * Generates a synthetic respiratory polygraphy recording with its ground truth: nasal-pressure
 * air flow, chest effort, SpO2, pulse, snore envelope and body position at the device rates
 * (see `DEFAULT_POLYGRAPHY_SAMPLING_RATES`), with obstructive, central and mixed apneas,
 * hypopneas with and without desaturation, wake, position changes and sensor drop-outs.
 * Deterministic by seed. For very long recordings use `planPolygraphy` and `renderPolygraphy`
 * chunk by chunk, which gives the same samples.
 * @example
 * const { channels, samplingRates, groundTruth } = generatePolygraphy({ seed: 3, durationSeconds: 8 * 3600, severity: 'mild' });
 */
export function generatePolygraphy(options: SyntheticPolygraphyOptions): SyntheticPolygraphy {
  const plan = planPolygraphy(options);
  return {
    options: { ...options },
    samplingRates: plan.samplingRates,
    channels: renderPolygraphy(plan),
    groundTruth: plan.groundTruth,
  };
}

/** The AHI of the ground truth under a desaturation rule, and what it counts. */
export interface GroundTruthAhi {
  /** Apneas plus hypopneas with a desaturation of at least the rule's percent, per hour. */
  ahi: number;
  /** The events that count. */
  scoredEvents: TruthRespiratoryEvent[];
  /** Recording time less wake and sensor drop-outs, s (the HSAT monitoring time). */
  analysedSeconds: number;
}

/** Total length of the union of intervals. */
function unionLength(spans: readonly { startSeconds: number; endSeconds: number }[]): number {
  const sorted = [...spans].sort((a, b) => a.startSeconds - b.startSeconds);
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const span of sorted) {
    const start = Math.max(span.startSeconds, coveredUntil);
    if (span.endSeconds > start) total += span.endSeconds - start;
    coveredUntil = Math.max(coveredUntil, span.endSeconds);
  }
  return total;
}

/**
 * The true AHI of a generated recording: every apnea and every hypopnea whose desaturation reaches
 * `hypopneaDesaturationPercent` (3 = AASM rule 1A, 4 = rule 1B), per hour of recording outside wake
 * and sensor drop-outs (the generator puts no events there).
 */
export function groundTruthAhi(
  groundTruth: PolygraphyGroundTruth,
  durationSeconds: number,
  hypopneaDesaturationPercent = 3,
): GroundTruthAhi {
  const scoredEvents = groundTruth.events.filter(
    (event) =>
      event.type !== 'HYPOPNEA' || event.desaturationPercent >= hypopneaDesaturationPercent,
  );
  const analysedSeconds =
    durationSeconds - unionLength([...groundTruth.wake, ...groundTruth.sensorNotFitted]);
  return {
    ahi: analysedSeconds > 0 ? (3600 * scoredEvents.length) / analysedSeconds : 0,
    scoredEvents,
    analysedSeconds,
  };
}
