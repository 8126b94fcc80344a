import { scaleLinear } from 'd3-scale';
import type { ScaleLinear } from 'd3-scale';
import type { TimeWindow } from '../cache/timeWindow';

/**
 * The time scale of a view: epoch ms of `view` onto `[0, width]` CSS px, a d3 `scaleLinear` (time
 * as plain numbers: the viewer's clock labels need a time zone, which d3's `scaleTime` lacks).
 */
export function timeScale(view: TimeWindow, width: number): ScaleLinear<number, number> {
  return scaleLinear().domain([view.start, view.end]).range([0, width]);
}

/**
 * A linear d3 scale as a bare `r0 + (v − d0) × slope`, for loops over thousands of points per frame: the same
 * mapping without d3's per-call interpolator dispatch (uPlot `src/uPlot.js` keeps its `valToPos`
 * to one multiply-add for the same reason).
 */
export function affineOf(scale: ScaleLinear<number, number>): (value: number) => number {
  const [d0 = 0, d1 = 1] = scale.domain();
  const [r0 = 0, r1 = 1] = scale.range();
  return affine(d0, d1, r0, r1);
}

/**
 * `affineOf(timeScale(view, width))` without building the d3 scale first, which a pan would do
 * on every frame.
 */
export function viewScale(view: TimeWindow, width: number): (value: number) => number {
  return affine(view.start, view.end, 0, width);
}

function affine(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  const slope = (r1 - r0) / (d1 - d0);
  // Relative to the domain start: epoch ms times a slope would lose the sub-pixel digits.
  return (value) => r0 + (value - d0) * slope;
}
