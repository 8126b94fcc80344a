import type { SignalSeries } from '@telemed/domain';
import type { ViewerEvent } from '@telemed/signals';
import { describe, expect, it } from 'vitest';
import { apneaTable, positionFigures, positionSpansOf } from './recordingFigures';

const HOUR = 3_600_000;

const event = (type: string, startSeconds: number, seconds: number): ViewerEvent => ({
  id: `${type}-${startSeconds}`,
  type,
  start: startSeconds * 1000,
  end: (startSeconds + seconds) * 1000,
  signal: 'all',
  origin: 'analysis',
});

/** A position channel as the overview answers it: 1-minute buckets from time 0. */
const positionEnvelope = (codes: (number | null)[], max = codes): SignalSeries => ({
  id: 'position',
  label: 'Body position',
  type: 'bodyPosition',
  unit: '',
  samplingRate: 1,
  kind: 'envelope',
  start: 0,
  step: 60_000,
  breaks: [],
  min: codes,
  max,
});

describe('apnea table', () => {
  it('counts each kind with its index, mean and longest duration, and their total', () => {
    const events = [
      event('APNEA_OBSTRUCTIVE', 0, 10),
      event('APNEA_OBSTRUCTIVE', 100, 30),
      event('APNEA_CENTRAL', 200, 14),
      event('HYPOPNEA', 300, 20),
      event('DESATURATION', 320, 20),
    ];
    const rows = apneaTable(events, 2);
    expect(rows.map((row) => row.type)).toEqual([
      'APNEA_OBSTRUCTIVE',
      'APNEA_CENTRAL',
      'APNEA_MIXED',
      'APNEA_NOT_CLASSIFIED',
      'HYPOPNEA',
      'total',
    ]);
    expect(rows[0]).toEqual({
      type: 'APNEA_OBSTRUCTIVE',
      count: 2,
      perHour: 1,
      meanSeconds: 20,
      longestSeconds: 30,
    });
    expect(rows[2]).toMatchObject({ count: 0, meanSeconds: null, longestSeconds: null });
    // The desaturation is not a respiratory event of the AHI.
    expect(rows.at(-1)).toMatchObject({ count: 4, perHour: 2, longestSeconds: 30 });
    expect(apneaTable(events, 0).at(-1)?.perHour).toBeNull();
  });
});

describe('body position', () => {
  it('joins consecutive minutes in one position and leaves holes where the code is unknown', () => {
    // CHEST (1) for 2 min, a gap, LEFT_SIDE (2) for 1 min, then a bucket changing to RIGHT_SIDE.
    const spans = positionSpansOf(positionEnvelope([1, 1, null, 2, 2], [1, 1, null, 2, 3]));
    expect(spans).toEqual([
      { start: 0, end: 120_000, position: 'CHEST' },
      { start: 180_000, end: 240_000, position: 'LEFT_SIDE' },
      { start: 240_000, end: 300_000, position: 'RIGHT_SIDE' },
    ]);
    expect(positionSpansOf(undefined)).toEqual([]);
    expect(positionSpansOf(positionEnvelope([9]))).toEqual([]);
  });

  it('gives the time and the AHI in each position, events counted where they start', () => {
    const spans = [
      { start: 0, end: 2 * HOUR, position: 'CHEST' as const },
      { start: 2 * HOUR, end: 4 * HOUR, position: 'LEFT_SIDE' as const },
    ];
    const events = [
      ...Array.from({ length: 30 }, (_, index) => event('APNEA_OBSTRUCTIVE', index * 200, 15)),
      ...Array.from({ length: 4 }, (_, index) => event('HYPOPNEA', 7200 + index * 600, 15)),
    ];
    const figures = positionFigures(spans, events, { start: 0, end: 4 * HOUR });
    const chest = figures.find((entry) => entry.position === 'CHEST');
    const left = figures.find((entry) => entry.position === 'LEFT_SIDE');
    expect(chest).toMatchObject({ seconds: 7200, percent: 50, eventCount: 30, ahi: 15 });
    expect(left).toMatchObject({ seconds: 7200, percent: 50, eventCount: 4, ahi: 2 });
    expect(figures.find((entry) => entry.position === 'ABDOMEN')).toMatchObject({
      seconds: 0,
      ahi: null,
    });
  });
});
