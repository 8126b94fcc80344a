import type { SignalSeries } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { positionSpansOf } from './positionSpans';

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
});
