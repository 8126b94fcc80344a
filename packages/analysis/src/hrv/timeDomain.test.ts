import { describe, expect, it } from 'vitest';
import type { NnSeries } from './nnIntervals';
import { NN_HISTOGRAM_BIN_MS, hrvTimeDomain, triangularInterpolationWidth } from './timeDomain';

/** An NN series of adjacent intervals, timed by their cumulative sum. */
function series(intervals: number[], followsPrevious?: number[]): NnSeries {
  // The first beat at 0.1 s keeps interval starts off the 5-minute segment boundaries.
  let clock = 0.1;
  return {
    intervals: Float64Array.from(intervals),
    times: Float64Array.from(intervals, (interval) => (clock += interval / 1000)),
    followsPrevious: Uint8Array.from(
      followsPrevious ?? intervals.map((_, index) => (index ? 1 : 0)),
    ),
    rrCount: intervals.length,
  };
}

describe('hrvTimeDomain', () => {
  it('matches a hand computation on five intervals', () => {
    // mean 834; deviations −34 16 −34 66 −14 → Σ² 7120; differences 50 −50 100 −80 → Σ² 21400.
    const result = hrvTimeDomain(series([800, 850, 800, 900, 820]));
    expect(result.nnCount).toBe(5);
    expect(result.meanNn).toBe(834);
    expect(result.sdnn).toBeCloseTo(Math.sqrt(7120 / 4), 10);
    expect(result.rmssd).toBeCloseTo(Math.sqrt(21400 / 4), 10);
    expect(result.nn50).toBe(2); // 100 and 80; a difference of exactly 50 ms does not count
    expect(result.pnn50).toBe(50);
  });

  it('takes no successive difference across a gap left by an excluded beat', () => {
    const result = hrvTimeDomain(series([800, 810, 1000, 1010], [0, 1, 0, 1]));
    expect(result.rmssd).toBe(10);
    expect(result.nn50).toBe(0);
  });

  it('gives SDNN and RMSSD of zero for constant intervals', () => {
    const result = hrvTimeDomain(series(Array.from({ length: 600 }, () => 1000)));
    expect(result.sdnn).toBe(0);
    expect(result.rmssd).toBe(0);
    expect(result.sdnnIndex).toBe(0);
    expect(result.sdann).toBe(0);
  });

  it('computes SDANN and the SDNN index from 5-minute segments', () => {
    // Four 5-minute blocks of constant 800 or 1000 ms intervals: segment means 800, 1000, 800, 1000.
    const intervals = [
      ...Array.from({ length: 375 }, () => 800),
      ...Array.from({ length: 300 }, () => 1000),
      ...Array.from({ length: 375 }, () => 800),
      ...Array.from({ length: 300 }, () => 1000),
    ];
    const result = hrvTimeDomain(series(intervals));
    expect(result.sdann).toBeCloseTo(Math.sqrt((4 * 100 ** 2) / 3), 6);
    expect(result.sdnnIndex).toBeCloseTo(0, 6);
  });

  it('has no SDANN for a single 5-minute segment', () => {
    expect(hrvTimeDomain(series(Array.from({ length: 300 }, () => 900))).sdann).toBeNull();
  });

  it('derives the triangular index and TINN from a triangular histogram', () => {
    // Counts 1 2 3 4 3 2 1 in seven adjacent 1/128 s bins: 16 intervals, peak 4.
    const counts = [1, 2, 3, 4, 3, 2, 1];
    const intervals = counts.flatMap((count, bin) =>
      Array.from({ length: count }, () => (100 + bin + 0.5) * NN_HISTOGRAM_BIN_MS),
    );
    const result = hrvTimeDomain(series(intervals));
    expect(result.triangularIndex).toBe(4);
    // The exact fit has its corners one bin outside the data on each side: 8 bins wide.
    expect(result.tinn).toBeCloseTo(8 * NN_HISTOGRAM_BIN_MS, 9);
  });

  it('fits the triangle by least squares when the histogram is not a triangle', () => {
    // A flat-topped histogram: the best base is wider than the support of the peak alone.
    expect(triangularInterpolationWidth([0, 5, 5, 10, 5, 5, 0])).toBeGreaterThanOrEqual(5);
    expect(triangularInterpolationWidth([0, 0, 0])).toBeNull();
  });

  it('has nothing to say about an empty series', () => {
    const result = hrvTimeDomain(series([]));
    expect(result).toMatchObject({ nnCount: 0, meanNn: null, sdnn: null, rmssd: null, tinn: null });
  });
});
