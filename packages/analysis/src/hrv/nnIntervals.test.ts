import { describe, expect, it } from 'vitest';
import type { Beat } from '../events/beatClasses';
import { extractNnIntervals } from './nnIntervals';

const beat = (sample: number, beatClass: Beat['beatClass'] = 'N'): Beat => ({ sample, beatClass });

describe('extractNnIntervals', () => {
  it('drops the intervals on both sides of an ectopic beat and marks the gap', () => {
    const beats = [beat(0), beat(800), beat(1600), beat(2000, 'V'), beat(3200), beat(4000)];
    const series = extractNnIntervals(beats, 1000, { localTolerance: Infinity });
    expect([...series.intervals]).toEqual([800, 800, 800]);
    expect([...series.times]).toEqual([0.8, 1.6, 4]);
    expect([...series.followsPrevious]).toEqual([0, 1, 0]);
    expect(series.rrCount).toBe(5);
  });

  it('drops intervals touching supraventricular, fusion and unclassifiable beats', () => {
    const classes = ['N', 'S', 'N', 'F', 'N', 'Q', 'N', 'N'] as const;
    const beats = classes.map((beatClass, index) => beat(index * 1000, beatClass));
    const series = extractNnIntervals(beats, 1000, { localTolerance: Infinity });
    expect([...series.times]).toEqual([7]);
  });

  it('drops intervals outside the physiological range and converts samples to ms', () => {
    const beats = [0, 288, 576, 648, 936, 1656, 2448].map((sample) => beat(sample));
    const series = extractNnIntervals(beats, 360, { localTolerance: Infinity });
    expect([...series.intervals]).toEqual([800, 800, 800, 2000]);
    expect([...series.followsPrevious]).toEqual([0, 1, 0, 1]);
  });

  it('drops an interval 30 % longer than its neighbours with the local filter', () => {
    const samples = [0, 800, 1600, 2400, 3440, 4240, 5040, 5840];
    const series = extractNnIntervals(
      samples.map((sample) => beat(sample)),
      1000,
    );
    expect([...series.intervals]).toEqual([800, 800, 800, 800, 800, 800]);
    expect(series.followsPrevious[3]).toBe(0);
  });

  it('sorts beats given out of order', () => {
    const series = extractNnIntervals([beat(1600), beat(0), beat(800)], 1000);
    expect([...series.intervals]).toEqual([800, 800]);
  });
});
