import { describe, expect, it } from 'vitest';
import { assessSignalQuality, SAMPLE_STATUS, type SignalQualityCriteria } from './signalQuality';

const pulseCriteria: SignalQualityCriteria = {
  minimum: 30,
  maximum: 200,
  maximumChangePerSecond: 10,
  jumpGuardSeconds: 2,
  flatlineSeconds: 10,
  flatlineTolerance: 0,
};

/** A 1 Hz pulse gently alternating around 70 bpm, never the same value twice in a row. */
function steadyPulse(seconds: number): Float32Array {
  return Float32Array.from({ length: seconds }, (_, index) => 70 + (index % 2) + (index % 3));
}

describe('assessSignalQuality', () => {
  it('finds a clean channel fully usable', () => {
    const quality = assessSignalQuality(steadyPulse(600), 1, pulseCriteria);
    expect(quality.score).toBe(1);
    expect(quality.validFraction).toBe(1);
    expect(quality.validSeconds).toBe(600);
    expect(quality.usable.every((flag) => flag === 1)).toBe(true);
  });

  it('counts missing readings apart from quality', () => {
    const samples = steadyPulse(100);
    samples.fill(Number.NaN, 0, 40);
    const quality = assessSignalQuality(samples, 1, pulseCriteria);
    expect(quality.missingFraction).toBeCloseTo(0.4);
    expect(quality.presentSeconds).toBe(60);
    expect(quality.score).toBe(1);
    expect(quality.status[0]).toBe(SAMPLE_STATUS.MISSING);
  });

  it('rejects out-of-range readings such as the oximeter no-reading code 0', () => {
    const samples = steadyPulse(100);
    samples.fill(0, 50, 75);
    const quality = assessSignalQuality(samples, 1, pulseCriteria);
    expect(quality.outOfRangeFraction).toBeCloseTo(0.25);
    expect(quality.status[60]).toBe(SAMPLE_STATUS.OUT_OF_RANGE);
    expect(quality.usable[60]).toBe(0);
  });

  it('marks a frozen sensor once the run of equal values reaches the flatline time', () => {
    const samples = steadyPulse(100);
    samples.fill(88, 20, 29); // 9 s: allowed
    samples.fill(91, 50, 65); // 15 s: frozen
    const quality = assessSignalQuality(samples, 1, {
      ...pulseCriteria,
      jumpGuardSeconds: 0,
      maximumChangePerSecond: Infinity,
    });
    expect(quality.status[25]).toBe(SAMPLE_STATUS.USABLE);
    expect(quality.status[55]).toBe(SAMPLE_STATUS.FLATLINE);
    expect(quality.flatlineFraction).toBeCloseTo(0.15);
  });

  it('marks a step faster than physiology with its guard band', () => {
    const samples = steadyPulse(100);
    samples[50] = 160;
    const quality = assessSignalQuality(samples, 1, pulseCriteria);
    // Both edges of the spike (49-50 and 50-51) are steps; each is guarded by 2 s.
    for (let index = 47; index <= 53; index += 1)
      expect(quality.status[index]).toBe(SAMPLE_STATUS.JUMP);
    expect(quality.status[46]).toBe(SAMPLE_STATUS.USABLE);
    expect(quality.status[54]).toBe(SAMPLE_STATUS.USABLE);
    expect(quality.score).toBeCloseTo(0.93);
  });

  it('compares readings across a gap over the time the gap lasted', () => {
    // A 1/60 Hz thermometer: 0.2 °C between readings two minutes apart is physiological.
    const samples = Float32Array.from([36.8, 36.9, Number.NaN, 37.1, 37.0, 36.9]);
    const quality = assessSignalQuality(samples, 1 / 60, {
      minimum: 30,
      maximum: 43,
      maximumChangePerSecond: 0.005,
      jumpGuardSeconds: 300,
      flatlineSeconds: Infinity,
      flatlineTolerance: 0,
    });
    expect(quality.jumpFraction).toBe(0);
    expect(quality.score).toBe(1);
  });

  it('gives score 0 when nothing was recorded', () => {
    const quality = assessSignalQuality(new Float32Array(10).fill(Number.NaN), 1, pulseCriteria);
    expect(quality.score).toBe(0);
    expect(quality.presentSeconds).toBe(0);
  });

  it('refuses a non-positive rate', () => {
    expect(() => assessSignalQuality([1, 2], 0, pulseCriteria)).toThrow(RangeError);
  });
});
