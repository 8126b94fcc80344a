import { describe, expect, it } from 'vitest';
import { displayUnitOf, displayValue } from './displayUnits';

describe('displayUnitOf', () => {
  it('shows ECG volts as millivolts, multiplied by 1000', () => {
    expect(displayUnitOf({ type: 'ecg', unit: 'V' })).toEqual({
      factor: 1000,
      offset: 0,
      unit: 'mV',
    });
  });

  it('keeps ECG already in millivolts and other channels as sent', () => {
    expect(displayUnitOf({ type: 'ecg', unit: 'mV' })).toEqual({
      factor: 1,
      offset: 0,
      unit: 'mV',
    });
    expect(displayUnitOf({ type: 'spo2', unit: '%' })).toEqual({ factor: 1, offset: 0, unit: '%' });
  });

  it('writes the ASCII spellings of EDF units with their symbols', () => {
    expect(displayUnitOf({ type: 'other', unit: 'degC' }).unit).toBe('°C');
    expect(displayUnitOf({ type: 'other', unit: 'uV' }).unit).toBe('µV');
    expect(displayUnitOf({ type: 'pulse', unit: 'bpm' }).unit).toBe('bpm');
  });

  it('shows Celsius as Fahrenheit (x × 1.8 + 32) for a user who prefers it', () => {
    const unit = displayUnitOf({ type: 'other', unit: '°C' }, 'fahrenheit');
    expect(unit.unit).toBe('°F');
    expect(displayValue(37, unit)).toBeCloseTo(98.6, 9);
    expect(displayValue(0, unit)).toBe(32);
    // Only temperatures: a pulse stays in bpm whatever the preference.
    expect(displayUnitOf({ type: 'pulse', unit: 'bpm' }, 'fahrenheit').unit).toBe('bpm');
    expect(displayUnitOf({ type: 'other', unit: 'degC' }, 'celsius').unit).toBe('°C');
  });
});
