/** A linear map from a domain interval to a range interval, like d3-scale's `scaleLinear`. */
export interface LinearScale {
  (value: number): number;
  /** The domain value drawn at `position`. */
  invert(position: number): number;
  readonly domain: readonly [number, number];
  readonly range: readonly [number, number];
}

/**
 * Maps `domain` onto `range` linearly (d3-scale `src/linear.js` without ticks or clamping); a
 * degenerate domain maps everything to the middle of the range.
 */
export function linearScale(domain: [number, number], range: [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const ratio = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const middle = (r0 + r1) / 2;
  const scale = (value: number) => (ratio === 0 ? middle : r0 + (value - d0) * ratio);
  scale.invert = (position: number) => (ratio === 0 ? d0 : d0 + (position - r0) / ratio);
  scale.domain = [d0, d1] as const;
  scale.range = [r0, r1] as const;
  return scale;
}
