import { describe, expect, it } from 'vitest';
import type { NnSeries } from '../hrv/nnIntervals';
import { heartRateDistribution, saturationDistribution, timeDistribution } from './distributions';

describe('distributions', () => {
  it('adds each NN interval’s duration to the bin of its heart rate', () => {
    // 60 s at 1000 ms (60 bpm), 30 s at 500 ms (120 bpm), one 250 ms interval (240 bpm, invalid).
    const intervals = [
      ...Array.from({ length: 60 }, () => 1000),
      ...Array.from({ length: 60 }, () => 500),
      250,
    ];
    const series: NnSeries = {
      intervals: Float64Array.from(intervals),
      times: new Float64Array(intervals.length),
      followsPrevious: new Uint8Array(intervals.length),
      rrCount: intervals.length,
    };
    const bins = heartRateDistribution(series);
    expect(bins).toHaveLength(20);
    expect(bins[6]).toEqual({ from: 60, to: 70, seconds: 60, percent: (100 * 60) / 90 });
    expect(bins[12]).toEqual({ from: 120, to: 130, seconds: 30, percent: (100 * 30) / 90 });
    expect(bins.reduce((sum, bin) => sum + bin.seconds, 0)).toBe(90);
  });

  it('bins SpO2 samples by time, 100 % into the top bin, invalid readings left out', () => {
    const values = [100, 100, 97, 92, 91, 88, Number.NaN, 40, 75];
    const bins = saturationDistribution({ values, samplingRate: 0.5 });
    expect(bins.map((bin) => [bin.from, bin.to])).toEqual([
      [50, 55],
      [55, 60],
      [60, 65],
      [65, 70],
      [70, 75],
      [75, 80],
      [80, 85],
      [85, 90],
      [90, 95],
      [95, 100],
    ]);
    expect(bins.map((bin) => bin.seconds)).toEqual([0, 0, 0, 0, 0, 2, 0, 2, 4, 6]);
    expect(bins[9]?.percent).toBe(42.857142857142854);
  });

  it('refuses an empty bin layout', () => {
    expect(() => timeDistribution([1], 1, { from: 10, to: 10, width: 1 })).toThrow(RangeError);
  });
});
