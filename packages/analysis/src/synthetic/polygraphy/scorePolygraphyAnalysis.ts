import type { DetectedEvent } from '../../events/detectedEvent';
import type { PolygraphyAnalysis, PolygraphySignals } from '../../respiratory/analyzePolygraphy';
import { unionOf, type Interval } from '../../respiratory/intervals';
import {
  scoreEvents,
  type EventMatchOptions,
  type EventScore,
} from '../../respiratory/scoreEvents';
import { groundTruthAhi } from './generatePolygraphy';
import type { SyntheticPolygraphy, TruthRespiratoryEventType } from './polygraphyTypes';

/** How an analysis of a synthetic recording compares with its ground truth. */
export interface PolygraphyScore {
  /** Apneas and scored hypopneas, whatever their type. */
  respiratory: EventScore;
  /** Apneas (any type) against apneas (any type). */
  apnea: EventScore;
  /** Apneas that also got the right type (obstructive, central, mixed). */
  apneaTyped: EventScore;
  /** Per apnea type: reference and detections of that type only. */
  apneaByType: Record<Exclude<TruthRespiratoryEventType, 'HYPOPNEA'>, EventScore>;
  hypopnea: EventScore;
  desaturation: EventScore;
  snore: EventScore;
  truthAhi: number;
  detectedAhi: number | null;
}

const APNEA_TYPES = ['APNEA_OBSTRUCTIVE', 'APNEA_CENTRAL', 'APNEA_MIXED'] as const;
const isScoredApnea = (event: DetectedEvent) =>
  event.type === 'APNEA_OBSTRUCTIVE' ||
  event.type === 'APNEA_CENTRAL' ||
  event.type === 'APNEA_MIXED' ||
  event.type === 'APNEA_NOT_CLASSIFIED';

/** Keeps the events that start outside every excluded interval (sorted union). */
function startingOutside<T extends Interval>(
  events: readonly T[],
  excluded: readonly Interval[],
): T[] {
  return events.filter(
    (event) =>
      !excluded.some(
        (hole) => hole.startSeconds <= event.startSeconds && hole.endSeconds > event.startSeconds,
      ),
  );
}

/** The channels of a synthetic recording as `analyzePolygraphy` takes them. */
export function syntheticPolygraphySignals(
  recording: SyntheticPolygraphy,
): Required<PolygraphySignals> {
  const { channels, samplingRates } = recording;
  return {
    airFlow: { samples: channels.airFlow, samplingRate: samplingRates.airFlow },
    effort: { samples: channels.effort, samplingRate: samplingRates.effort },
    spo2: { samples: channels.spo2, samplingRate: samplingRates.spo2 },
    pulse: { samples: channels.pulse, samplingRate: samplingRates.pulse },
    snore: { samples: channels.snore, samplingRate: samplingRates.snore },
    bodyPosition: { samples: channels.bodyPosition, samplingRate: samplingRates.bodyPosition },
  };
}

/**
 * Scores an analysis of a synthetic recording event by event against its ground truth (see
 * `scoreEvents` for the matching rule), under the hypopnea desaturation rule the analysis used.
 * Desaturations and snores are compared only outside the wake and drop-outs of either side, since
 * neither side counts them there.
 */
export function scorePolygraphyAnalysis(
  recording: SyntheticPolygraphy,
  analysis: PolygraphyAnalysis,
  hypopneaDesaturationPercent = 3,
  options: EventMatchOptions = {},
): PolygraphyScore {
  const truth = recording.groundTruth;
  const reference = groundTruthAhi(
    truth,
    recording.options.durationSeconds,
    hypopneaDesaturationPercent,
  );
  const detected = analysis.events.filter(
    (event) => isScoredApnea(event) || event.type === 'HYPOPNEA',
  );
  const truthApneas = reference.scoredEvents.filter((event) => event.type !== 'HYPOPNEA');
  const detectedApneas = detected.filter(isScoredApnea);
  const apnea = scoreEvents(truthApneas, detectedApneas, options);
  const typedPairs = apnea.pairs.filter(
    ([truthIndex, detectedIndex]) =>
      truthApneas[truthIndex]?.type === detectedApneas[detectedIndex]?.type,
  ).length;
  const apneaTyped: EventScore = {
    truePositives: typedPairs,
    falseNegatives: truthApneas.length - typedPairs,
    falsePositives: detectedApneas.length - typedPairs,
    sensitivity: truthApneas.length > 0 ? typedPairs / truthApneas.length : null,
    positivePredictivity: detectedApneas.length > 0 ? typedPairs / detectedApneas.length : null,
    pairs: apnea.pairs.filter(
      ([truthIndex, detectedIndex]) =>
        truthApneas[truthIndex]?.type === detectedApneas[detectedIndex]?.type,
    ),
  };
  const apneaByType = Object.fromEntries(
    APNEA_TYPES.map((type) => [
      type,
      scoreEvents(
        truthApneas.filter((event) => event.type === type),
        detectedApneas.filter((event) => event.type === type),
        options,
      ),
    ]),
  ) as PolygraphyScore['apneaByType'];
  const excluded = unionOf([
    ...truth.wake,
    ...truth.sensorNotFitted,
    ...analysis.events.filter(
      (event) => event.type === 'WAKE' || event.type === 'NOT_FOR_ANALYSIS',
    ),
  ]);
  const desaturations = analysis.events.filter(
    (event): event is DetectedEvent & { dropPercent?: number } => event.type === 'DESATURATION',
  );
  return {
    respiratory: scoreEvents(reference.scoredEvents, detected, options),
    apnea,
    apneaTyped,
    apneaByType,
    hypopnea: scoreEvents(
      reference.scoredEvents.filter((event) => event.type === 'HYPOPNEA'),
      detected.filter((event) => event.type === 'HYPOPNEA'),
      options,
    ),
    desaturation: scoreEvents(
      startingOutside(
        truth.desaturations.filter((event) => event.dropPercent >= hypopneaDesaturationPercent),
        excluded,
      ),
      startingOutside(
        desaturations.filter((event) => (event.dropPercent ?? 0) >= hypopneaDesaturationPercent),
        excluded,
      ),
      options,
    ),
    snore: scoreEvents(
      startingOutside(truth.snores, excluded),
      startingOutside(
        analysis.events.filter((event) => event.type === 'SNORE'),
        excluded,
      ),
      options,
    ),
    truthAhi: reference.ahi,
    detectedAhi: analysis.statistics.ahi,
  };
}
