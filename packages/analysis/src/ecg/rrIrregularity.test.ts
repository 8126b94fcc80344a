import { describe, expect, it } from 'vitest';
import { createRandom } from '../synthetic/random';
import { RrIrregularity } from './rrIrregularity';

const irregularityOf = (intervals: readonly number[]) => {
  const measure = new RrIrregularity();
  for (const interval of intervals) measure.push(interval);
  return measure.value();
};

describe('RrIrregularity', () => {
  it('reads 0 until eight differences were seen', () => {
    expect(irregularityOf([0.8, 0.5, 1.1, 0.6, 0.9, 0.7, 1.0, 0.6])).toBe(0);
  });

  it('stays low in sinus rhythm with an ectopic beat among the last eight intervals', () => {
    // 0.8 s cycles with 2 % jitter; a premature beat (0.5 s) and its pause (1.1 s).
    const intervals = [0.8, 0.81, 0.79, 0.8, 0.82, 0.5, 1.1, 0.8, 0.81, 0.79];
    expect(irregularityOf(intervals)).toBeLessThan(0.06);
  });

  it('reads high when ectopic beats come every few beats (three large differences each)', () => {
    const intervals = [0.8, 0.81, 0.79, 0.5, 1.1, 0.8, 0.82, 0.5, 1.1, 0.79];
    expect(irregularityOf(intervals)).toBeGreaterThan(0.06);
  });

  it('reads above 0.06 in atrial fibrillation (intervals spread by 22 %)', () => {
    const random = createRandom(5);
    const intervals = Array.from({ length: 40 }, () => 0.65 * (1 + random.gaussian(0, 0.22)));
    expect(irregularityOf(intervals)).toBeGreaterThan(0.06);
  });
});
