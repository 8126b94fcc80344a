/**
 * Measurement definitions, activities, workouts and granulations of platform-core §3 and
 * clinical-domain §3 ("Measurement definitions (ranges)").
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
export interface MeasurementRange {
  min: number;
  max: number;
  unit: string;
}

/**
 * Readings outside these ranges are invalid (sensor off, motion artifact) and are dropped before
 * aggregation. They are the spec's ranges — pulse 0–200 bpm, spo2 50–100 %, respirationRate
 * 0–50 /min, hrv 0–200 ms — with two decisions:
 * - temperature: the spec's 30–38 °C is a chart range; dropping readings above 38 °C would hide
 *   fever, which COVID monitoring exists to catch (HIGH_TEMPERATURE, temperature_max). We keep
 *   30 °C as the floor (below it a skin sensor is off the body) and take 43 °C as the ceiling,
 *   the upper end of the measuring range clinical thermometers cover (ISO 80601-2-56 requires at
 *   least 35.5–42 °C; 43 °C leaves a margin) — above it a reading is a fault, not a patient;
 * - steps: a count, so any value ≥ 0; no upper limit is given.
 */
export const MEASUREMENT_RANGES: Record<TrendMeasurement, MeasurementRange> = {
  pulse: { min: 0, max: 200, unit: 'bpm' },
  spo2: { min: 50, max: 100, unit: '%' },
  temperature: { min: 30, max: 43, unit: '°C' },
  respirationRate: { min: 0, max: 50, unit: '/min' },
  hrv: { min: 0, max: 200, unit: 'ms' },
  steps: { min: 0, max: Infinity, unit: 'steps' },
};

/** True when a reading is a finite number inside the measurement's range. */
export function isValidMeasurement(measurement: TrendMeasurement, value: number): boolean {
  const { min, max } = MEASUREMENT_RANGES[measurement];
  return Number.isFinite(value) && value >= min && value <= max;
}
