import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping } from '../draw/amplitude';
import { pxPerMillivolt } from './paperScale';
import { displayValueToY, niceStep, valueAxisOf } from './valueAxis';

describe('niceStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.3)).toBeCloseTo(0.5, 12);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.2)).toBe(2);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(23)).toBe(50);
  });
});

describe('valueAxisOf', () => {
  it('gives a calibrated ECG a 1 mV bar as long as the calibration says', () => {
    const ecg = { type: 'ecg' as const, unit: 'V' };
    const mapping = amplitudeMapping(ecg, DEFAULT_CHANNEL_SETTINGS, 128, 10, undefined);
    expect(valueAxisOf(mapping, 128, 'ecg')).toEqual({
      kind: 'bar',
      value: 1,
      length: pxPerMillivolt(10),
    });
  });

  it('labels round SpO₂ values inside the track, none at its edges', () => {
    const spo2 = { type: 'spo2' as const, unit: '%' };
    const mapping = amplitudeMapping(spo2, DEFAULT_CHANNEL_SETTINGS, 100, 10, [96, 97]);
    const axis = valueAxisOf(mapping, 100, 'spo2');
    expect(axis).toEqual({ kind: 'ticks', values: [90, 95, 100], fractionDigits: 0 });
    for (const value of axis.kind === 'ticks' ? axis.values : []) {
      const y = displayValueToY(mapping, 50, value);
      expect(y).toBeGreaterThanOrEqual(7);
      expect(y).toBeLessThanOrEqual(93);
    }
  });

  it('labels whole degrees over a steady temperature (its least span is 2 °C)', () => {
    const temperature = { type: 'other' as const, unit: '°C', signal: 'temperature' as const };
    const mapping = amplitudeMapping(temperature, DEFAULT_CHANNEL_SETTINGS, 100, 10, [36.5, 36.6]);
    const axis = valueAxisOf(mapping, 100, 'temperature');
    expect(axis).toEqual({ kind: 'ticks', values: [36, 37], fractionDigits: 0 });
  });

  it('labels a small range in arbitrary units with decimals', () => {
    const flow = { type: 'flow' as const, unit: 'a.u.' };
    const mapping = amplitudeMapping(flow, DEFAULT_CHANNEL_SETTINGS, 100, 10, [-0.3, 0.3]);
    expect(valueAxisOf(mapping, 100, 'airflow')).toEqual({
      kind: 'ticks',
      values: [-0.2, 0, 0.2],
      fractionDigits: 1,
    });
  });

  it('labels every body position code', () => {
    const position = { type: 'position' as const, unit: '' };
    const mapping = amplitudeMapping(position, DEFAULT_CHANNEL_SETTINGS, 88, 10, [1, 1]);
    expect(valueAxisOf(mapping, 88, 'bodyPosition')).toEqual({
      kind: 'ticks',
      values: [0, 1, 2, 3, 4],
      fractionDigits: 0,
    });
  });
});
