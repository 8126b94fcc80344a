import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('draws uniform values in [0, 1) with mean 1/2 and normal values with the asked moments', () => {
    const random = createRandom(1);
    const uniform = Array.from({ length: 20_000 }, random.next);
    expect(Math.min(...uniform)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniform)).toBeLessThan(1);
    expect(uniform.reduce((sum, value) => sum + value, 0) / uniform.length).toBeCloseTo(0.5, 2);
    const normal = Array.from({ length: 20_000 }, () => random.gaussian(3, 2));
    const mean = normal.reduce((sum, value) => sum + value, 0) / normal.length;
    const variance = normal.reduce((sum, value) => sum + (value - mean) ** 2, 0) / normal.length;
    expect(mean).toBeCloseTo(3, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(2, 1);
  });

  it('keeps integers within both bounds and reaches each', () => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => random.integer(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});
