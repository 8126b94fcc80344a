import { describe, expect, it } from 'vitest';
import { ECG_STRIP_MS, eventStripWindow, STRIP_MAX_MM } from './eventStripWindows';

const recording = { start: 0, end: 3_600_000 };

describe('eventStripWindow', () => {
  it('shows an ECG event for 6 s from a second before it, at 25 mm/s', () => {
    expect(eventStripWindow({ start: 60_000, end: 60_120 }, recording, true)).toEqual({
      window: { start: 59_000, end: 59_000 + ECG_STRIP_MS },
      paperSpeed: 25,
    });
  });

  it('keeps the strip inside the recording', () => {
    expect(eventStripWindow({ start: 500, end: 620 }, recording, true).window.start).toBe(0);
    expect(eventStripWindow({ start: 3_599_000, end: 3_599_900 }, recording, true).window).toEqual({
      start: 3_600_000 - ECG_STRIP_MS,
      end: 3_600_000,
    });
  });

  it('shows another event with 10 s either side, at most 2 minutes, as wide as the paper allows', () => {
    const apnea = eventStripWindow({ start: 600_000, end: 630_000 }, recording, false);
    expect(apnea.window).toEqual({ start: 590_000, end: 640_000 });
    expect(apnea.paperSpeed).toBeCloseTo(STRIP_MAX_MM / 50);
    const long = eventStripWindow({ start: 600_000, end: 900_000 }, recording, false);
    expect(long.window.end - long.window.start).toBe(120_000);
  });
});
