import { AnalysisRefusedError } from '../events/analysisRefusal';
import type { DetectedEvent } from '../events/detectedEvent';
import {
  respiratoryStatistics,
  type RespiratoryStatistics,
} from '../statistics/respiratoryStatistics';
import { detectBodyMovements } from './bodyMovements';
import { prepareEffort } from './classifyApneaEffort';
import { detectBodyPositions, type BodyPositionInterval } from './detectBodyPositions';
import { detectDesaturations, type Desaturation } from './detectDesaturations';
import { flatStretches, oximeterGaps } from './detectSensorNotFitted';
import { detectSnores } from './detectSnores';
import { detectWakeFromEffort } from './detectWake';
import { coveredSeconds, overlapShare, unionOf, type Interval } from './intervals';
import { withoutMotionArtifacts } from './oximeterMotionArtifacts';
import {
  resolveRespiratoryParams,
  type RespiratoryDetectorParams,
} from './respiratoryDetectorParams';
import { assertSampledSignal, signalSeconds, type SampledSignal } from './sampledSignal';
import { scoreFlowEvents, traceFlow, type RespiratoryEvent } from './scoreFlowEvents';

/** The channels of a respiratory polygraphy. Air flow and SpO2 are required. */
export interface PolygraphySignals {
  /** Nasal-pressure air flow. */
  airFlow?: SampledSignal;
  /** Chest effort belt; without it apneas are not classified and wake is not detected. */
  effort?: SampledSignal;
  /** SpO2, %. */
  spo2?: SampledSignal;
  /** Pulse rate from the oximeter, beats/min. */
  pulse?: SampledSignal;
  /** Snore microphone sound envelope. */
  snore?: SampledSignal;
  /** Body position codes (indices into `BODY_POSITIONS`). */
  bodyPosition?: SampledSignal;
}

/** Options of {@link analyzePolygraphy}. */
export interface AnalyzePolygraphyOptions {
  /** Detector parameters; missing ones take `DEFAULT_RESPIRATORY_DETECTOR_PARAMS`. */
  params?: Partial<RespiratoryDetectorParams>;
  /** Stretches a user marked not for analysis; they leave the analysed time. */
  notForAnalysis?: readonly Interval[];
  /** Refuse when less analysable time than this remains, s. @default 7200 (CMS NCD 240.4: the
   * AHI of a sleep test must rest on at least 2 hours of recorded sleep, not extrapolated) */
  minimumAnalysedSeconds?: number;
}

/** Pulse rate over the analysed time, beats/min; null without valid readings. */
export interface PulseSummary {
  averagePulse: number | null;
  minimumPulse: number | null;
  maximumPulse: number | null;
}

/** What {@link analyzePolygraphy} found. */
export interface PolygraphyAnalysis {
  /** Every event, in time order: apneas (typed, or APNEA_WAKE), hypopneas, desaturations, snores,
   * WAKE, SENSOR_NOT_FITTED (with `signal`) and NOT_FOR_ANALYSIS. */
  events: DetectedEvent[];
  /** Body position intervals. */
  positions: BodyPositionInterval[];
  /** AHI, ODI 3 % and 4 %, T90, saturation, apnea durations, snore index, per position. */
  statistics: RespiratoryStatistics;
  pulse: PulseSummary;
}

/** Pulse readings outside this range are artefacts (clinical-domain §3 measurement range of pulse:
 * 0-200; zero is the oximeter's "no reading"). */
const isValidPulse = (value: number) => Number.isFinite(value) && value > 0 && value <= 200;

function pulseSummary(
  pulse: SampledSignal | undefined,
  excluded: readonly Interval[],
): PulseSummary {
  if (!pulse) return { averagePulse: null, minimumPulse: null, maximumPulse: null };
  let sum = 0;
  let count = 0;
  let minimum = Number.POSITIVE_INFINITY;
  let maximum = Number.NEGATIVE_INFINITY;
  let hole = 0;
  for (let index = 0; index < pulse.samples.length; index += 1) {
    const time = index / pulse.samplingRate;
    while (hole < excluded.length && (excluded[hole] as Interval).endSeconds <= time) hole += 1;
    const current = excluded[hole];
    if (current && current.startSeconds <= time) continue;
    const value = pulse.samples[index] as number;
    if (!isValidPulse(value)) continue;
    sum += value;
    count += 1;
    minimum = Math.min(minimum, value);
    maximum = Math.max(maximum, value);
  }
  return count > 0
    ? { averagePulse: sum / count, minimumPulse: minimum, maximumPulse: maximum }
    : { averagePulse: null, minimumPulse: null, maximumPulse: null };
}

const byStart = (a: DetectedEvent, b: DetectedEvent) => a.startSeconds - b.startSeconds;

