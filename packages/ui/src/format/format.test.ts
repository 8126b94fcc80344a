import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds } from './dateTime';
import { formatDuration } from './duration';
import { convertMeasurement, formatMeasurement, temperatureSymbol } from './units';

describe('formatDuration', () => {
  it('writes hours, minutes and seconds as hh h mm min ss s', () => {
    expect(formatDuration(3_723_000)).toBe('01 h 02 min 03 s');
  });

  it('keeps counting hours past a day and drops milliseconds', () => {
    expect(formatDuration(26 * 3_600_000 + 59_999)).toBe('26 h 00 min 59 s');
  });

  it('shows zero for negative durations and uses the given unit labels', () => {
    expect(formatDuration(-5000, { hours: 'ώ', minutes: 'λ', seconds: 'δ' })).toBe(
      '00 ώ 00 λ 00 δ',
    );
  });
});

describe('formatDateTime', () => {
  it('writes DD/MM/YYYY HH:mm on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-09T19:05:00Z', 'UTC')).toBe('09/03/2026 19:05');
  });

  it('shows the moment in the given time zone', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'Europe/Warsaw')).toBe('01/01/2027 00:30');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('01/01/2026 00:00');
  });

  it('writes seconds too where minutes are too coarse, beside the minutes’ format', () => {
    expect(formatDateTimeSeconds('2026-03-09T19:05:07Z', 'UTC')).toBe('09/03/2026 19:05:07');
    expect(formatDateTime('2026-03-09T19:05:07Z', 'UTC')).toBe('09/03/2026 19:05');
  });

  it('formats dates alone and rejects invalid input', () => {
    expect(formatDate('1984-11-02T00:00:00Z', 'UTC')).toBe('02/11/1984');
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});

describe('units', () => {
  const metric = { temperatureUnits: 'celsius', lengthUnits: 'metric' } as const;
  const imperial = { temperatureUnits: 'fahrenheit', lengthUnits: 'imperial' } as const;

  it('converts Celsius to Fahrenheit as x*1.8+32', () => {
    const fever = convertMeasurement('temperature', 37, imperial);
    expect(fever.value).toBeCloseTo(98.6, 10);
    expect(fever.unit).toBe('°F');
    expect(convertMeasurement('temperature', -40, imperial).value).toBeCloseTo(-40);
  });

  it('keeps metric values for metric users', () => {
    expect(convertMeasurement('weight', 70, metric)).toEqual({ value: 70, unit: 'kg' });
    expect(convertMeasurement('height', 180, metric)).toEqual({ value: 180, unit: 'cm' });
  });

  it('converts kilograms to pounds and centimetres to feet for imperial users', () => {
    expect(convertMeasurement('weight', 70, imperial).value).toBeCloseTo(154.32, 2);
    expect(convertMeasurement('height', 182.88, imperial).value).toBeCloseTo(6, 5);
  });

  it('writes the temperature symbol as a degree sign and the upper-cased first letter', () => {
    expect(temperatureSymbol('celsius')).toBe('°C');
    expect(temperatureSymbol('fahrenheit')).toBe('°F');
  });

  it('formats in the locale with at most one decimal', () => {
    expect(formatMeasurement('temperature', 37, imperial, 'en-GB')).toBe('98.6 °F');
    expect(formatMeasurement('temperature', 36.65, metric, 'pl')).toBe('36,7 °C');
    expect(formatMeasurement('weight', 70, imperial, 'de')).toBe('154,3 lbs');
  });
});
