import type { BucketBounds } from './calendarBuckets';
import { createBucketer } from './calendarBuckets';
import type {
  ActivityType,
  TrendGranulation,
  TrendMeasurement,
  WorkoutType,
} from './measurementDefinitions';
import { ACTIVITY_TYPES, WORKOUT_TYPES, isValidMeasurement } from './measurementDefinitions';

/** A reading at an instant (epoch milliseconds). */
export interface TimedValue {
  timestamp: number;
  value: number;
}

/** How to bucket a trend. */
export interface TrendOptions {
  granulation: TrendGranulation;
  /** IANA zone or fixed UTC offset of the clinic's calendar (default "UTC"). */
  timeZone?: string;
}

/** The readings of one bucket. Buckets without valid readings are not returned. */
export interface MeasurementBucket extends BucketBounds {
  count: number;
  mean: number;
  min: number;
  max: number;
  /** Sum of the readings: the figure to show for steps. */
  sum: number;
}

/** Counted exercises of one bucket. */
export interface WorkoutBucket extends BucketBounds {
  counts: Record<WorkoutType, number>;
}

/** Time in each activity within one bucket. */
export interface ActivityBucket extends BucketBounds {
  seconds: Record<ActivityType, number>;
}

/** A counted set of one exercise, at an instant (epoch ms). */
export interface WorkoutRecord {
  workout: WorkoutType;
  timestamp: number;
  count: number;
}

/** An activity over a span of time in epoch milliseconds, end excluded. */
export interface ActivityEpisode {
  activity: ActivityType;
  startMs: number;
  endMs: number;
}

const byStart = <Bucket extends BucketBounds>(buckets: Map<number, Bucket>) =>
  [...buckets.values()].sort((a, b) => a.start - b.start);

/**
 * Aggregates readings of one measurement (pulse, spo2, temperature, respirationRate, hrv, steps)
 * into calendar buckets with count, mean, min, max and sum. Readings outside the measurement's
 * range (MEASUREMENT_RANGES) or not finite are invalid and dropped. Input need not be sorted;
 * sorted input is O(n) with one time-zone lookup per 15 minutes of data.
 */
export function aggregateMeasurements(
  measurement: TrendMeasurement,
  samples: readonly TimedValue[],
  options: TrendOptions,
): MeasurementBucket[] {
  const bucketOf = createBucketer(options.granulation, options.timeZone);
  const buckets = new Map<number, MeasurementBucket>();
  for (const { timestamp, value } of samples) {
    if (!Number.isFinite(timestamp) || !isValidMeasurement(measurement, value)) continue;
    const bounds = bucketOf(timestamp);
    let bucket = buckets.get(bounds.start);
    if (!bucket) {
      bucket = { ...bounds, count: 0, mean: 0, min: Infinity, max: -Infinity, sum: 0 };
      buckets.set(bounds.start, bucket);
    }
    bucket.count += 1;
    bucket.sum += value;
    if (value < bucket.min) bucket.min = value;
    if (value > bucket.max) bucket.max = value;
  }
  const result = byStart(buckets);
  for (const bucket of result) bucket.mean = bucket.sum / bucket.count;
  return result;
}

/**
 * Sums workout counts (jumps, crunches, pushups) per calendar bucket. Negative or non-finite
 * counts are invalid and dropped.
 */
export function aggregateWorkouts(
  records: readonly WorkoutRecord[],
  options: TrendOptions,
): WorkoutBucket[] {
  const bucketOf = createBucketer(options.granulation, options.timeZone);
  const buckets = new Map<number, WorkoutBucket>();
  for (const { workout, timestamp, count } of records) {
    if (!Number.isFinite(timestamp) || !Number.isFinite(count) || count < 0) continue;
    const bounds = bucketOf(timestamp);
    let bucket = buckets.get(bounds.start);
    if (!bucket) {
      const counts = Object.fromEntries(WORKOUT_TYPES.map((type) => [type, 0]));
      bucket = { ...bounds, counts: counts as Record<WorkoutType, number> };
      buckets.set(bounds.start, bucket);
    }
    bucket.counts[workout] += count;
  }
  return byStart(buckets);
}

/**
 * Time spent in each activity (stationary, walking, cycling, automotive, running) per calendar
 * bucket; an episode crossing bucket boundaries is split between the buckets it covers.
 */
export function aggregateActivities(
  episodes: readonly ActivityEpisode[],
  options: TrendOptions,
): ActivityBucket[] {
  const bucketOf = createBucketer(options.granulation, options.timeZone);
  const buckets = new Map<number, ActivityBucket>();
  for (const { activity, startMs, endMs } of episodes) {
    if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) continue;
    for (let cursor = startMs; cursor < endMs;) {
      const bounds = bucketOf(cursor);
      const until = Math.min(endMs, bounds.end);
      let bucket = buckets.get(bounds.start);
      if (!bucket) {
        const seconds = Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, 0]));
        bucket = { ...bounds, seconds: seconds as Record<ActivityType, number> };
        buckets.set(bounds.start, bucket);
      }
      bucket.seconds[activity] += (until - cursor) / 1000;
      cursor = until;
    }
  }
  return byStart(buckets);
}
