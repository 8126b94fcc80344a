import { describe, expect, it } from 'vitest';
import { ageMaximalHeartRate, karvonenHeartRate, trainingHeartRate } from './trainingHeartRate';

describe('the training heart rate', () => {
  it('reproduces the textbook Karvonen example: HRmax 180, HRrest 70, 50 % and 85 % of the reserve', () => {
    // (180 − 70) × 0.50 + 70 = 125 and (180 − 70) × 0.85 + 70 = 163.5 (Karvonen 1957, as ACSM's
    // Guidelines work it through for a 40-year-old).
    expect(karvonenHeartRate({ restingHeartRate: 70, maximalHeartRate: 180, fraction: 0.5 })).toBe(
      125,
    );
    expect(
      karvonenHeartRate({ restingHeartRate: 70, maximalHeartRate: 180, fraction: 0.85 }),
    ).toBeCloseTo(163.5, 10);
  });

  it('predicts the maximal heart rate by Tanaka: 180 at 40 years, 166 at 60', () => {
    expect(ageMaximalHeartRate(40)).toBe(180);
    expect(ageMaximalHeartRate(60)).toBe(166);
  });

  it('trains at 60 % of the reserve, whole beats', () => {
    // 70 + 0.6 × (180 − 70) = 136; at 65 years and 80 at rest: 80 + 0.6 × (162.5 − 80) = 129.5 → 130.
    expect(trainingHeartRate({ ageYears: 40, restingHeartRate: 70 })).toBe(136);
    expect(trainingHeartRate({ ageYears: 65, restingHeartRate: 80 })).toBe(130);
  });

  it('is unknown without age or resting rate, or without a reserve', () => {
    expect(trainingHeartRate({ ageYears: null, restingHeartRate: 70 })).toBeNull();
    expect(trainingHeartRate({ ageYears: 40, restingHeartRate: null })).toBeNull();
    expect(trainingHeartRate({ ageYears: 90, restingHeartRate: 150 })).toBeNull();
  });
});
