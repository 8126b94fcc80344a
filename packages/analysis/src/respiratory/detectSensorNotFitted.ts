import type { DetectedEvent } from '../events/detectedEvent';
import { breathEnvelope, type BreathEnvelope } from './breathEnvelope';
import { isValidSpo2 } from './detectDesaturations';
import type { Interval } from './intervals';
import {
  resolveRespiratoryParams,
  type RespiratoryDetectorParams,
} from './respiratoryDetectorParams';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';

/** Oximeter gaps shorter than this are bridged rather than reported, s (AASM: SpO2 is averaged
 * over ≤ 3 s, so a few missing readings are a dropped packet, not a loose probe). */
const SHORTEST_OXIMETER_GAP_SECONDS = 10;

/**
 * Stretches of a respiratory envelope that are flat or invalid for longer than the longest
 * scoreable event: a cannula or belt that is off reads only its own noise, below the apnea
 * threshold relative to the recording's typical breath, for minutes.
 */
export function flatStretches(
  envelope: BreathEnvelope,
  params: Pick<
    RespiratoryDetectorParams,
    'apnea_start_threshold_percent' | 'apnea_span_max_seconds'
  >,
): Interval[] {
  const { amplitude, step, windowSeconds } = envelope;
  const sorted = new Float32Array(amplitude.length);
  let valid = 0;
  for (const value of amplitude) if (Number.isFinite(value)) sorted[valid++] = value;
  sorted.subarray(0, valid).sort();
  const typical = valid > 0 ? (sorted[valid >> 1] as number) : 0;
  const flat = (1 - params.apnea_start_threshold_percent / 100) * typical;
  const isFlat = (value: number) => !(value > flat);
  const stretches: Interval[] = [];
  for (let point = 0; point < amplitude.length; point += 1) {
    if (!isFlat(amplitude[point] as number)) continue;
    let last = point;
    while (last + 1 < amplitude.length && isFlat(amplitude[last + 1] as number)) last += 1;
    const interval = {
      startSeconds: Math.max(0, point * step - windowSeconds / 2),
      endSeconds: Math.min(amplitude.length * step, last * step + windowSeconds / 2),
    };
    if (interval.endSeconds - interval.startSeconds > params.apnea_span_max_seconds)
      stretches.push(interval);
    point = last;
  }
  return stretches;
}

/** Runs of invalid oximeter readings (NaN or outside 50-100 %) of 10 s or more. */
export function oximeterGaps(spo2: SampledSignal): Interval[] {
  const { samples, samplingRate } = spo2;
  const gaps: Interval[] = [];
  for (let index = 0; index < samples.length; index += 1) {
    if (isValidSpo2(samples[index] as number)) continue;
    let last = index;
    while (last + 1 < samples.length && !isValidSpo2(samples[last + 1] as number)) last += 1;
    const interval = { startSeconds: index / samplingRate, endSeconds: (last + 1) / samplingRate };
    if (interval.endSeconds - interval.startSeconds >= SHORTEST_OXIMETER_GAP_SECONDS)
      gaps.push(interval);
    index = last;
  }
  return gaps;
}

/** The channels a sensor-fit check can look at. */
export interface SensorSignals {
  airFlow?: SampledSignal;
  effort?: SampledSignal;
  spo2?: SampledSignal;
}

/**
 * Finds when a sensor was not fitted: a nasal cannula or a chest belt whose signal is flat (below
 * the apnea threshold of the recording's typical breath) or invalid for longer than
 * `apnea_span_max_seconds` — no event lasts that long — and an oximeter whose readings are missing or
 * out of range for 10 s or more. Each event names its channel in `signal`.
 * @example detectSensorNotFitted({ airFlow: { samples: flow, samplingRate: 50 } });
 */
export function detectSensorNotFitted(
  signals: SensorSignals,
  params: Partial<RespiratoryDetectorParams> = {},
): DetectedEvent<'SENSOR_NOT_FITTED'>[] {
  const resolved = resolveRespiratoryParams(params);
  const events: DetectedEvent<'SENSOR_NOT_FITTED'>[] = [];
  for (const name of ['airFlow', 'effort'] as const) {
    const signal = signals[name];
    if (!signal) continue;
    assertSampledSignal(signal, name);
    for (const stretch of flatStretches(
      breathEnvelope(signal, resolved.breathWindowSeconds),
      resolved,
    ))
      events.push({ type: 'SENSOR_NOT_FITTED', signal: name, ...stretch });
  }
  if (signals.spo2) {
    assertSampledSignal(signals.spo2, 'spo2');
    for (const gap of oximeterGaps(signals.spo2))
      events.push({ type: 'SENSOR_NOT_FITTED', signal: 'spo2', ...gap });
  }
  return events.sort((a, b) => a.startSeconds - b.startSeconds);
}
