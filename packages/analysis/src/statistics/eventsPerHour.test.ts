import { describe, expect, it } from 'vitest';
import { eventsPerHour } from './eventsPerHour';

describe('eventsPerHour', () => {
  it('gives AHI 15 for 105 respiratory events in 7 hours', () => {
    expect(eventsPerHour(105, 7 * 3_600_000)).toBe(15);
  });

  it('has no index when nothing was analysed', () => {
    expect(eventsPerHour(3, 0)).toBeNull();
  });

  it('refuses negative counts and durations', () => {
    expect(() => eventsPerHour(-1, 1000)).toThrow(RangeError);
    expect(() => eventsPerHour(1, -1000)).toThrow(RangeError);
  });
});
