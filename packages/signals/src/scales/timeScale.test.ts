import { describe, expect, it } from 'vitest';
import { affineOf, timeScale, viewScale } from './timeScale';

describe('timeScale', () => {
  it('maps the view onto the width and inverts, as d3 does', () => {
    const scale = timeScale({ start: 1_000, end: 11_000 }, 1_000);
    expect(scale(6_000)).toBe(500);
    expect(scale.invert(250)).toBe(3_500);
  });

  it('turns into the same mapping as a multiply-add', () => {
    const scale = timeScale({ start: 1_700_000_000_000, end: 1_700_000_010_000 }, 1_920);
    const affine = affineOf(scale);
    for (const time of [1_700_000_000_000, 1_700_000_003_333, 1_700_000_012_000])
      expect(affine(time)).toBeCloseTo(scale(time), 6);
  });

  it('is built straight from a view as the same mapping', () => {
    const view = { start: 1_700_000_000_000, end: 1_700_000_010_000 };
    const scale = timeScale(view, 1_920);
    const direct = viewScale(view, 1_920);
    for (const time of [1_699_999_999_000, 1_700_000_000_000, 1_700_000_003_333, 1_700_000_010_000])
      expect(direct(time)).toBeCloseTo(scale(time), 6);
    // A view of no length maps everything to the middle, as a d3 scale with an empty domain.
    expect(viewScale({ start: 5, end: 5 }, 100)(7)).toBe(50);
  });
});
