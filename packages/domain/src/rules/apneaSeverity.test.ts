import { describe, expect, it } from 'vitest';
import { apneaSeverity } from './apneaSeverity';

describe('apneaSeverity', () => {
  it('grades sleep apnea by the AASM thresholds', () => {
    expect([0, 4.9, 5, 14.9, 15, 29.9, 30, 80].map(apneaSeverity)).toEqual([
      'none',
      'none',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'severe',
      'severe',
    ]);
  });
});
