import { describe, expect, it } from 'vitest';
import { tickFormatOptions, timeTicks } from './timeTicks';

describe('timeTicks', () => {
  it('picks a step at least 90 px wide and aligns ticks to it', () => {
    // 10 s over 1000 px: 10 ms per px, 900 ms wanted, so 1 s.
    expect(timeTicks(1_500, 4_200, 10)).toEqual({ step: 1_000, times: [2_000, 3_000, 4_000] });
  });

  it('aligns hours to the local clock', () => {
    const hour = 3_600_000;
    const { step, times } = timeTicks(0, 4 * hour, 60_000, 30 * 60_000);
    expect(step).toBe(2 * hour);
    expect(times).toEqual([1.5 * hour, 3.5 * hour]);
  });

  it('shows seconds and tenths only when the step needs them', () => {
    expect(tickFormatOptions(3_600_000)).not.toHaveProperty('second');
    expect(tickFormatOptions(5_000)).toHaveProperty('second', '2-digit');
    expect(tickFormatOptions(200)).toHaveProperty('fractionalSecondDigits', 1);
  });
});
