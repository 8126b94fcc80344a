import { prepareEffort } from './classifyApneaEffort';
import {
  resolveRespiratoryParams,
  type RespiratoryDetectorParams,
} from './respiratoryDetectorParams';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';
import { scoreFlowEvents, traceFlow, type RespiratoryEvent } from './scoreFlowEvents';

/**
 * Finds apneas in nasal-pressure air flow and types them by chest effort: a drop of the breath
 * excursion by `apnea_start_threshold_percent` (90 %) or more from the running pre-event baseline for
 * at least `apnea_span_min_seconds` (10 s), no longer than `apnea_span_max_seconds`, ending at the first
 * breath back within `apnea_stop_threshold_percent` of baseline (AASM 2.6 VIII.3.A). Central,
 * obstructive or mixed by the effort during it; not classified without a usable belt. Wake is not
 * known here: `analyzePolygraphy` turns apneas in wake into APNEA_WAKE.
 * @example detectApneas({ airFlow: { samples: flow, samplingRate: 50 }, effort: { samples: chest, samplingRate: 25 } });
 */
export function detectApneas(
  signals: { airFlow: SampledSignal; effort?: SampledSignal },
  params: Partial<RespiratoryDetectorParams> = {},
): RespiratoryEvent[] {
  const resolved = resolveRespiratoryParams(params);
  assertSampledSignal(signals.airFlow, 'airFlow');
  if (signals.effort) assertSampledSignal(signals.effort, 'effort');
  const effort = signals.effort ? prepareEffort(signals.effort, resolved) : undefined;
  return scoreFlowEvents(traceFlow(signals.airFlow, resolved), effort, undefined, resolved);
}
