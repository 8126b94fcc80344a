import { describe, expect, it } from 'vitest';
import { maskSaturation } from './saturation';

describe('maskSaturation', () => {
  const options = { min: -10, max: 10, minSamples: 3 };

  it('makes runs at either rail missing, and leaves short touches and the signal', () => {
    const samples = Float32Array.from([0.5, -10, -10, -10, -10, 0.25, 10, 10, 0.75, 10, 10, 10]);
    const masked = maskSaturation(samples, options);
    expect(Array.from(masked)).toEqual([
      0.5,
      NaN,
      NaN,
      NaN,
      NaN,
      0.25,
      10,
      10,
      0.75,
      NaN,
      NaN,
      NaN,
    ]);
    // The input is not changed.
    expect(samples[1]).toBe(-10);
  });

  it('answers the input itself when nothing is saturated', () => {
    const samples = Float32Array.from([0.1, 0.2, -9.9, 9.9]);
    expect(maskSaturation(samples, options)).toBe(samples);
  });

  it('leaves the upper end alone when only the lower one means no reading', () => {
    const samples = Float32Array.from([97, 0, 0, 100, 100, 100]);
    const masked = maskSaturation(samples, { min: 0, max: 100, minSamples: 1, ends: 'lower' });
    expect(Array.from(masked)).toEqual([97, NaN, NaN, 100, 100, 100]);
  });
});
