import { describe, expect, it } from 'vitest';
import { bandPass } from './bandPass';

const RATE = 360;
const tone = (hz: number, seconds = 4) =>
  Array.from({ length: seconds * RATE }, (_, index) => Math.sin((2 * Math.PI * hz * index) / RATE));
const rmsOfMiddle = (signal: Float64Array) => {
  const middle = signal.subarray(RATE, signal.length - RATE);
  return Math.sqrt(middle.reduce((sum, value) => sum + value * value, 0) / middle.length);
};

describe('bandPass', () => {
  it('passes most of the QRS band and rejects baseline wander and mains hum', () => {
    expect(rmsOfMiddle(bandPass(tone(9), RATE, 5, 15))).toBeGreaterThan(0.5);
    expect(rmsOfMiddle(bandPass(tone(0.5), RATE, 5, 15))).toBeLessThan(0.001);
    expect(rmsOfMiddle(bandPass(tone(60), RATE, 5, 15))).toBeLessThan(0.01);
  });

  it('removes a DC offset without ringing at the start', () => {
    const filtered = bandPass(new Array<number>(RATE).fill(3), RATE, 5, 15);
    expect(Math.max(...filtered.map(Math.abs))).toBeLessThan(1e-9);
  });

  it('keeps a symmetric pulse where it was (zero phase)', () => {
    const pulse = Array.from({ length: RATE }, (_, index) => Math.exp(-(((index - 180) / 5) ** 2)));
    const filtered = bandPass(pulse, RATE, 5, 15);
    const peak = filtered.indexOf(Math.max(...filtered));
    expect(peak).toBe(180);
  });
});
