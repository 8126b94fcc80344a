import { describe, expect, it } from 'vitest';
import type { NnSeries } from '../hrv/nnIntervals';
import { decelerationCapacity } from './decelerationCapacity';

function series(intervals: number[], followsPrevious?: number[]): NnSeries {
  let clock = 0;
  return {
    intervals: Float64Array.from(intervals),
    times: Float64Array.from(intervals, (interval) => (clock += interval / 1000)),
    followsPrevious: Uint8Array.from(
      followsPrevious ?? intervals.map((_, index) => (index ? 1 : 0)),
    ),
    rrCount: intervals.length,
  };
}

describe('decelerationCapacity', () => {
  it('averages X(0) + X(1) − X(−1) − X(−2) over the deceleration anchors', () => {
    // Anchors 820 (after 810): 820 + 815 − 810 − 800 = 25; 830 (after 815): 830 + 825 − 815 − 820 = 20.
    expect(decelerationCapacity(series([800, 810, 820, 815, 830, 825]))).toBeCloseTo(45 / 8, 10);
  });

  it('skips prolongations of 5 % or more, which are likely artifacts', () => {
    expect(decelerationCapacity(series([800, 800, 900, 800, 800]))).toBeNull();
  });

  it('uses no anchor whose window crosses an excluded beat', () => {
    expect(
      decelerationCapacity(series([800, 810, 820, 815, 830, 825], [0, 1, 1, 0, 1, 1])),
    ).toBeNull();
  });

  it('grows with the amplitude of an oscillating rhythm and is absent for a constant one', () => {
    const oscillating = (amplitude: number) =>
      decelerationCapacity(
        series(Array.from({ length: 2000 }, (_, index) => 800 + amplitude * Math.sin(index / 6))),
      ) ?? Number.NaN;
    expect(oscillating(10)).toBeGreaterThan(0);
    expect(oscillating(20)).toBeCloseTo(2 * oscillating(10), 6);
    expect(decelerationCapacity(series(Array.from({ length: 50 }, () => 800)))).toBeNull();
  });
});
