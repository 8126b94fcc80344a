import type { BodyPosition } from '@telemed/domain';
import type { DetectedEvent } from '../../events/detectedEvent';
import type { BodyPositionInterval } from '../../respiratory/detectBodyPositions';

/** The channels of a respiratory polygraphy recorder, as the synthetic generator names them. */
export type PolygraphyChannel = 'airFlow' | 'effort' | 'spo2' | 'pulse' | 'snore' | 'bodyPosition';

/** Samples per second of each channel. */
export type PolygraphySamplingRates = Record<PolygraphyChannel, number>;

/**
 * The rates of a typical home sleep apnea test recorder. Nasal-pressure flow is sampled at
 * 25-100 Hz and belts at 10-25 Hz (AASM Scoring Manual 2.6, 2020, technical specifications:
 * airflow desirable 100 Hz, minimal 25 Hz; effort desirable 100 Hz, minimal 25 Hz for RIP, most
 * HSAT devices store belts at 10-25 Hz); finger oximeters report SpO2 and pulse at 1 Hz
 * (manufacturers average over 3 s or less, as the manual asks, and store 1-3 Hz); the snore
 * microphone is stored as its sound envelope, 10 Hz being enough to resolve single snores
 * (0.3-3 s long, Pevernagie et al., The acoustics of snoring, Sleep Med Rev 2010); the position
 * sensor reports a category once a second.
 */
export const DEFAULT_POLYGRAPHY_SAMPLING_RATES: Readonly<PolygraphySamplingRates> = Object.freeze({
  airFlow: 50,
  effort: 25,
  spo2: 1,
  pulse: 1,
  snore: 10,
  bodyPosition: 1,
});

/** Apnea-hypopnea index bands of the AASM (normal < 5, mild 5-15, moderate 15-30, severe ≥ 30). */
export type PolygraphySeverity = 'normal' | 'mild' | 'moderate' | 'severe';

/** What to generate. Same options, same recording, on every machine. */
export interface SyntheticPolygraphyOptions {
  seed: number;
  /** Any length from ten minutes up to days. */
  durationSeconds: number;
  severity: PolygraphySeverity;
  /** Rates of the channels; missing ones take {@link DEFAULT_POLYGRAPHY_SAMPLING_RATES}. */
  samplingRates?: Partial<PolygraphySamplingRates>;
  /** Let the cannula or the oximeter come off for a few minutes now and then. @default true */
  sensorDropouts?: boolean;
}

/** The scoreable respiratory events the generator produces. */
export type TruthRespiratoryEventType =
  'APNEA_OBSTRUCTIVE' | 'APNEA_CENTRAL' | 'APNEA_MIXED' | 'HYPOPNEA';

/** One respiratory event as it was generated, with the physiology behind it. */
export interface TruthRespiratoryEvent extends DetectedEvent<TruthRespiratoryEventType> {
  /** Mean reduction of the flow excursions during the event, % of the pre-event breaths. */
  flowReductionPercent: number;
  /** Depth of the desaturation the event causes, SpO2 percentage points below baseline. */
  desaturationPercent: number;
  /** When the finger SpO2 starts to fall (the event start plus the circulation delay), s. */
  desaturationStartSeconds: number;
  /** When the finger SpO2 is back at baseline, s. */
  desaturationEndSeconds: number;
  /** Where the patient lay when it began. */
  position: BodyPosition;
}

/** A desaturation of the ground truth, with its depth. */
export interface TruthDesaturation extends DetectedEvent<'DESATURATION'> {
  dropPercent: number;
}

/** Everything the generator put into a recording, for scoring detectors against. */
export interface PolygraphyGroundTruth {
  /** The apnea-hypopnea index (3 % rule) the event scheduler aimed at, events per hour of sleep. */
  targetAhi: number;
  /** Apneas and hypopneas (with and without desaturation), in time order. */
  events: TruthRespiratoryEvent[];
  /** Desaturations of 3 % or more caused by the events. */
  desaturations: TruthDesaturation[];
  /** Every snore (one per snored inspiration). */
  snores: DetectedEvent<'SNORE'>[];
  /** Body positions, covering the whole recording. */
  positions: BodyPositionInterval[];
  /** Wake periods (sleep latency, awakenings, the final awakening). */
  wake: DetectedEvent<'WAKE'>[];
  /** Stretches of mouth breathing: reduced nasal flow that is not an event (no desaturation,
   * effort unchanged), there to tempt detectors into false hypopneas. */
  mouthBreathing: { startSeconds: number; endSeconds: number }[];
  /** Stretches when the cannula (`signal: 'airFlow'`) or the oximeter (`'spo2'`) was off. */
  sensorNotFitted: DetectedEvent<'SENSOR_NOT_FITTED'>[];
}

/** The sampled channels of a recording (or of one chunk of it). */
export interface PolygraphyChannels {
  /** Nasal pressure air flow, arbitrary units (inspiration positive). */
  airFlow: Float32Array;
  /** Chest effort belt, arbitrary units (inspiration positive). */
  effort: Float32Array;
  /** Oxygen saturation, whole percent; NaN while the oximeter is off. */
  spo2: Float32Array;
  /** Pulse rate from the oximeter, whole beats per minute; NaN while the oximeter is off. */
  pulse: Float32Array;
  /** Snore microphone sound envelope, arbitrary linear units (background about 1). */
  snore: Float32Array;
  /** Body position as an index into `BODY_POSITIONS`. */
  bodyPosition: Uint8Array;
}

/** A generated recording: its channels, their rates and the ground truth. */
export interface SyntheticPolygraphy {
  options: Readonly<SyntheticPolygraphyOptions>;
  samplingRates: Readonly<PolygraphySamplingRates>;
  channels: PolygraphyChannels;
  groundTruth: PolygraphyGroundTruth;
}
