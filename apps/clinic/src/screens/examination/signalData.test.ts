import { SIGNALS_MAX_POINTS } from '@telemed/domain';
import type { SignalSeries } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import {
  channelOfSeries,
  joinPieces,
  recordingOverviewOf,
  segmentsOfSeries,
  windowDataOf,
  windowPieces,
} from './signalData';

const base = { id: 'ch0', label: 'Flow', type: 'airflow', unit: 'a.u.', samplingRate: 25 } as const;

describe('signal data of the API', () => {
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
    });
  });

  it('cuts a preloaded window into pieces of at most the points one call may answer', () => {
    const window = { start: 0, end: 9 * 1_200 * 10 };
    const pieces = windowPieces(window, 10);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]?.start).toBe(0);
    expect(pieces.at(-1)?.end).toBe(window.end);
    for (const piece of pieces)
      expect((piece.end - piece.start) / 10).toBeLessThanOrEqual(SIGNALS_MAX_POINTS);
    expect(windowPieces({ start: 0, end: 1_000 }, 10)).toEqual([{ start: 0, end: 1_000 }]);
  });

  it('joins the answers of the pieces channel by channel', () => {
    const first = windowDataOf({ start: 0, end: 80 }, 40, [
      { ...base, kind: 'raw', start: 0, step: 40, breaks: [], values: [1, 2] },
    ]);
    const second = windowDataOf({ start: 80, end: 160 }, 40, [
      { ...base, kind: 'raw', start: 80, step: 40, breaks: [], values: [3, 4] },
    ]);
    const joined = joinPieces({ start: 0, end: 160 }, 40, [first, second]);
    expect(joined.window).toEqual({ start: 0, end: 160 });
    expect(joined.channels[0]?.segments.map((segment) => segment.start)).toEqual([0, 80]);
  });

  it('reads the recording span and channels from the overview', () => {
    const overview = recordingOverviewOf({
      signalsOverview: {
        startDate: 0,
        endDate: 3_600_000,
        signals: [
          { ...base, kind: 'envelope', start: 0, step: 3_600, breaks: [], min: [0], max: [1] },
          {
            ...base,
            id: 'ch1',
            label: 'SpO₂',
            type: 'spo2',
            unit: '%',
            kind: 'envelope',
            start: 0,
            step: 3_600,
            breaks: [],
            min: [95],
            max: [97],
          },
        ],
      },
    });
    expect(overview.recording).toEqual({ start: 0, end: 3_600_000 });
    expect(overview.channels.map((channel) => channel.type)).toEqual(['flow', 'spo2']);
    expect(overview.signalTypes).toEqual(['airflow', 'spo2']);
    expect(overview.data.resolution).toBe(3_600);
  });
});
