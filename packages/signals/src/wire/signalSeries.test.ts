import type { SignalSeries } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { channelOfSeries, segmentsOfSeries, windowDataOfSeries } from './signalSeries';

const base = { id: 'ch0', label: 'Flow', type: 'airflow', unit: 'a.u.', samplingRate: 25 } as const;

describe('signal series of the API', () => {
  it('splits raw samples at the nulls of a break', () => {
    const series: SignalSeries = {
      ...base,
      kind: 'raw',
      start: 1_000,
      step: 40,
      breaks: [{ startDate: 1_080, endDate: 1_160 }],
      values: [1, 2, null, null, 5, 6],
    };
    expect(segmentsOfSeries(series)).toEqual([
      { kind: 'samples', start: 1_000, step: 40, values: Float64Array.from([1, 2]) },
      { kind: 'samples', start: 1_160, step: 40, values: Float64Array.from([5, 6]) },
    ]);
  });

  it('keeps envelope buckets whose bounds are both present', () => {
    const series: SignalSeries = {
      ...base,
      kind: 'envelope',
      start: 0,
      step: 1_000,
      breaks: [],
      min: [-1, null, -3],
      max: [1, null, 3],
    };
    expect(segmentsOfSeries(series)).toEqual([
      {
        kind: 'envelope',
        start: 0,
        step: 1_000,
        min: Float64Array.from([-1]),
        max: Float64Array.from([1]),
      },
      {
        kind: 'envelope',
        start: 2_000,
        step: 1_000,
        min: Float64Array.from([-3]),
        max: Float64Array.from([3]),
      },
    ]);
  });

  it('draws the recorded signal types with the viewer amplitude rules', () => {
    expect(
      channelOfSeries({ ...base, kind: 'raw', start: 0, step: 40, breaks: [], values: [] }),
    ).toEqual({
      id: 'ch0',
      label: 'Flow',
      type: 'flow',
      unit: 'a.u.',
      samplingRate: 25,
      signal: 'airflow',
    });
  });

  it('holds each series as a channel of the window data', () => {
    const data = windowDataOfSeries({ start: 0, end: 80 }, 40, [
      { ...base, kind: 'raw', start: 0, step: 40, breaks: [], values: [1, 2] },
      { ...base, id: 'ch1', kind: 'raw', start: 0, step: 40, breaks: [], values: [null, 3] },
    ]);
    expect(data.window).toEqual({ start: 0, end: 80 });
    expect(data.resolution).toBe(40);
    expect(data.channels.map((channel) => channel.channelId)).toEqual(['ch0', 'ch1']);
    expect(data.channels[1]?.segments).toEqual([
      { kind: 'samples', start: 40, step: 40, values: Float64Array.from([3]) },
    ]);
  });
});
