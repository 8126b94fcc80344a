import { SIGNAL_TYPES } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { displayUnitOf } from '../model/displayUnits';
import { CLINICAL_RANGES, clinicalScaleRange, signalKindOf } from './clinicalRanges';

const percent = displayUnitOf({ type: 'spo2', unit: '%' });

describe('CLINICAL_RANGES', () => {
  it('has a range for every signal type of the API, none with a negative span', () => {
    for (const type of SIGNAL_TYPES)
      expect(CLINICAL_RANGES[type].minSpan).toBeGreaterThanOrEqual(0);
  });
});

describe('clinicalScaleRange', () => {
  it('keeps a range wider than the least span as it is', () => {
    expect(clinicalScaleRange([80, 98], CLINICAL_RANGES.spo2, percent)).toEqual([80, 98]);
  });

  it('widens a 1 % SpO₂ step to 10 %, never above 100 %', () => {
    expect(clinicalScaleRange([90, 91], CLINICAL_RANGES.spo2, percent)).toEqual([85.5, 95.5]);
    expect(clinicalScaleRange([96, 97], CLINICAL_RANGES.spo2, percent)).toEqual([90, 100]);
    expect(clinicalScaleRange([99, 100], CLINICAL_RANGES.spo2, percent)).toEqual([90, 100]);
  });

  it('widens 0.1 °C of temperature to 2 °C, and to 3.6 °F in Fahrenheit', () => {
    const celsius = displayUnitOf({ type: 'other', unit: '°C' });
    const [low, high] = clinicalScaleRange([36.6, 36.7], CLINICAL_RANGES.temperature, celsius)!;
    expect(high - low).toBeCloseTo(2, 9);
    expect((low + high) / 2).toBeCloseTo(36.65, 9);
    const fahrenheit = displayUnitOf({ type: 'other', unit: '°C' }, 'fahrenheit');
    const [fLow, fHigh] = clinicalScaleRange(
      [97.9, 98.1],
      CLINICAL_RANGES.temperature,
      fahrenheit,
    )!;
    expect(fHigh - fLow).toBeCloseTo(3.6, 9);
  });

  it('never moves a value in view out of the range, even past the limits', () => {
    const [low, high] = clinicalScaleRange([100, 104], CLINICAL_RANGES.spo2, percent)!;
    expect(low).toBeLessThanOrEqual(100);
    expect(high).toBeGreaterThanOrEqual(104);
  });

  it('shows every body position code whatever is in view', () => {
    const codes = displayUnitOf({ type: 'position', unit: '' });
    expect(clinicalScaleRange([2, 2], CLINICAL_RANGES.bodyPosition, codes)).toEqual([0, 4]);
    expect(clinicalScaleRange(undefined, CLINICAL_RANGES.bodyPosition, codes)).toEqual([0, 4]);
  });

  it('fits signals in arbitrary units to what is in view', () => {
    const au = displayUnitOf({ type: 'flow', unit: 'a.u.' });
    expect(clinicalScaleRange([-0.2, 0.3], CLINICAL_RANGES.airflow, au)).toEqual([-0.2, 0.3]);
    expect(clinicalScaleRange(undefined, CLINICAL_RANGES.airflow, au)).toBeUndefined();
  });
});

describe('signalKindOf', () => {
  it("takes the API's signal type, else the one of the drawing type", () => {
    expect(signalKindOf({ type: 'other', signal: 'temperature' })).toBe('temperature');
    expect(signalKindOf({ type: 'position' })).toBe('bodyPosition');
    expect(signalKindOf({ type: 'flow' })).toBe('airflow');
  });
});
