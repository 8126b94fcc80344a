import { describe, expect, it } from 'vitest';
import {
  defaultExaminationRange,
  examinationRangePresets,
  validateExaminationRange,
} from './examinationRange';

const now = new Date('2026-11-21T10:00:00Z');

describe('examination range', () => {
  it('defaults to the last 24 hours', () => {
    expect(defaultExaminationRange(now)).toEqual({
      start: new Date('2026-11-20T10:00:00Z'),
      end: now,
    });
  });

  it('offers next 8 hours and next 14 days starting now', () => {
    const presets = examinationRangePresets(now);
    expect(presets.next8Hours.end).toEqual(new Date('2026-11-21T18:00:00Z'));
    expect(presets.next14Days.end).toEqual(new Date('2026-12-05T10:00:00Z'));
  });

  it('requires a complete range', () => {
    expect(validateExaminationRange(null)).toBe('RANGE_IS_EMPTY');
    expect(validateExaminationRange({ start: now })).toBe('RANGE_IS_EMPTY');
  });

  it('refuses a range whose start equals its end', () => {
    expect(validateExaminationRange({ start: now, end: new Date(now) })).toBe(
      'START_DATE_DIFFERENT_THAN_END_DATE',
    );
  });

  it('refuses a start after the end, and an end past the picker maximum', () => {
    const earlier = new Date(now.getTime() - 1000);
    expect(validateExaminationRange({ start: now, end: earlier })).toBe('START_AFTER_END');
    expect(validateExaminationRange({ start: earlier, end: now }, { max: earlier })).toBe(
      'AFTER_MAX',
    );
    expect(validateExaminationRange({ start: earlier, end: now }, { max: now })).toBeNull();
  });
});
