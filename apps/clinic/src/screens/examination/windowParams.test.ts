import { describe, expect, it } from 'vitest';
import { examinationWindowPath, windowFromParams } from './windowParams';

const recording = { start: 1_000_000, end: 2_000_000 };

describe('the window in the address', () => {
  it('reads epoch milliseconds', () => {
    expect(windowFromParams('1200000', '1260000', recording)).toEqual({
      start: 1_200_000,
      end: 1_260_000,
    });
  });

  it('reads ISO instants typed by hand', () => {
    const start = Date.parse('2026-11-20T08:00:00Z');
    const around = { start: start - 60_000, end: start + 3_600_000 };
    expect(windowFromParams('2026-11-20T08:00:00Z', undefined, around)).toEqual({ start });
  });

  it('holds the window inside the recording', () => {
    expect(windowFromParams('500000', '3000000', recording)).toEqual({
      start: 1_000_000,
      end: 2_000_000,
    });
    expect(windowFromParams('2500000', undefined, recording)).toBeUndefined();
  });

  it('ignores a missing, malformed or reversed window', () => {
    expect(windowFromParams(undefined, undefined, recording)).toBeUndefined();
    expect(windowFromParams('yesterday', '1200000', recording)).toBeUndefined();
    expect(windowFromParams('1500000', '1400000', recording)).toEqual({ start: 1_500_000 });
  });

  it('writes whole milliseconds into the path', () => {
    expect(examinationWindowPath('t 1', 'e1', { start: 1_200_000.4, end: 1_260_000.6 })).toBe(
      '/clinic/t%201/examinations/e1/1200000/1260001',
    );
  });
});
