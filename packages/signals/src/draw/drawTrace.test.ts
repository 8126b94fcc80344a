import { describe, expect, it } from 'vitest';
import type { SignalSegment } from '../model/signalData';
import { gapsBetween, traceSegment, visibleRange } from './drawTrace';

function recordPath() {
  const calls: [string, number, number][] = [];
  return {
    calls,
    ctx: {
      moveTo: (x: number, y: number) => void calls.push(['moveTo', x, y]),
      lineTo: (x: number, y: number) => void calls.push(['lineTo', x, y]),
    },
  };
}

const identity = { x: (time: number) => time, y: (value: number) => value };

describe('traceSegment', () => {
  it('draws sparse samples as a polyline through every visible point', () => {
    const { ctx, calls } = recordPath();
    const segment: SignalSegment = { kind: 'samples', start: 0, step: 10, values: [1, 2, 3, 4, 5] };
    traceSegment(ctx, segment, { start: 10, end: 30 }, identity);
    expect(calls).toEqual([
      ['moveTo', 10, 2],
      ['lineTo', 20, 3],
      ['lineTo', 30, 4],
      ['lineTo', 40, 5],
    ]);
  });

  it('reduces dense samples to at most four points per pixel column', () => {
    const { ctx, calls } = recordPath();
    // 10 000 samples over 100 px: 100 per column.
    const values = Array.from({ length: 10_000 }, (_, index) => Math.sin(index / 7));
    const segment: SignalSegment = { kind: 'samples', start: 0, step: 1, values };
    traceSegment(ctx, segment, { start: 0, end: 10_000 }, { x: (t) => t / 100, y: (v) => v });
    const perColumn = new Map<number, number>();
    for (const [, x] of calls) perColumn.set(x, (perColumn.get(x) ?? 0) + 1);
    expect(Math.max(...perColumn.values())).toBeLessThanOrEqual(4);
    expect(perColumn.size).toBe(101);
    expect(Math.min(...calls.map(([, , y]) => y))).toBeCloseTo(-1, 3);
  });

  it('breaks the line at missing samples instead of bridging them', () => {
    const { ctx, calls } = recordPath();
    const values = [1, 2, Number.NaN, Number.NaN, 5, 6];
    const sparse: SignalSegment = { kind: 'samples', start: 0, step: 10, values };
    traceSegment(ctx, sparse, { start: 0, end: 60 }, identity);
    expect(calls).toEqual([
      ['moveTo', 0, 1],
      ['lineTo', 10, 2],
      ['moveTo', 40, 5],
      ['lineTo', 50, 6],
    ]);
    const dense: SignalSegment = { kind: 'envelope', start: 0, step: 1, min: values, max: values };
    const path = recordPath();
    traceSegment(path.ctx, dense, { start: 0, end: 6 }, identity);
    expect(path.calls.map(([call]) => call)).toEqual(['moveTo', 'lineTo', 'moveTo', 'lineTo']);
  });

  it('adds no point equal to the one before in a column', () => {
    const { ctx, calls } = recordPath();
    const segment: SignalSegment = {
      kind: 'samples',
      start: 0,
      step: 1,
      values: Array(400).fill(3),
    };
    traceSegment(ctx, segment, { start: 0, end: 400 }, { x: (t) => t / 100, y: (v) => v });
    // Four columns of a flat line: one point each.
    expect(calls).toHaveLength(5);
  });

  it('draws an envelope as the min and max of each bucket', () => {
    const { ctx, calls } = recordPath();
    const segment: SignalSegment = {
      kind: 'envelope',
      start: 0,
      step: 1,
      min: [-1, -2],
      max: [1, 2],
    };
    traceSegment(ctx, segment, { start: 0, end: 2 }, { x: (t) => t * 0.4, y: (v) => v });
    expect(calls).toEqual([
      ['moveTo', 0, -2],
      ['lineTo', 0, 2],
    ]);
  });
});

describe('gapsBetween', () => {
  it('finds the time between segments that do not touch', () => {
    const segments: SignalSegment[] = [
      { kind: 'samples', start: 0, step: 10, values: [0, 0] },
      { kind: 'samples', start: 20, step: 10, values: [0] },
      { kind: 'samples', start: 100, step: 10, values: [0] },
    ];
    expect(gapsBetween(segments)).toEqual([{ start: 30, end: 100 }]);
  });
});

describe('visibleRange', () => {
  it('spans only the points inside the window', () => {
    const segments: SignalSegment[] = [
      { kind: 'envelope', start: 0, step: 10, min: [-9, -1, -2], max: [9, 1, 3] },
    ];
    expect(visibleRange(segments, { start: 10, end: 30 })).toEqual([-2, 3]);
    expect(visibleRange(segments, { start: 50, end: 60 })).toBeUndefined();
    const withGap: SignalSegment[] = [
      { kind: 'samples', start: 0, step: 10, values: [2, Number.NaN, -4] },
    ];
    expect(visibleRange(withGap, { start: 0, end: 30 })).toEqual([-4, 2]);
  });
});
