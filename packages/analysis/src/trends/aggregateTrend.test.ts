import { describe, expect, it } from 'vitest';
import { aggregateActivities, aggregateMeasurements, aggregateWorkouts } from './aggregateTrend';

const at = (iso: string) => Date.parse(iso);

describe('aggregateMeasurements', () => {
  it('gives count, mean, min, max and sum per hour and drops out-of-range pulse', () => {
    const samples = [
      { timestamp: at('2024-07-14T10:05:00Z'), value: 60 },
      { timestamp: at('2024-07-14T10:35:00Z'), value: 80 },
      { timestamp: at('2024-07-14T10:40:00Z'), value: 250 }, // above the 0–200 bpm range
      { timestamp: at('2024-07-14T10:45:00Z'), value: Number.NaN },
      { timestamp: at('2024-07-14T11:10:00Z'), value: 100 },
    ];
    const buckets = aggregateMeasurements('pulse', samples, { granulation: 'hour' });
    expect(buckets).toEqual([
      {
        start: at('2024-07-14T10:00:00Z'),
        end: at('2024-07-14T11:00:00Z'),
        label: '2024-07-14T10:00',
        utcOffsetMinutes: 0,
        count: 2,
        mean: 70,
        min: 60,
        max: 80,
        sum: 140,
      },
      expect.objectContaining({ label: '2024-07-14T11:00', count: 1, mean: 100 }),
    ]);
  });

  it('keeps fever readings but drops impossible temperatures', () => {
    const samples = [36.6, 39.5, 25, 47].map((value, index) => ({
      timestamp: index * 1000,
      value,
    }));
    const [bucket] = aggregateMeasurements('temperature', samples, { granulation: 'day' });
    expect(bucket).toMatchObject({ count: 2, max: 39.5 });
  });

  it('sums steps per day of the clinic calendar across the spring DST change', () => {
    // 23:30 UTC on 30 March is already 00:30 on 31 March in Warsaw.
    const samples = [
      { timestamp: at('2024-03-30T22:30:00Z'), value: 100 },
      { timestamp: at('2024-03-30T23:30:00Z'), value: 200 },
      { timestamp: at('2024-03-31T21:30:00Z'), value: 300 }, // 23:30 CEST, still 31 March
      { timestamp: at('2024-03-31T22:30:00Z'), value: 400 }, // 00:30 on 1 April
    ];
    const buckets = aggregateMeasurements('steps', samples, {
      granulation: 'day',
      timeZone: 'Europe/Warsaw',
    });
    expect(buckets.map((bucket) => [bucket.label, bucket.sum])).toEqual([
      ['2024-03-30', 100],
      ['2024-03-31', 500],
      ['2024-04-01', 400],
    ]);
  });

  it('aggregates a day of 1 Hz SpO2 readings per minute in linear time', () => {
    const start = at('2024-10-26T12:00:00Z');
    const samples = Array.from({ length: 86_400 }, (_, second) => ({
      timestamp: start + second * 1000,
      value: 90 + (second % 10),
    }));
    // Typical runs take tens to hundreds of ms (README); a quadratic step would take minutes.
    // The loose bound leaves room for a loaded CI machine.
    const started = performance.now();
    const buckets = aggregateMeasurements('spo2', samples, {
      granulation: 'minute',
      timeZone: 'Europe/Warsaw',
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(buckets).toHaveLength(1440);
    expect(buckets[0]).toMatchObject({ count: 60, mean: 94.5, min: 90, max: 99 });
  });
});

describe('aggregateWorkouts', () => {
  it('sums each exercise per bucket', () => {
    const records = [
      { workout: 'pushups' as const, timestamp: at('2024-07-14T08:00:00Z'), count: 20 },
      { workout: 'pushups' as const, timestamp: at('2024-07-14T18:00:00Z'), count: 15 },
      { workout: 'jumps' as const, timestamp: at('2024-07-14T18:00:00Z'), count: 50 },
      { workout: 'crunches' as const, timestamp: at('2024-07-14T18:00:00Z'), count: -3 },
    ];
    const [day] = aggregateWorkouts(records, { granulation: 'day' });
    expect(day?.counts).toEqual({ jumps: 50, crunches: 0, pushups: 35 });
  });
});

describe('aggregateActivities', () => {
  it('splits an activity across the buckets it spans', () => {
    const buckets = aggregateActivities(
      [
        {
          activity: 'walking',
          startMs: at('2024-07-14T09:40:00Z'),
          endMs: at('2024-07-14T10:10:00Z'),
        },
        {
          activity: 'cycling',
          startMs: at('2024-07-14T10:20:00Z'),
          endMs: at('2024-07-14T10:30:00Z'),
        },
      ],
      { granulation: 'hour' },
    );
    expect(
      buckets.map((bucket) => [bucket.label, bucket.seconds.walking, bucket.seconds.cycling]),
    ).toEqual([
      ['2024-07-14T09:00', 1200, 0],
      ['2024-07-14T10:00', 600, 600],
    ]);
  });
});
