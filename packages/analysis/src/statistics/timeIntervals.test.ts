import { describe, expect, it } from 'vitest';
import {
  createIntervalCursor,
  mergeIntervals,
  overlapSeconds,
  subtractIntervals,
  totalSeconds,
} from './timeIntervals';

const span = (startSeconds: number, endSeconds: number) => ({ startSeconds, endSeconds });

describe('time intervals', () => {
  it('merges overlapping and touching intervals and drops empty ones', () => {
    expect(
      mergeIntervals([span(10, 20), span(0, 5), span(15, 30), span(30, 31), span(40, 40)]),
    ).toEqual([span(0, 5), span(10, 31)]);
    expect(totalSeconds([span(0, 5), span(10, 31)])).toBe(26);
  });

  it('subtracts holes from spans', () => {
    expect(subtractIntervals([span(0, 100)], [span(10, 20), span(50, 60), span(95, 120)])).toEqual([
      span(0, 10),
      span(20, 50),
      span(60, 95),
    ]);
  });

  it('measures overlap with merged intervals', () => {
    expect(overlapSeconds(span(15, 55), [span(10, 20), span(50, 60)])).toBe(10);
  });

  it('answers membership for increasing and repeated times', () => {
    const inside = createIntervalCursor([span(10, 20), span(30, 40)]);
    expect([5, 10, 19.9, 20, 35, 40].map(inside)).toEqual([false, true, true, false, true, false]);
    expect(inside(12)).toBe(true);
  });
});
