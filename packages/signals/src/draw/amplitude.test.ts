import { describe, expect, it } from 'vitest';
import { pxPerMillivolt } from '../scales/paperScale';
import { DEFAULT_CHANNEL_SETTINGS, amplitudeMapping, valueToY } from './amplitude';

const ecg = { type: 'ecg' as const, unit: 'V' };

describe('amplitudeMapping', () => {
  it('draws 1 mV of ECG sent in volts as 10 mm at 10 mm/mV, above the middle', () => {
    const mapping = amplitudeMapping(ecg, DEFAULT_CHANNEL_SETTINGS, 200, 10, [-0.002, 0.002]);
    const y = valueToY(mapping, 100);
    expect(100 - y(0.001)).toBeCloseTo(pxPerMillivolt(10), 9);
    expect(mapping.unit).toBe('mV');
  });

  it('flips the trace when the polarity is reversed', () => {
    const mapping = amplitudeMapping(ecg, { reversed: true, gain: 1 }, 200, 20, undefined);
    expect(valueToY(mapping, 100)(0.001) - 100).toBeCloseTo(pxPerMillivolt(20), 9);
  });

  it('fits a channel without calibration to its visible range', () => {
    const spo2 = { type: 'spo2' as const, unit: '%' };
    const mapping = amplitudeMapping(spo2, DEFAULT_CHANNEL_SETTINGS, 100, 10, [90, 100]);
    const y = valueToY(mapping, 50);
    expect(y(100) - y(90)).toBeCloseTo(-85, 9);
    expect(y(95)).toBe(50);
  });

  it('uses the fitted range and gain over the calibration once fitted', () => {
    const mapping = amplitudeMapping(
      ecg,
      { reversed: false, gain: 2, fitted: [-1, 1] },
      100,
      10,
      undefined,
    );
    expect(mapping.calibrated).toBe(false);
    expect(mapping.pxPerUnit).toBeCloseTo(85, 9);
  });
});
