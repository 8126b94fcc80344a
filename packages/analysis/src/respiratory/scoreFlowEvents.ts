import type { DetectedEvent } from '../events/detectedEvent';
import { breathEnvelope, runningBaseline, type BreathEnvelope } from './breathEnvelope';
import { classifyApneaEffort, type ApneaType, type EffortTrace } from './classifyApneaEffort';
import type { Desaturation } from './detectDesaturations';
import { flatStretches } from './detectSensorNotFitted';
import { findFlowReductions, type FlowReduction } from './findFlowReductions';
import type { Interval } from './intervals';
import type { RespiratoryDetectorParams } from './respiratoryDetectorParams';
import type { SampledSignal } from './sampledSignal';

/** An apnea or hypopnea, with the desaturation that followed it when there was one. */
export interface RespiratoryEvent extends DetectedEvent<ApneaType | 'APNEA_WAKE' | 'HYPOPNEA'> {
  /** Depth of the associated desaturation, SpO2 points; absent when none followed. */
  desaturationPercent?: number;
}

/** The air-flow channel measured once: breath amplitude, baseline and reduced stretches. */
export interface FlowTrace {
  envelope: BreathEnvelope;
  baseline: Float32Array;
  reductions: FlowReduction[];
  /** Stretches when the cannula was off (flat or invalid longer than any event). */
  notFitted: Interval[];
}

/**
 * Measures the flow's breath amplitude against its running baseline and finds its reductions.
 * Stretches with the cannula off are taken out first, so that the baseline after one carries on
 * from the breathing before it rather than from the flat line.
 */
export function traceFlow(airFlow: SampledSignal, params: RespiratoryDetectorParams): FlowTrace {
  const envelope = breathEnvelope(airFlow, params.breathWindowSeconds);
  const notFitted = flatStretches(envelope, params);
  for (const stretch of notFitted)
    envelope.amplitude.fill(
      Number.NaN,
      Math.max(0, Math.floor(stretch.startSeconds / envelope.step)),
      Math.ceil(stretch.endSeconds / envelope.step) + 1,
    );
  const baseline = runningBaseline(envelope, params);
  return {
    envelope,
    baseline,
    reductions: findFlowReductions(envelope, baseline, params),
    notFitted,
  };
}

/**
 * Judges each flow reduction (AASM 2.6 VIII.3-4, HSAT rules): within the apnea span limits, an
 * apnea when the flow was down by the apnea threshold for at least the minimum span, typed by
 * effort; otherwise a hypopnea when it was down by the hypopnea threshold that long and a
 * desaturation of at least `desaturation_drop_percent` began between its start and
 * `desaturationAssociationSeconds` after its end (rule 1A at 3 %, 1B at 4 %; a home study has no
 * EEG, so the arousal alternative of rule 1A is not available). Events claim desaturations in
 * time order, one each, so one desaturation never confirms two hypopneas. Without SpO2 no
 * hypopnea can be scored.
 */
export function scoreFlowEvents(
  flow: FlowTrace,
  effort: EffortTrace | undefined,
  desaturations: readonly Desaturation[] | undefined,
  params: RespiratoryDetectorParams,
): RespiratoryEvent[] {
  const candidates: { event: RespiratoryEvent; apnea: boolean }[] = [];
  for (const reduction of flow.reductions) {
    const duration = reduction.endSeconds - reduction.startSeconds;
    if (duration < params.apnea_span_min_seconds || duration > params.apnea_span_max_seconds)
      continue;
    const span = {
      startSeconds: reduction.startSeconds,
      endSeconds: reduction.endSeconds,
      signal: 'airFlow',
    };
    if (reduction.apnoeicSeconds >= params.apnea_span_min_seconds)
      candidates.push({
        event: { type: classifyApneaEffort(reduction, effort, params), ...span },
        apnea: true,
      });
    else if (reduction.hypopnoeicSeconds >= params.apnea_span_min_seconds)
      candidates.push({ event: { type: 'HYPOPNEA', ...span }, apnea: false });
  }
  const usable = (desaturations ?? []).filter(
    (desaturation) => desaturation.dropPercent >= params.desaturation_drop_percent,
  );
  const claimed = new Uint8Array(usable.length);
  let first = 0;
  const events: RespiratoryEvent[] = [];
  for (const { event, apnea } of candidates) {
    while (
      first < usable.length &&
      (usable[first] as Desaturation).startSeconds < event.startSeconds
    )
      first += 1;
    for (let index = first; index < usable.length; index += 1) {
      const desaturation = usable[index] as Desaturation;
      if (desaturation.startSeconds > event.endSeconds + params.desaturationAssociationSeconds)
        break;
      if (claimed[index]) continue;
      claimed[index] = 1;
      event.desaturationPercent = desaturation.dropPercent;
      break;
    }
    if (apnea || event.desaturationPercent !== undefined) events.push(event);
  }
  return events;
}
