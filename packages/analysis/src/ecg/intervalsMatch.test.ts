import { describe, expect, it } from 'vitest';
import { intervalsMatch } from './intervalsMatch';

describe('intervalsMatch', () => {
  it('matches intervals that differ by less than a quarter of their mean (OSEA RRMatch)', () => {
    expect(intervalsMatch(0.8, 0.8)).toBe(true);
    expect(intervalsMatch(0.8, 0.98)).toBe(true);
    expect(intervalsMatch(0.98, 0.8)).toBe(true);
    // 0.2 apart, mean 0.9: a quarter of it is 0.225.
    expect(intervalsMatch(0.8, 1.0)).toBe(true);
    // 0.25 apart, mean 0.925: a quarter of it is 0.23.
    expect(intervalsMatch(0.8, 1.05)).toBe(false);
    expect(intervalsMatch(0.5, 0.8)).toBe(false);
  });
});
