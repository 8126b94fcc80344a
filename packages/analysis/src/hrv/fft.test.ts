import { describe, expect, it } from 'vitest';
import { createRandom } from '../synthetic/random';
import { fftInPlace, isPowerOfTwo, nextPowerOfTwo } from './fft';

function naiveDft(real: Float64Array, imaginary: Float64Array) {
  const length = real.length;
  const outRe = new Float64Array(length);
  const outIm = new Float64Array(length);
  for (let k = 0; k < length; k += 1) {
    for (let n = 0; n < length; n += 1) {
      const angle = (-2 * Math.PI * k * n) / length;
      outRe[k]! += real[n]! * Math.cos(angle) - imaginary[n]! * Math.sin(angle);
      outIm[k]! += real[n]! * Math.sin(angle) + imaginary[n]! * Math.cos(angle);
    }
  }
  return { outRe, outIm };
}

describe('fftInPlace', () => {
  it.each([1, 2, 4, 8, 64, 256])(
    'matches a naive DFT of random complex data of length %i',
    (length) => {
      const random = createRandom(length);
      const real = Float64Array.from({ length }, () => random.gaussian());
      const imaginary = Float64Array.from({ length }, () => random.gaussian());
      const { outRe, outIm } = naiveDft(real, imaginary);
      fftInPlace(real, imaginary);
      for (let k = 0; k < length; k += 1) {
        expect(real[k]).toBeCloseTo(outRe[k]!, 9);
        expect(imaginary[k]).toBeCloseTo(outIm[k]!, 9);
      }
    },
  );

  it('puts a cosine of 3 cycles into bins 3 and N−3 with half the length each', () => {
    const length = 32;
    const real = Float64Array.from({ length }, (_, n) => Math.cos((2 * Math.PI * 3 * n) / length));
    const imaginary = new Float64Array(length);
    fftInPlace(real, imaginary);
    expect(real[3]).toBeCloseTo(16, 9);
    expect(real[29]).toBeCloseTo(16, 9);
    expect(Math.hypot(real[5]!, imaginary[5]!)).toBeCloseTo(0, 9);
  });

  it('refuses lengths that are not powers of two', () => {
    expect(() => fftInPlace(new Float64Array(12), new Float64Array(12))).toThrow(RangeError);
    expect(isPowerOfTwo(12)).toBe(false);
    expect(nextPowerOfTwo(1200)).toBe(2048);
  });
});
