import { describe, expect, it } from 'vitest';
import { displayUnitOf } from './displayUnits';

describe('displayUnitOf', () => {
  it('shows ECG volts as millivolts, multiplied by 1000', () => {
    expect(displayUnitOf({ type: 'ecg', unit: 'V' })).toEqual({ factor: 1000, unit: 'mV' });
  });

  it('keeps ECG already in millivolts and other channels as sent', () => {
    expect(displayUnitOf({ type: 'ecg', unit: 'mV' })).toEqual({ factor: 1, unit: 'mV' });
    expect(displayUnitOf({ type: 'spo2', unit: '%' })).toEqual({ factor: 1, unit: '%' });
  });

  it('writes the ASCII spellings of EDF units with their symbols', () => {
    expect(displayUnitOf({ type: 'other', unit: 'degC' })).toEqual({ factor: 1, unit: '°C' });
    expect(displayUnitOf({ type: 'other', unit: 'uV' })).toEqual({ factor: 1, unit: 'µV' });
    expect(displayUnitOf({ type: 'pulse', unit: 'bpm' })).toEqual({ factor: 1, unit: 'bpm' });
  });
});