/**
 * Analyses a respiratory polygraphy (home sleep apnea test): apneas typed by effort, hypopneas
 * under the 3 % or 4 % rule, desaturations, snores, body positions, wake (from movement and
 * upright position), sensor-not-fitted and not-for-analysis stretches, and the statistics of
 * clinical-domain §3 over the analysed time (recording less wake, sensor drop-outs and
 * not-for-analysis).
 *
 * Desaturations that are finger-probe motion artefacts (a fall reached in less than
 * `motionArtifactFallSeconds` while the body moves, on the belt or by a change of position) are
 * left out: they neither count nor confirm a hypopnea.
 *
 * Events in wake: an apnea at least half in wake becomes APNEA_WAKE (shown, not counted in the
 * AHI); hypopneas and snores in wake are dropped, since without sleep they are ordinary breathing
 * and speech. Events mostly in a not-for-analysis stretch are dropped.
 *
 * Refuses (AnalysisRefusedError NOT_ENOUGH_DATA, "Not enough data from the recorder or pulse
 * oximeter for analysis") when air flow or SpO2 is missing or empty, or when less than
 * `minimumAnalysedSeconds` of analysable time remains.
 * @example
 * const { events, statistics } = analyzePolygraphy({
 *   airFlow: { samples: flow, samplingRate: 50 }, effort: { samples: chest, samplingRate: 25 },
 *   spo2: { samples: spo2, samplingRate: 1 },
 * });
 * console.log(statistics.ahi, statistics.odi3, statistics.saturation?.t90Seconds);
 */
export function analyzePolygraphy(
  signals: PolygraphySignals,
  options: AnalyzePolygraphyOptions = {},
): PolygraphyAnalysis {
  const params = resolveRespiratoryParams(options.params);
  const { airFlow, spo2, effort } = signals;
  if (!airFlow || !spo2 || airFlow.samples.length === 0 || spo2.samples.length === 0)
    throw new AnalysisRefusedError('NOT_ENOUGH_DATA');
  for (const [name, signal] of Object.entries(signals))
    if (signal) assertSampledSignal(signal as SampledSignal, name);
  const durationSeconds = Math.max(signalSeconds(airFlow), signalSeconds(spo2));

  const flow = traceFlow(airFlow, params);
  const effortTrace = effort ? prepareEffort(effort, params) : undefined;
  const positions = signals.bodyPosition ? detectBodyPositions(signals.bodyPosition) : [];

  const sensorNotFitted: DetectedEvent<'SENSOR_NOT_FITTED'>[] = [
    ...flow.notFitted.map((stretch) => ({
      type: 'SENSOR_NOT_FITTED' as const,
      signal: 'airFlow',
      ...stretch,
    })),
    ...oximeterGaps(spo2).map((gap) => ({
      type: 'SENSOR_NOT_FITTED' as const,
      signal: 'spo2',
      ...gap,
    })),
  ];
  // Signal missing at the end of the shorter channel is not analysable either.
  for (const [name, signal] of [
    ['airFlow', airFlow],
    ['spo2', spo2],
  ] as const)
    if (signalSeconds(signal) < durationSeconds)
      sensorNotFitted.push({
        type: 'SENSOR_NOT_FITTED',
        signal: name,
        startSeconds: signalSeconds(signal),
        endSeconds: durationSeconds,
      });
  const effortNotFitted = effortTrace
    ? flatStretches(effortTrace.envelope, params).map((stretch) => ({
        type: 'SENSOR_NOT_FITTED' as const,
        signal: 'effort',
        ...stretch,
      }))
    : [];
  const notForAnalysis = unionOf([...sensorNotFitted, ...(options.notForAnalysis ?? [])]);
  const wake = detectWakeFromEffort(effortTrace, positions, params);
  const wakeUnion = unionOf(wake);
  const excluded = unionOf([...notForAnalysis, ...wake]);

  const analysedSeconds = durationSeconds - coveredSeconds(excluded);
  if (analysedSeconds < (options.minimumAnalysedSeconds ?? 7200))
    throw new AnalysisRefusedError('NOT_ENOUGH_DATA');

  const desaturations: Desaturation[] = withoutMotionArtifacts(
    detectDesaturations(spo2, params),
    detectBodyMovements(effortTrace, positions, params),
    params,
  );
  const respiratory: RespiratoryEvent[] = [];
  for (const event of scoreFlowEvents(flow, effortTrace, desaturations, params)) {
    if (overlapShare(event, notForAnalysis) >= 0.5) continue;
    if (overlapShare(event, wakeUnion) >= 0.5) {
      if (event.type !== 'HYPOPNEA') respiratory.push({ ...event, type: 'APNEA_WAKE' });
      continue;
    }
    respiratory.push(event);
  }
  const snores = signals.snore
    ? detectSnores(signals.snore, params).filter((snore) => overlapShare(snore, wakeUnion) < 0.5)
    : [];
  const notForAnalysisEvents = notForAnalysis.map((interval) => ({
    type: 'NOT_FOR_ANALYSIS' as const,
    ...interval,
  }));
  const events: DetectedEvent[] = [
    ...respiratory,
    ...desaturations.filter((desaturation) => overlapShare(desaturation, notForAnalysis) < 0.5),
    ...snores,
    ...wake,
    ...sensorNotFitted,
    ...effortNotFitted,
    ...notForAnalysisEvents,
  ].sort(byStart);

  const statistics = respiratoryStatistics({
    // A loose belt does not stop flow and SpO2 from being scored, so it stays analysed time.
    events: events.filter(
      (event) => !(event.type === 'SENSOR_NOT_FITTED' && event.signal === 'effort'),
    ),
    durationSeconds,
    spo2: { values: spo2.samples, samplingRate: spo2.samplingRate },
    positions,
  });
  return { events, positions, statistics, pulse: pulseSummary(signals.pulse, excluded) };
}
