import { MEASUREMENT_DEFINITIONS } from '@telemed/domain';
import type { MeasurementRange } from '@telemed/domain';

/*
 * Activities, workouts and granulations of platform-core §3 and clinical-domain §3, and the
 * valid ranges of the measurements (their "Measurement definitions (ranges)" are
 * @telemed/domain's MEASUREMENT_DEFINITIONS).
 */

/** Activities a wearable reports. */
export const ACTIVITY_TYPES = [
  'stationary',
  'walking',
  'cycling',
  'automotive',
  'running',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Activities that are physical effort: the Holter report's activity time counts these. Sitting
 * or standing (stationary) and riding in a vehicle (automotive) are not.
 */
export const PHYSICAL_ACTIVITY_TYPES = [
  'walking',
  'cycling',
  'running',
] as const satisfies readonly ActivityType[];

/** Counted exercises. */
export const WORKOUT_TYPES = ['jumps', 'crunches', 'pushups'] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];

/** Trend bucket sizes. */
export const TREND_GRANULATIONS = ['minute', 'hour', 'day', 'month', 'year'] as const;
export type TrendGranulation = (typeof TREND_GRANULATIONS)[number];

/** The measured quantities with a numeric range. */
export const TREND_MEASUREMENTS = [
  'pulse',
  'spo2',
  'temperature',
  'respirationRate',
  'hrv',
  'steps',
] as const;
export type TrendMeasurement = (typeof TREND_MEASUREMENTS)[number];

/** A closed range of valid readings with its unit. */
export interface TrendMeasurementRange extends MeasurementRange {
  unit: string;
}

/**
 * The highest temperature reading kept, °C: the spec's 30-38 °C is a chart range, and dropping
 * readings above 38 °C would hide fever, which COVID monitoring exists to catch
 * (HIGH_TEMPERATURE, temperature_max). 43 °C is the upper end of the measuring range clinical
 * thermometers cover (ISO 80601-2-56 requires at least 35.5-42 °C; 43 °C leaves a margin) and
 * beyond survivable hyperthermia: above it a reading is a fault, not a patient.
 */
export const TEMPERATURE_READING_MAX_CELSIUS = 43;

const { pulse, spo2, temperature, respirationRate, hrv } = MEASUREMENT_DEFINITIONS;

/**
 * Readings outside these ranges are invalid (sensor off, motion artifact) and are dropped before
 * aggregation. They are the spec's ranges with two decisions:
 * - temperature: 30 °C stays the floor (below it a skin sensor is off the body), the ceiling is
 *   {@link TEMPERATURE_READING_MAX_CELSIUS};
 * - steps: a count, so any value ≥ 0; no upper limit is given.
 */
export const MEASUREMENT_RANGES: Record<TrendMeasurement, TrendMeasurementRange> = {
  pulse: { ...pulse, unit: 'bpm' },
  spo2: { ...spo2, unit: '%' },
  temperature: { ...temperature, max: TEMPERATURE_READING_MAX_CELSIUS, unit: '°C' },
  respirationRate: { ...respirationRate, unit: '/min' },
  hrv: { ...hrv, unit: 'ms' },
  steps: { min: 0, max: Infinity, unit: 'steps' },
};

/** True when a reading is a finite number inside the measurement's range. */
export function isValidMeasurement(measurement: TrendMeasurement, value: number): boolean {
  const { min, max } = MEASUREMENT_RANGES[measurement];
  return Number.isFinite(value) && value >= min && value <= max;
}
