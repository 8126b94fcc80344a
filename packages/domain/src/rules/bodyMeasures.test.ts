import { describe, expect, it } from 'vitest';
import { ageInYears, bodyMassIndex, feetAndInches, poundsOf } from './bodyMeasures';

describe('body measures', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageInYears('1961-04-12', new Date('2026-04-11T23:59:59Z'))).toBe(64);
    expect(ageInYears('1961-04-12', new Date('2026-04-12T00:00:00Z'))).toBe(65);
    expect(ageInYears('2000-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(25);
    expect(ageInYears('2000-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(26);
  });

  it('gives the BMI to one decimal, none without both measures', () => {
    expect(bodyMassIndex(180, 81)).toBe(25);
    expect(bodyMassIndex(165, 72.5)).toBe(26.6);
    expect(bodyMassIndex(null, 80)).toBeNull();
    expect(bodyMassIndex(170, null)).toBeNull();
  });

  it('shows heights in feet and inches and weights in pounds', () => {
    expect(feetAndInches(180)).toEqual({ feet: 5, inches: 11 });
    expect(feetAndInches(182.9)).toEqual({ feet: 6, inches: 0 });
    expect(poundsOf(80)).toBe(176.4);
  });
});
