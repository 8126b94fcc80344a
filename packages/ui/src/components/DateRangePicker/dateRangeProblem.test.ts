import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from './dateRangeProblem';

const at = (day: number, hour: number, minute = 0) =>
  new CalendarDateTime(2026, 3, day, hour, minute);

describe('dateRangeProblem', () => {
  it('accepts a range whose start precedes its end', () => {
    expect(dateRangeProblem({ start: at(8, 10), end: at(9, 10) })).toBeNull();
  });

  it('accepts no range unless one is required', () => {
    expect(dateRangeProblem(null)).toBeNull();
    expect(dateRangeProblem(null, { isRequired: true })).toBe('empty');
    expect(dateRangeProblem({ start: at(8, 10), end: null })).toBe('empty');
  });

  it('refuses a start equal to or after the end, to the minute', () => {
    expect(dateRangeProblem({ start: at(9, 10, 30), end: at(9, 10, 30) })).toBe(
      'startNotBeforeEnd',
    );
    expect(dateRangeProblem({ start: at(9, 11), end: at(9, 10, 59) })).toBe('startNotBeforeEnd');
  });

  it('refuses ends outside the limits', () => {
    const options = { minValue: at(1, 0), maxValue: at(9, 10, 30) };
    expect(dateRangeProblem({ start: at(8, 10), end: at(9, 10, 31) }, options)).toBe('afterMax');
    expect(dateRangeProblem({ start: at(8, 10), end: at(9, 10, 30) }, options)).toBeNull();
    expect(
      dateRangeProblem({ start: new CalendarDateTime(2026, 2, 28, 23, 0), end: at(2, 0) }, options),
    ).toBe('beforeMin');
  });
});
