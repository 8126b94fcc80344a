import { describe, expect, it } from 'vitest';
import { createRandom } from '../synthetic/random';
import { hrvFrequencyDomain } from './frequencyDomain';
import { extractNnIntervals } from './nnIntervals';
import { resampleCubicSpline } from './resampleCubicSpline';
import { beatsFromRr } from './testBeats';
import { welchPowerSpectrum } from './welchPowerSpectrum';

const AMPLITUDE_MS = 40;
const modulated = (frequency: number) => (seconds: number) =>
  900 + AMPLITUDE_MS * Math.sin(2 * Math.PI * frequency * seconds);
/** A sinusoid of amplitude A carries a power of A²/2. */
const SINE_POWER = AMPLITUDE_MS ** 2 / 2;

function spectrumOf(durationSeconds: number, rrAt: (seconds: number) => number) {
  const series = extractNnIntervals(beatsFromRr(durationSeconds, rrAt), 1000);
  const result = hrvFrequencyDomain(series);
  if (!result) throw new Error('expected a spectrum');
  return result;
}

describe('hrvFrequencyDomain', () => {
  it('puts RR modulated at 0.1 Hz into LF', () => {
    const result = spectrumOf(300, modulated(0.1));
    expect(result.lf).toBeGreaterThan(0.85 * SINE_POWER);
    expect(result.lf).toBeLessThan(1.1 * SINE_POWER);
    expect(result.hf).toBeLessThan(0.02 * SINE_POWER);
    expect(result.lfNu).toBeGreaterThan(95);
  });

  it('puts RR modulated at 0.25 Hz (breathing) into HF', () => {
    const result = spectrumOf(300, modulated(0.25));
    expect(result.hf).toBeGreaterThan(0.85 * SINE_POWER);
    expect(result.hf).toBeLessThan(1.1 * SINE_POWER);
    expect(result.lf).toBeLessThan(0.02 * SINE_POWER);
    expect(result.lfHfRatio).toBeLessThan(0.05);
  });

  it('splits two oscillations between LF and HF by their powers over 24 hours', () => {
    const rrAt = (seconds: number) =>
      900 + 30 * Math.sin(2 * Math.PI * 0.1 * seconds) + 15 * Math.sin(2 * Math.PI * 0.3 * seconds);
    const result = spectrumOf(24 * 3600, rrAt);
    expect(result.spectrum.segmentCount).toBeGreaterThan(600);
    expect(result.lfHfRatio).toBeGreaterThan(3.4);
    expect(result.lfHfRatio).toBeLessThan(4.6);
    expect(result.totalPower).toBeCloseTo(result.vlf + result.lf + result.hf, 9);
  });

  it('finds no power in constant intervals', () => {
    const result = spectrumOf(300, () => 1000);
    expect(result.totalPower).toBeLessThan(1e-9);
    expect(result.lfHfRatio).toBeNull();
  });

  it('refuses recordings shorter than 2 minutes', () => {
    const series = extractNnIntervals(
      beatsFromRr(90, () => 800),
      1000,
    );
    expect(hrvFrequencyDomain(series)).toBeNull();
  });
});

describe('welchPowerSpectrum', () => {
  it('keeps the variance of white noise (Parseval)', () => {
    const random = createRandom(7);
    const noise = Float64Array.from({ length: 8192 }, () => random.gaussian(0, 3));
    const spectrum = welchPowerSpectrum(noise, 4, 512);
    const power = spectrum.density.reduce((sum, value) => sum + value * spectrum.resolution, 0);
    expect(power).toBeGreaterThan(9 * 0.9);
    expect(power).toBeLessThan(9 * 1.1);
  });
});

describe('resampleCubicSpline', () => {
  it('reproduces a cubic-free line exactly and passes through the knots', () => {
    const times = Float64Array.of(0, 0.7, 1.5, 3);
    const values = Float64Array.from(times, (time) => 2 * time + 1);
    const resampled = resampleCubicSpline(times, values, 4);
    expect(resampled).toHaveLength(13);
    resampled.forEach((value, index) => expect(value).toBeCloseTo(2 * (index / 4) + 1, 12));
  });
});
