import { detectDesaturations } from './detectDesaturations';
import {
  resolveRespiratoryParams,
  type RespiratoryDetectorParams,
} from './respiratoryDetectorParams';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';
import { scoreFlowEvents, traceFlow, type RespiratoryEvent } from './scoreFlowEvents';

/**
 * Finds hypopneas: a drop of the nasal-pressure excursion by `hypopnea_start_threshold_percent`
 * (30 %) or more from the running baseline for at least `apnea_span_min_seconds` (10 s), not deep
 * enough to be an apnea, followed by a desaturation of at least `desaturation_drop_percent` (3 %,
 * AASM rule 1A; pass 4 for rule 1B) starting within `desaturationAssociationSeconds` of its end.
 * @example detectHypopneas({ airFlow: { samples: flow, samplingRate: 50 }, spo2: { samples: spo2, samplingRate: 1 } }, { desaturation_drop_percent: 4 });
 */
export function detectHypopneas(
  signals: { airFlow: SampledSignal; spo2: SampledSignal },
  params: Partial<RespiratoryDetectorParams> = {},
): RespiratoryEvent[] {
  const resolved = resolveRespiratoryParams(params);
  assertSampledSignal(signals.airFlow, 'airFlow');
  const desaturations = detectDesaturations(signals.spo2, resolved);
  return scoreFlowEvents(
    traceFlow(signals.airFlow, resolved),
    undefined,
    desaturations,
    resolved,
  ).filter((event) => event.type === 'HYPOPNEA');
}
