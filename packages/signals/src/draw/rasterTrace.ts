import type { TimeWindow } from '../cache/timeWindow';
import { pointCount } from '../model/segments';
import type { SignalSegment } from '../model/signalData';
import type { TraceScales } from './drawTrace';

/**
 * Receives one vertical run of trace pixels: a device pixel column and the least and greatest y
 * (device px, fractional) it covers. Columns arrive left to right, each once per segment.
 */
export type SpanSink = (column: number, top: number, bottom: number) => void;

function at(values: ArrayLike<number>, index: number): number {
  return values[index] ?? Number.NaN;
}

/**
 * Whether {@link rasterSegment} draws `segment` in view: always for min/max buckets (each is a
 * vertical run by nature), and for raw samples closer than a device pixel. Samples further apart
 * are a polyline with few points, which the canvas strokes antialiased at little cost.
 */
export function rastersSegment(segment: SignalSegment, { x }: Pick<TraceScales, 'x'>): boolean {
  return (
    segment.kind === 'envelope' || Math.abs(x(segment.start + segment.step) - x(segment.start)) < 1
  );
}

/**
 * Turns a segment into one vertical run per device pixel column, the way full-disclosure ECG
 * screens draw: each column spans the least and greatest value of the points in it, stretched to
 * meet the column before, so the trace stays one connected line one pixel wide; a column between
 * two points further apart than a pixel takes its share of the straight line joining them. A
 * missing point (NaN) breaks the line. `scales` map to device pixels and must be affine (a time
 * scale and an amplitude mapping are): the loop steps by their slopes instead of calling them per
 * point. Only points inside `window` (and one on each side, so the line enters and leaves the
 * view) are visited.
 */
export function rasterSegment(
  segment: SignalSegment,
  window: TimeWindow,
  { x, y }: TraceScales,
  sink: SpanSink,
): void {
  const count = pointCount(segment);
  const from = Math.max(0, Math.floor((window.start - segment.start) / segment.step));
  const to = Math.min(count, Math.floor((window.end - segment.start) / segment.step) + 2);
  const lows = segment.kind === 'samples' ? segment.values : segment.min;
  const highs = segment.kind === 'samples' ? segment.values : segment.max;
  const samples = segment.kind === 'samples';
  const x0 = x(segment.start);
  const xStep = x(segment.start + segment.step) - x0;
  const y0 = y(0);
  const yStep = y(1) - y0;
  // The column being gathered, and the run it covers so far.
  let column = Number.NaN;
  let top = 0;
  let bottom = 0;
  // Where the line leaves the previous column (a sample's y, or a bucket's run), NaN after a break.
  let exitTop = Number.NaN;
  let exitBottom = Number.NaN;
  let exitColumn = Number.NaN;
  for (let index = from; index < to; index += 1) {
    const low = at(lows, index);
    const high = at(highs, index);
    if (Number.isNaN(low) || Number.isNaN(high)) {
      if (!Number.isNaN(column)) sink(column, top, bottom);
      column = exitTop = exitBottom = Number.NaN;
      continue;
    }
    const yLow = y0 + low * yStep;
    const yHigh = y0 + high * yStep;
    const pointTop = yLow < yHigh ? yLow : yHigh;
    const pointBottom = yLow < yHigh ? yHigh : yLow;
    const next = Math.floor(x0 + index * xStep);
    if (next === column) {
      if (pointTop < top) top = pointTop;
      if (pointBottom > bottom) bottom = pointBottom;
    } else {
      if (!Number.isNaN(column)) {
        sink(column, top, bottom);
        exitColumn = column;
      }
      column = next;
      top = pointTop;
      bottom = pointBottom;
      if (!Number.isNaN(exitTop)) {
        // Meet the previous column: join across the columns between, then touch its run.
        const skipped = column - exitColumn - 1;
        const fromY = Math.min(Math.max((top + bottom) / 2, exitTop), exitBottom);
        const toY = Math.min(Math.max(fromY, top), bottom);
        const slope = (toY - fromY) / (skipped + 1);
        for (let step = 1; step <= skipped; step += 1) {
          const left = fromY + slope * (step - 0.5);
          const right = fromY + slope * (step + 0.5);
          sink(exitColumn + step, Math.min(left, right), Math.max(left, right));
        }
        const entry = skipped > 0 ? toY - slope / 2 : fromY;
        if (entry < top) top = entry;
        if (entry > bottom) bottom = entry;
      }
    }
    if (samples) exitTop = exitBottom = yLow;
    else {
      exitTop = top;
      exitBottom = bottom;
    }
  }
  if (!Number.isNaN(column)) sink(column, top, bottom);
}
