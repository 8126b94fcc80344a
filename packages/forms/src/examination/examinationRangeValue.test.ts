import { describe, expect, it } from 'vitest';
import {
  defaultRangeValue,
  rangePresets,
  toDateRange,
  toRangeValue,
  wholeMinute,
} from './examinationRangeValue';

const now = new Date('2026-11-21T10:17:42.500Z');

describe('examination range value', () => {
  it('defaults to the 24 hours before the current minute', () => {
    const range = toDateRange(defaultRangeValue(now, 'Europe/Warsaw'));
    expect(range).toEqual({
      start: new Date('2026-11-20T10:17:00.000Z'),
      end: new Date('2026-11-21T10:17:00.000Z'),
    });
  });

  it('shows the range as wall-clock time of the user', () => {
    const value = defaultRangeValue(now, 'Europe/Warsaw');
    expect(value.end.timeZone).toBe('Europe/Warsaw');
    expect([value.end.hour, value.end.minute, value.end.second]).toEqual([11, 17, 0]);
  });

  it('keeps the instants across daylight-saving changes', () => {
    // 25 October 2026: Warsaw goes back from CEST to CET at 03:00.
    const range = {
      start: new Date('2026-10-24T22:30:00Z'),
      end: new Date('2026-10-25T22:30:00Z'),
    };
    const value = toRangeValue(range, 'Europe/Warsaw');
    expect([value.start.hour, value.end.hour]).toEqual([0, 23]);
    expect(toDateRange(value)).toEqual(range);
  });

  it('cuts an instant to its minute', () => {
    expect(wholeMinute(now)).toEqual(new Date('2026-11-21T10:17:00.000Z'));
  });

  it('offers the last 24 hours, the next 8 hours and the next 14 days from the press', () => {
    let clock = now;
    const presets = rangePresets('UTC', () => clock);
    expect(presets.map((preset) => preset.id)).toEqual(['last24Hours', 'next8Hours', 'next14Days']);
    clock = new Date('2026-11-22T08:00:30Z');
    const ranges = presets.map((preset) =>
      toDateRange(typeof preset.range === 'function' ? preset.range() : preset.range),
    );
    expect(ranges).toEqual([
      { start: new Date('2026-11-21T08:00:00Z'), end: new Date('2026-11-22T08:00:00Z') },
      { start: new Date('2026-11-22T08:00:00Z'), end: new Date('2026-11-22T16:00:00Z') },
      { start: new Date('2026-11-22T08:00:00Z'), end: new Date('2026-12-06T08:00:00Z') },
    ]);
  });
});
