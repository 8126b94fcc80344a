import { describe, expect, it } from 'vitest';
import { formatCovidVital } from './covidVitalsFormat';

const metric = { temperatureUnits: 'celsius', lengthUnits: 'metric' } as const;
const rates = { perMinute: '/min', beatsPerMinute: 'bpm' };

describe('formatCovidVital', () => {
  it('writes each vital with its unit, one decimal at most', () => {
    expect(formatCovidVital('spo2', 94.26, 'en-GB', metric, rates)).toBe('94.3%');
    expect(formatCovidVital('pulse', 88, 'en-GB', metric, rates)).toBe('88 bpm');
    expect(formatCovidVital('respirationRate', 22.45, 'de', metric, rates)).toBe('22,5 /min');
  });

  it('shows a temperature in the reader’s units, and a dash for no reading', () => {
    const fahrenheit = { temperatureUnits: 'fahrenheit', lengthUnits: 'metric' } as const;
    expect(formatCovidVital('temperature', 37, 'en-GB', fahrenheit, rates)).toBe('98.6 °F');
    expect(formatCovidVital('temperature', null, 'en-GB', metric, rates)).toBe('–');
  });
});
