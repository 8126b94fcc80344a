import type { TimeWindow } from '../cache/timeWindow';
import { pointCount } from '../model/segments';
import type { SignalSegment } from '../model/signalData';

/** The part of a 2D context the trace drawing uses, so tests can record the path. */
export type PathContext = Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo'>;

/** Maps a time (epoch ms) to an x position and a value (as sent) to a y position, CSS px. */
export interface TraceScales {
  x(time: number): number;
  y(value: number): number;
}

/** The value at `index`, NaN past the end (the trace then skips it rather than inventing 0). */
function at(values: ArrayLike<number>, index: number): number {
  return values[index] ?? Number.NaN;
}

function firstIndexFrom(segment: SignalSegment, time: number): number {
  return Math.max(0, Math.floor((time - segment.start) / segment.step));
}

/**
 * Adds one segment to the current path: a polyline while points are at least a pixel apart,
 * otherwise the least and greatest value of each pixel column joined by a vertical stroke, so no
 * column gets more than four points however many samples fall in it (leeoniya/uPlot
 * `src/paths/linear.js`). Only points inside `window` (and one on each side) are visited.
 */
export function traceSegment(
  ctx: PathContext,
  segment: SignalSegment,
  window: TimeWindow,
  { x, y }: TraceScales,
): void {
  const count = pointCount(segment);
  const from = firstIndexFrom(segment, window.start);
  const to = Math.min(count, firstIndexFrom(segment, window.end) + 2);
  if (to <= from) return;
  const pxPerPoint = Math.abs(x(segment.start + segment.step) - x(segment.start));
  if (segment.kind === 'samples' && pxPerPoint >= 1) {
    let drawing = false;
    for (let index = from; index < to; index += 1) {
      const value = at(segment.values, index);
      // A missing sample (NaN) breaks the line rather than bridging it with a straight one.
      if (Number.isNaN(value)) drawing = false;
      else if (drawing) ctx.lineTo(x(segment.start + index * segment.step), y(value));
      else {
        ctx.moveTo(x(segment.start + index * segment.step), y(value));
        drawing = true;
      }
    }
    return;
  }
  const lows = segment.kind === 'samples' ? segment.values : segment.min;
  const highs = segment.kind === 'samples' ? segment.values : segment.max;
  let column = Math.round(x(segment.start + from * segment.step));
  let low = at(lows, from);
  let high = at(highs, from);
  let entry = segment.kind === 'samples' ? low : undefined;
  let exit = entry;
  let started = false;
  let last = Number.NaN;
  const point = (value: number) => {
    if (Number.isNaN(value)) {
      started = false;
      return;
    }
    // A point equal to the one before adds nothing to the column's stroke (as uPlot skips them).
    if (value === last && started) return;
    last = value;
    if (started) ctx.lineTo(column, y(value));
    else ctx.moveTo(column, y(value));
    started = true;
  };
  const flush = () => {
    last = Number.NaN;
    if (entry !== undefined) point(entry);
    point(low);
    point(high);
    if (entry !== undefined) point(exit ?? high);
  };
  for (let index = from + 1; index < to; index += 1) {
    const next = Math.round(x(segment.start + index * segment.step));
    if (next !== column) {
      flush();
      column = next;
      low = at(lows, index);
      high = at(highs, index);
      entry = segment.kind === 'samples' ? low : undefined;
    } else {
      // A missing point (NaN) in a column with others leaves the column to them.
      const least = at(lows, index);
      const greatest = at(highs, index);
      if (Number.isNaN(low) || least < low) low = least;
      if (Number.isNaN(high) || greatest > high) high = greatest;
    }
    exit = segment.kind === 'samples' ? at(lows, index) : undefined;
  }
  flush();
}

/** The windows between consecutive segments, where the recording has no data (drawn as breaks). */
export function gapsBetween(segments: readonly SignalSegment[]): TimeWindow[] {
  const gaps: TimeWindow[] = [];
  segments.forEach((segment, index) => {
    const previous = segments[index - 1];
    if (!previous) return;
    const end = previous.start + pointCount(previous) * previous.step;
    if (segment.start > end) gaps.push({ start: end, end: segment.start });
  });
  return gaps;
}

/** Least and greatest value (as sent) of the points inside `window`, or undefined if none. */
export function visibleRange(
  segments: readonly SignalSegment[],
  window: TimeWindow,
): [number, number] | undefined {
  let low = Infinity;
  let high = -Infinity;
  for (const segment of segments) {
    const from = Math.max(0, Math.ceil((window.start - segment.start) / segment.step));
    const to = Math.min(
      pointCount(segment),
      Math.ceil((window.end - segment.start) / segment.step),
    );
    const lows = segment.kind === 'samples' ? segment.values : segment.min;
    const highs = segment.kind === 'samples' ? segment.values : segment.max;
    for (let index = from; index < to; index += 1) {
      // Comparisons pass over missing (NaN) points, which Math.min would spread.
      const least = at(lows, index);
      const greatest = at(highs, index);
      if (least < low) low = least;
      if (greatest > high) high = greatest;
    }
  }
  return low <= high ? [low, high] : undefined;
}
