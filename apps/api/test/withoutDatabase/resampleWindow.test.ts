import { describe, expect, it } from 'vitest';
import { resampleWindow, resamplingMargin } from '../../src/services/resampleWindow';

const sine = (frequency: number, rate: number, seconds: number, startTime = 0) => ({
  samples: Float32Array.from({ length: Math.round(rate * seconds) }, (_, index) =>
    Math.sin(2 * Math.PI * frequency * (startTime + index / rate)),
  ),
  sampleRate: rate,
  startTime,
});

const rms = (values: ArrayLike<number>) =>
  Math.sqrt(Array.from(values).reduce((sum, value) => sum + value * value, 0) / values.length);

describe('resampleWindow', () => {
  it('interpolates between samples when the rate goes up', () => {
    const ramp = { samples: Float32Array.from([0, 10, 20, 30]), sampleRate: 1, startTime: 5 };
    expect(Array.from(resampleWindow(ramp, 4, 5, 12))).toEqual([
      0, 2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25, 27.5,
    ]);
  });

  it('takes the edge value outside the window, and NaN from an empty one', () => {
    const ramp = { samples: Float32Array.from([1, 2]), sampleRate: 1, startTime: 0 };
    expect(Array.from(resampleWindow(ramp, 1, -2, 5))).toEqual([1, 1, 1, 2, 2]);
    const empty = { samples: new Float32Array(0), sampleRate: 1, startTime: 0 };
    expect(Number.isNaN(resampleWindow(empty, 1, 0, 1)[0])).toBe(true);
  });

  it('keeps a slow wave and damps one above the new Nyquist rate when the rate goes down', () => {
    // 2 Hz survives 500 → 50 Hz; 120 Hz (above 25 Hz) would alias into the new signal.
    const slow = resampleWindow(sine(2, 500, 4), 50, 1, 100);
    const expected = Array.from({ length: 100 }, (_, index) =>
      Math.sin(2 * Math.PI * 2 * (1 + index / 50)),
    );
    slow.forEach((value, index) => expect(value).toBeCloseTo(expected[index] ?? 0, 1));
    const fast = resampleWindow(sine(120, 500, 4), 50, 1, 100);
    expect(rms(fast)).toBeLessThan(0.25 * rms(sine(120, 500, 4).samples));
  });

  it('names the margin a window needs each side', () => {
    expect(resamplingMargin(500, 50)).toBeCloseTo(12 / 500);
    expect(resamplingMargin(100, 250)).toBeCloseTo(3 / 100);
  });
});
