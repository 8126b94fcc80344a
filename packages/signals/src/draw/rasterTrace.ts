import type { TimeWindow } from '../cache/timeWindow';
import { pointCount } from '../model/segments';
import type { SignalSegment } from '../model/signalData';
import type { TraceScales } from './drawTrace';

/**
 * Receives one vertical run of trace pixels: a device pixel column and the least and greatest y
 * (device px, fractional) it covers. Columns arrive left to right.
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
 * Turns a segment into vertical runs of device pixel columns, the way full-disclosure ECG screens
 * draw, so the trace is one connected line one pixel wide:
 * - raw samples: each column spans the least and greatest sample in it, stretched to the last
 *   sample of the column before; between two samples further apart than a pixel, each column (and
 *   the halves of the two columns holding the samples) takes its share of the straight line
 *   joining them;
 * - min/max buckets: a bucket spans its least to greatest value in the column where it starts
 *   and in every further column whose left edge it covers (merged where several buckets start in
 *   one column), stretched to touch the run of the column before.
 * A missing point (NaN) breaks the line. `scales` map to device pixels and must be affine (a time
 * scale and an amplitude mapping are): the loop steps by their slopes instead of calling them per
 * point. Only points inside `window` (and one on each side, so the line enters and leaves the
 * view) are visited. A column may receive more than one run.
 */
export function rasterSegment(
  segment: SignalSegment,
  window: TimeWindow,
  scales: TraceScales,
  sink: SpanSink,
): void {
  const from = Math.max(0, Math.floor((window.start - segment.start) / segment.step));
  const to = Math.min(
    pointCount(segment),
    Math.floor((window.end - segment.start) / segment.step) + 2,
  );
  const affine = {
    x0: scales.x(segment.start),
    xStep: scales.x(segment.start + segment.step) - scales.x(segment.start),
    y0: scales.y(0),
    yStep: scales.y(1) - scales.y(0),
  };
  if (segment.kind === 'samples') rasterSamples(segment.values, from, to, affine, sink);
  else rasterBuckets(segment.min, segment.max, from, to, affine, sink);
}

/** A segment's scales as slopes: x of point `i` is `x0 + i × xStep`, y of a value `y0 + v × yStep`. */
interface Affine {
  x0: number;
  xStep: number;
  y0: number;
  yStep: number;
}

function rasterSamples(
  values: ArrayLike<number>,
  from: number,
  to: number,
  { x0, xStep, y0, yStep }: Affine,
  sink: SpanSink,
) {
  let column = Number.NaN;
  let top = 0;
  let bottom = 0;
  // The previous sample: its y and column (NaN after a break or before the first).
  let lastY = Number.NaN;
  let lastColumn = Number.NaN;
  for (let index = from; index < to; index += 1) {
    const value = at(values, index);
    if (Number.isNaN(value)) {
      if (!Number.isNaN(column)) sink(column, top, bottom);
      column = lastY = Number.NaN;
      continue;
    }
    const yValue = y0 + value * yStep;
    const next = Math.floor(x0 + index * xStep);
    if (next === column) {
      if (yValue < top) top = yValue;
      if (yValue > bottom) bottom = yValue;
    } else {
      if (!Number.isNaN(column)) sink(column, top, bottom);
      let entry = lastY;
      if (!Number.isNaN(lastY) && next > lastColumn + 1) {
        // The straight line from the last sample: half a column on each end, whole ones between.
        const slope = (yValue - lastY) / (next - lastColumn);
        const runOf = (fromY: number, toY: number) =>
          fromY < toY ? ([fromY, toY] as const) : ([toY, fromY] as const);
        sink(lastColumn, ...runOf(lastY, lastY + slope / 2));
        for (let between = lastColumn + 1; between < next; between += 1)
          sink(
            between,
            ...runOf(
              lastY + slope * (between - lastColumn - 0.5),
              lastY + slope * (between - lastColumn + 0.5),
            ),
          );
        entry = yValue - slope / 2;
      }
      column = next;
      top = Number.isNaN(entry) ? yValue : Math.min(yValue, entry);
      bottom = Number.isNaN(entry) ? yValue : Math.max(yValue, entry);
    }
    lastY = yValue;
    lastColumn = next;
  }
  if (!Number.isNaN(column)) sink(column, top, bottom);
}

function rasterBuckets(
  lows: ArrayLike<number>,
  highs: ArrayLike<number>,
  from: number,
  to: number,
  { x0, xStep, y0, yStep }: Affine,
  sink: SpanSink,
) {
  // Plain locals, no closure over them: V8 boxes a number a closure writes, an allocation per
  // column (a third of a megabyte a frame, and the garbage collector's pauses with it).
  let column = Number.NaN;
  let top = 0;
  let bottom = 0;
  // The run of the column before (NaN after a break or before the first).
  let exitTop = Number.NaN;
  let exitBottom = Number.NaN;
  // One step past the last bucket, as a break: the column under way is emitted.
  for (let index = from; index <= to; index += 1) {
    const low = index < to ? at(lows, index) : Number.NaN;
    const high = index < to ? at(highs, index) : Number.NaN;
    if (Number.isNaN(low) || Number.isNaN(high)) {
      if (!Number.isNaN(column)) sink(column, top, bottom);
      column = exitTop = exitBottom = Number.NaN;
      continue;
    }
    const yLow = y0 + low * yStep;
    const yHigh = y0 + high * yStep;
    const runTop = Math.min(yLow, yHigh);
    const runBottom = Math.max(yLow, yHigh);
    const first = Math.floor(x0 + index * xStep);
    const last = Math.max(first, Math.floor(x0 + (index + 1) * xStep) - 1);
    for (let next = first; next <= last; next += 1) {
      if (next === column) {
        if (runTop < top) top = runTop;
        if (runBottom > bottom) bottom = runBottom;
        continue;
      }
      if (!Number.isNaN(column)) {
        sink(column, top, bottom);
        exitTop = top;
        exitBottom = bottom;
      }
      column = next;
      top = runTop;
      bottom = runBottom;
      // Touch the run before, so a jump between columns stays a line.
      if (bottom < exitTop) bottom = exitTop;
      if (top > exitBottom) top = exitBottom;
    }
  }
}
