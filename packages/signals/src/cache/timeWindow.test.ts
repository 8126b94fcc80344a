import { describe, expect, it } from 'vitest';
import { preloadWindow, windowContains } from './timeWindow';

const recording = { start: 0, end: 24 * 3_600_000 };

describe('preloadWindow', () => {
  it('adds four spans on each side of the view', () => {
    expect(preloadWindow({ start: 3_600_000, end: 3_610_000 }, recording)).toEqual({
      start: 3_560_000,
      end: 3_650_000,
    });
  });

  it('never reaches outside the recording', () => {
    expect(preloadWindow({ start: 5_000, end: 15_000 }, recording)).toEqual({
      start: 0,
      end: 55_000,
    });
  });

  it('refuses an empty view', () => {
    expect(() => preloadWindow({ start: 10, end: 10 }, recording)).toThrow(RangeError);
  });
});

describe('windowContains', () => {
  it('needs no fetch for a view inside the cached window and one for a view reaching past it', () => {
    const cached = { start: 1_000, end: 9_000 };
    expect(windowContains(cached, { start: 2_000, end: 9_000 })).toBe(true);
    expect(windowContains(cached, { start: 8_000, end: 9_001 })).toBe(false);
  });
});
