import { describe, expect, it } from 'vitest';
import { holterPageAfterKey, holterPageAround, holterRows } from './holterRows';

const recording = { start: 0, end: 24 * 3_600_000 };

describe('Holter rows', () => {
  it('cuts the default one-minute page into five 12 s rows', () => {
    const rows = holterRows(60_000, recording);
    expect(rows.map((row) => row.window)).toEqual([
      { start: 60_000, end: 72_000 },
      { start: 72_000, end: 84_000 },
      { start: 84_000, end: 96_000 },
      { start: 96_000, end: 108_000 },
      { start: 108_000, end: 120_000 },
    ]);
  });

  it('leaves out rows past the end of the recording and cuts the last one', () => {
    const rows = holterRows(0, { start: 0, end: 30_000 }, 4, 40_000);
    expect(rows.map((row) => row.window)).toEqual([
      { start: 0, end: 10_000 },
      { start: 10_000, end: 20_000 },
      { start: 20_000, end: 30_000 },
    ]);
  });

  it('moves by a row with arrows and a page with Page Down, never past the last page', () => {
    expect(holterPageAfterKey('ArrowDown', 0, recording)).toBe(12_000);
    expect(holterPageAfterKey('PageDown', 0, recording)).toBe(60_000);
    expect(holterPageAfterKey('PageUp', 0, recording)).toBe(0);
    expect(holterPageAfterKey('End', 0, recording)).toBe(recording.end - 60_000);
    expect(holterPageAfterKey('PageDown', recording.end - 60_000, recording)).toBe(
      recording.end - 60_000,
    );
    expect(holterPageAfterKey('x', 0, recording)).toBeUndefined();
  });

  it('opens the page whose middle row holds a chosen time, inside the recording', () => {
    // 12 s rows: 130 s is in the row from 120 s, which is the middle (third) row from 96 s.
    expect(holterPageAround(130_000, recording)).toBe(96_000);
    expect(holterPageAround(5_000, recording)).toBe(0);
    expect(holterPageAround(recording.end - 1, recording)).toBe(recording.end - 60_000);
  });
});
