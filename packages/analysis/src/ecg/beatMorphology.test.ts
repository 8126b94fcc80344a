import { describe, expect, it } from 'vitest';
import { fittedAmplitude, peakToPeak } from './beatMorphology';

// A QRS-like template: a narrow positive wave between two small negative ones.
const template = Float64Array.from({ length: 80 }, (_, index) => {
  const t = index - 40;
  return Math.exp(-(t * t) / 18) - 0.25 * Math.exp(-((t + 8) * (t + 8)) / 8);
});

describe('fittedAmplitude', () => {
  it('reads a beat twice the template as twice its height, whatever its offset', () => {
    const beat = Float64Array.from(template, (value) => 2 * value + 0.7);
    expect(fittedAmplitude(beat, template)).toBeCloseTo(2 * peakToPeak(template), 6);
  });

  it('adds little for a baseline jump the window holds beside the beat', () => {
    // A 3-unit step three quarters into the window: peak to peak, the window reads over 3 units.
    const beat = Float64Array.from(template, (value, index) => value + (index >= 60 ? 3 : 0));
    expect(peakToPeak(beat)).toBeGreaterThan(3);
    expect(fittedAmplitude(beat, template)).toBeLessThan(1.5 * peakToPeak(template));
  });

  it('is 0 for a beat upside down against the template or a flat template', () => {
    const inverted = Float64Array.from(template, (value) => -value);
    expect(fittedAmplitude(inverted, template)).toBe(0);
    expect(fittedAmplitude(template, new Float64Array(80))).toBe(0);
  });
});
