/*
 * A patient's age and body measures as screens and reports show them: stored metric (cm, kg),
 * shown in the user's length units (imperial: feet and inches, pounds).
 */

const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;
const KG_PER_POUND = 0.45359237;

/**
 * Whole years from a `YYYY-MM-DD` birth date to an instant, in UTC.
 *
 * @example
 * ageInYears('1961-04-12', new Date('2026-04-11T12:00:00Z')); // 64
 */
export function ageInYears(dateOfBirth: string, at: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const hadBirthday =
    at.getUTCMonth() + 1 > month || (at.getUTCMonth() + 1 === month && at.getUTCDate() >= day);
  return at.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/**
 * Body mass index, kg / m² (WHO), to one decimal; null without both measures.
 *
 * @example
 * bodyMassIndex(180, 81); // 25
 */
export function bodyMassIndex(heightCm: number | null, weightKg: number | null): number | null {
  if (!heightCm || !weightKg) return null;
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}

/**
 * A height in whole feet and inches, the inches rounded (an even 12 carries to the feet).
 *
 * @example
 * feetAndInches(180); // { feet: 5, inches: 11 }
 */
export function feetAndInches(heightCm: number): { feet: number; inches: number } {
  const totalInches = Math.round(heightCm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

/**
 * A weight in pounds, to one decimal.
 *
 * @example
 * poundsOf(80); // 176.4
 */
export function poundsOf(weightKg: number): number {
  return Math.round(exactPoundsOf(weightKg) * 10) / 10;
}

/** A weight in pounds, unrounded (for a figure formatted later). */
export function exactPoundsOf(weightKg: number): number {
  return weightKg / KG_PER_POUND;
}

/**
 * A height in feet, unrounded (for a figure formatted later).
 *
 * @example
 * feetOf(182.88); // 6
 */
export function feetOf(heightCm: number): number {
  return heightCm / CM_PER_INCH / INCHES_PER_FOOT;
}
