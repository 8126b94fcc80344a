import { describe, expect, it } from 'vitest';
import { detectQrs } from './detectQrs';

const RATE = 250;

/** A crude ECG: narrow R waves, broad T waves 250 ms later, and baseline wander. */
function syntheticEcg(rPeaks: number[], seconds: number, options: { tWave?: number } = {}) {
  const samples = new Float32Array(seconds * RATE);
  const gaussian = (t: number, centre: number, width: number) =>
    Math.exp(-(((t - centre) / width) ** 2) / 2);
  for (let index = 0; index < samples.length; index += 1) {
    let value = 0.2 * Math.sin((2 * Math.PI * 0.3 * index) / RATE);
    for (const peak of rPeaks) {
      if (Math.abs(index - peak) > RATE) continue;
      value += 1.2 * gaussian(index, peak, 0.012 * RATE);
      value += (options.tWave ?? 0.3) * gaussian(index, peak + 0.25 * RATE, 0.05 * RATE);
    }
    samples[index] = value;
  }
  return samples;
}

const everySecond = (count: number, first = 0.5) =>
  Array.from({ length: count }, (_, beat) => Math.round((first + beat) * RATE));

describe('detectQrs', () => {
  it('finds every R peak of a regular 60/min rhythm to within 10 ms', () => {
    const rPeaks = everySecond(30);
    const detected = Array.from(detectQrs(syntheticEcg(rPeaks, 31), RATE));
    expect(detected).toHaveLength(rPeaks.length);
    detected.forEach((sample, beat) =>
      expect(Math.abs(sample - (rPeaks[beat] as number))).toBeLessThanOrEqual(2),
    );
  });

  it('does not take tall T waves for beats', () => {
    const rPeaks = everySecond(30);
    expect(detectQrs(syntheticEcg(rPeaks, 31, { tWave: 0.9 }), RATE)).toHaveLength(30);
  });

  it('finds a beat after a pause by searching back at half threshold', () => {
    const rPeaks = everySecond(20);
    const signal = syntheticEcg(rPeaks, 21);
    // Halve the beat after a 2 s gap, so it falls below the detection threshold.
    const pauseBeat = rPeaks[12] as number;
    for (const [index] of signal.entries())
      if (Math.abs(index - pauseBeat) < 0.1 * RATE)
        signal[index] = (signal[index] as number) * 0.45;
    const detected = Array.from(detectQrs(signal, RATE));
    expect(detected.some((sample) => Math.abs(sample - pauseBeat) <= 3)).toBe(true);
    expect(detected).toHaveLength(20);
  });

  it('holds the last value over NaN gaps instead of failing', () => {
    const signal = syntheticEcg(everySecond(20), 21);
    signal.fill(Number.NaN, 5 * RATE + 200, 6 * RATE + 100);
    const detected = detectQrs(signal, RATE);
    expect(detected.length).toBeGreaterThanOrEqual(18);
    expect(detected.every((sample) => Number.isInteger(sample))).toBe(true);
  });

  it('finds nothing in a flat line or an empty signal', () => {
    expect(detectQrs(new Float32Array(10 * RATE), RATE)).toHaveLength(0);
    expect(detectQrs(new Float32Array(0), RATE)).toHaveLength(0);
  });

  it('takes named parameters and refuses a sampling rate that is not positive', () => {
    const signal = syntheticEcg(everySecond(10), 11);
    expect(detectQrs(signal, RATE, { refractorySeconds: 0.25 })).toHaveLength(10);
    expect(() => detectQrs(signal, 0)).toThrow(RangeError);
  });

  it('finds a beat the first lead hides through the second lead', () => {
    const rPeaks = everySecond(20);
    const first = syntheticEcg(rPeaks, 21);
    const second = syntheticEcg(rPeaks, 21);
    // Beat 12 is isoelectric in the first lead (its axis is perpendicular to that lead).
    const hidden = rPeaks[12] as number;
    for (let index = hidden - 0.2 * RATE; index < hidden + 0.2 * RATE; index += 1)
      first[index] = 0.2 * Math.sin((2 * Math.PI * 0.3 * index) / RATE);
    expect(detectQrs(first, RATE)).toHaveLength(19);
    const detected = Array.from(detectQrs([first, second], RATE));
    expect(detected).toHaveLength(20);
    expect(detected.some((sample) => Math.abs(sample - hidden) <= 3)).toBe(true);
  });
});
