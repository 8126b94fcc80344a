import { BODY_POSITIONS } from '@telemed/domain';
import { createRandom, type Random } from '../random';
import { planBreathing, type BreathingPlan } from './planBreathing';
import { planTimeline, type PolygraphyTimeline } from './planTimeline';
import {
  DEFAULT_POLYGRAPHY_SAMPLING_RATES,
  type PolygraphyGroundTruth,
  type PolygraphySamplingRates,
  type SyntheticPolygraphyOptions,
} from './polygraphyTypes';
import { SEVERITY_PRESETS } from './severityPresets';

/** A slow wave: the sum of two sines (minutes to hours), for drifts of gain and level. */
export interface SlowDrift {
  amplitudes: readonly [number, number];
  periods: readonly [number, number];
  phases: readonly [number, number];
}

/** Per-patient constants of the rendering. */
export interface PolygraphyPhysiology {
  /** Normal nasal-pressure inspiratory peak, arbitrary units. */
  flowAmplitude: number;
  /** Normal chest-belt excursion, arbitrary units. */
  effortAmplitude: number;
  /** Log-gain drift of the cannula signal (cannula position, nasal resistance). */
  flowDrift: SlowDrift;
  /** Log-gain drift of the belt signal (belt tension). */
  effortDrift: SlowDrift;
  /** Awake resting SpO2, %. */
  spo2Baseline: number;
  spo2Drift: SlowDrift;
  /** Resting heart rate in sleep, beats/min. */
  heartRate: number;
  heartRateDrift: SlowDrift;
  /** Gain of the cannula and of the belt in each position interval (they shift when one turns). */
  positionGains: { flow: number; effort: number }[];
}

/**
 * The whole plan of a synthetic recording: everything is decided here, from the seed, before a
 * single sample is drawn. Rendering any stretch of it is then a pure function of the plan and
 * the sample index, which is why chunked and one-shot rendering give the same samples.
 */
export interface PolygraphyPlan {
  options: Readonly<Required<Omit<SyntheticPolygraphyOptions, 'samplingRates'>>>;
  samplingRates: Readonly<PolygraphySamplingRates>;
  timeline: PolygraphyTimeline;
  breathing: BreathingPlan;
  physiology: PolygraphyPhysiology;
  groundTruth: PolygraphyGroundTruth;
}

function drawDrift(random: Random, amplitude: number, periods: [number, number]): SlowDrift {
  return {
    amplitudes: [amplitude * random.uniform(0.5, 1), amplitude * random.uniform(0.5, 1)],
    periods: [
      random.uniform(periods[0], periods[1]),
      random.uniform(3 * periods[0], 3 * periods[1]),
    ],
    phases: [random.uniform(0, 2 * Math.PI), random.uniform(0, 2 * Math.PI)],
  };
}

/** Value of a slow drift at a time. */
export function driftAt(drift: SlowDrift, time: number): number {
  return (
    drift.amplitudes[0] * Math.sin((2 * Math.PI * time) / drift.periods[0] + drift.phases[0]) +
    drift.amplitudes[1] * Math.sin((2 * Math.PI * time) / drift.periods[1] + drift.phases[1])
  );
}

function validate(options: SyntheticPolygraphyOptions): PolygraphySamplingRates {
  if (!Number.isFinite(options.durationSeconds) || options.durationSeconds < 600)
    throw new RangeError('durationSeconds must be at least 600');
  if (!(options.severity in SEVERITY_PRESETS))
    throw new RangeError(`unknown severity ${options.severity}`);
  const rates = { ...DEFAULT_POLYGRAPHY_SAMPLING_RATES, ...options.samplingRates };
  for (const [channel, rate] of Object.entries(rates))
    if (!Number.isFinite(rate) || rate <= 0)
      throw new RangeError(`sampling rate of ${channel} must be positive`);
  return rates;
}

function groundTruthOf(
  timeline: PolygraphyTimeline,
  breathing: BreathingPlan,
): PolygraphyGroundTruth {
  const events = breathing.events.map((event) => event.truth);
  return {
    targetAhi: breathing.targetAhi,
    events,
    desaturations: events
      .filter((event) => event.desaturationPercent >= 3)
      .map((event) => ({
        type: 'DESATURATION' as const,
        startSeconds: event.desaturationStartSeconds,
        endSeconds: event.desaturationEndSeconds,
        signal: 'spo2',
        dropPercent: event.desaturationPercent,
      })),
    snores: breathing.snores.map((snore) => ({
      type: 'SNORE' as const,
      startSeconds: snore.startSeconds,
      endSeconds: snore.endSeconds,
      signal: 'snore',
    })),
    positions: timeline.positions.map((interval) => ({ ...interval })),
    mouthBreathing: breathing.mouthBreathing.map((span) => ({ ...span })),
    wake: timeline.wake.map((span) => ({ type: 'WAKE' as const, ...span })),
    sensorNotFitted: [
      ...timeline.flowOff.map((span) => ({
        type: 'SENSOR_NOT_FITTED' as const,
        signal: 'airFlow',
        ...span,
      })),
      ...timeline.oximeterOff.map((span) => ({
        type: 'SENSOR_NOT_FITTED' as const,
        signal: 'spo2',
        ...span,
      })),
    ].sort((a, b) => a.startSeconds - b.startSeconds),
  };
}

/**
 * Decides everything about a synthetic polygraphy recording from its seed: sleep and wake,
 * positions, drop-outs, every breath and event, the patient's constants, and the ground truth.
 * @example const plan = planPolygraphy({ seed: 7, durationSeconds: 8 * 3600, severity: 'moderate' });
 */
export function planPolygraphy(options: SyntheticPolygraphyOptions): PolygraphyPlan {
  const samplingRates = validate(options);
  const random = createRandom(options.seed);
  const timelineRandom = random.fork();
  const breathingRandom = random.fork();
  const duration = options.durationSeconds;
  const timeline = planTimeline(timelineRandom, duration, options.sensorDropouts ?? true);
  const breathing = planBreathing(
    breathingRandom,
    duration,
    timeline,
    SEVERITY_PRESETS[options.severity],
  );
  const physiology: PolygraphyPhysiology = {
    flowAmplitude: random.uniform(0.3, 0.8),
    effortAmplitude: random.uniform(0.5, 1.5),
    flowDrift: drawDrift(random, 0.15, [1200, 3600]),
    effortDrift: drawDrift(random, 0.12, [1200, 3600]),
    spo2Baseline: random.uniform(94.5, 97.5),
    spo2Drift: drawDrift(random, 0.5, [1800, 5400]),
    heartRate: random.uniform(56, 72),
    heartRateDrift: drawDrift(random, 3, [1200, 3600]),
    positionGains: timeline.positions.map(() => ({
      flow: random.uniform(0.75, 1.25),
      effort: random.uniform(0.8, 1.2),
    })),
  };
  return {
    options: {
      seed: options.seed,
      durationSeconds: duration,
      severity: options.severity,
      sensorDropouts: options.sensorDropouts ?? true,
    },
    samplingRates,
    timeline,
    breathing,
    physiology,
    groundTruth: groundTruthOf(timeline, breathing),
  };
}

/** Index of a position in `BODY_POSITIONS`, the code the position channel carries. */
export const positionCode = (position: (typeof BODY_POSITIONS)[number]): number =>
  BODY_POSITIONS.indexOf(position);
