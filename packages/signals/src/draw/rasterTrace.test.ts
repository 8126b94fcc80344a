import { describe, expect, it } from 'vitest';
import type { SignalSegment } from '../model/signalData';
import { rasterSegment, rastersSegment } from './rasterTrace';

type Span = [column: number, top: number, bottom: number];

function spansOf(
  segment: SignalSegment,
  window: { start: number; end: number },
  x = (time: number) => time,
  y = (value: number) => value,
): Span[] {
  const spans: Span[] = [];
  rasterSegment(segment, window, { x, y }, (column, top, bottom) =>
    spans.push([column, top, bottom]),
  );
  return spans;
}

describe('rasterSegment', () => {
  it('gives each pixel column the least and greatest sample in it, joined to the column before', () => {
    // Four samples per pixel column.
    const values = [0, 5, 2, 1, 9, 9, 8, 7, 3, 3, 3, 3];
    const segment: SignalSegment = { kind: 'samples', start: 0, step: 1, values };
    const spans = spansOf(segment, { start: 0, end: 12 }, (time) => time / 4);
    expect(spans).toEqual([
      [0, 0, 5],
      // From the last sample of column 0 (1) to the greatest of column 1 (9).
      [1, 1, 9],
      [2, 3, 7],
    ]);
  });

  it('joins the buckets of an envelope so the trace never breaks between columns', () => {
    const segment: SignalSegment = {
      kind: 'envelope',
      start: 0,
      step: 1,
      min: [0, 10, 2],
      max: [1, 12, 3],
    };
    expect(spansOf(segment, { start: 0, end: 3 })).toEqual([
      [0, 0, 1],
      // Reaches down to the top of the run before (1).
      [1, 1, 12],
      // Already touches the run before (which joins 1 to 12): nothing to add.
      [2, 2, 3],
    ]);
  });

  it('fills every column a bucket wider than a pixel covers, joined to the next bucket', () => {
    const segment: SignalSegment = {
      kind: 'envelope',
      start: 0,
      step: 4,
      min: [0, 8],
      max: [1, 9],
    };
    expect(spansOf(segment, { start: 0, end: 7 })).toEqual([
      [0, 0, 1],
      [1, 0, 1],
      [2, 0, 1],
      [3, 0, 1],
      // The jump from the first bucket's run up to the second's.
      [4, 1, 9],
      [5, 8, 9],
      [6, 8, 9],
      [7, 8, 9],
    ]);
  });

  it('draws the straight line between samples further apart than a pixel, with no hole', () => {
    const segment: SignalSegment = { kind: 'samples', start: 0, step: 4, values: [0, 40] };
    const spans = spansOf(segment, { start: 0, end: 4 });
    // The first sample's column, its half of the line, three columns between, the last column.
    expect(spans.map(([column]) => column)).toEqual([0, 0, 1, 2, 3, 4]);
    expect(spans[2]).toEqual([1, 5, 15]);
    expect(spans.at(-1)).toEqual([4, 35, 40]);
    // Each column starts at most one pixel row below where the one before ends.
    for (let index = 1; index < spans.length; index += 1)
      expect(Math.floor(spans[index]![1])).toBeLessThanOrEqual(
        Math.floor(spans[index - 1]![2]) + 1,
      );
  });

  it('breaks the line at a missing value instead of bridging it', () => {
    const segment: SignalSegment = {
      kind: 'samples',
      start: 0,
      step: 1,
      values: [0, Number.NaN, 10],
    };
    expect(spansOf(segment, { start: 0, end: 3 })).toEqual([
      [0, 0, 0],
      [2, 10, 10],
    ]);
  });

  it('visits only the window and one point on each side', () => {
    const values = Array.from({ length: 1_000 }, (_, index) => index);
    const segment: SignalSegment = { kind: 'samples', start: 0, step: 1, values };
    const columns = spansOf(segment, { start: 500, end: 510 }).map(([column]) => column);
    expect(columns[0]).toBe(500);
    expect(columns.at(-1)).toBe(511);
  });

  it('follows the scales, whatever their direction (a reversed channel)', () => {
    const segment: SignalSegment = { kind: 'samples', start: 100, step: 10, values: [1, 3] };
    const spans = spansOf(
      segment,
      { start: 100, end: 110 },
      (time) => (time - 100) / 10,
      (value) => 50 - value * 10,
    );
    expect(spans).toEqual([
      [0, 40, 40],
      [1, 20, 40],
    ]);
  });
});

describe('rastersSegment', () => {
  it('rasters envelopes and dense samples, leaving samples a pixel or more apart to the canvas', () => {
    const samples: SignalSegment = { kind: 'samples', start: 0, step: 4, values: [0, 1] };
    const envelope: SignalSegment = { kind: 'envelope', start: 0, step: 4, min: [0], max: [1] };
    expect(rastersSegment(samples, { x: (time) => time / 8 })).toBe(true);
    expect(rastersSegment(samples, { x: (time) => time / 4 })).toBe(false);
    expect(rastersSegment(envelope, { x: (time) => time })).toBe(true);
  });
});
