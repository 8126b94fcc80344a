/*
 * Spirometry reference values from the ECSC/ERS 1993 summary equations (Quanjer PH, Tammeling
 * GJ, Cotes JE, Pedersen OF, Peslin R, Yernault JC. Lung volumes and forced ventilatory flows.
 * Report Working Party Standardization of Lung Function Tests, European Community for Steel and
 * Coal. Official Statement of the European Respiratory Society. Eur Respir J 1993;6 Suppl 16:5–40,
 * table 7). GLI-2012 is the newer standard but needs its spline lookup tables (thousands of
 * rows per sex and index); the ECSC equations are linear in height and age, published in one
 * table, and still what many European spirometers print. Adults 18 to 70 years; from 18 to 25
 * years the equations take 25 (the statement's rule), past 70 no value is predicted rather than
 * an extrapolation (Pellegrino et al., Eur Respir J 2005;26:948–968: avoid extrapolating).
 */

/** The sexes the reference equations are given for. */
export const SPIROMETRY_SEXES = ['female', 'male'] as const;

export type SpirometrySex = (typeof SPIROMETRY_SEXES)[number];

/** The indices the qualification predicts: FEV1 and FVC in litres, FEV1/FVC in percent. */
export const SPIROMETRY_INDICES = ['fev1', 'fvc', 'fev1Fvc'] as const;

export type SpirometryIndex = (typeof SPIROMETRY_INDICES)[number];

/** The youngest and oldest ages the equations cover, and the age they take below 25. */
export const SPIROMETRY_MIN_AGE = 18;
export const SPIROMETRY_MAX_AGE = 70;
const SPIROMETRY_YOUNG_ADULT_AGE = 25;

/**
 * The lower limit of normal lies this many residual standard deviations under the prediction:
 * the 5th percentile (ECSC 1993, section 7).
 */
const LLN_RESIDUAL_SDS = 1.64;

/** predicted = height × H + age × A + constant (H in metres, A in years), with its residual SD. */
interface ReferenceEquation {
  readonly height: number;
  readonly age: number;
  readonly constant: number;
  readonly residualSd: number;
}

/** ECSC 1993 table 7. */
const ECSC_EQUATIONS: Record<SpirometrySex, Record<SpirometryIndex, ReferenceEquation>> = {
  male: {
    fev1: { height: 4.3, age: -0.029, constant: -2.49, residualSd: 0.51 },
    fvc: { height: 5.76, age: -0.026, constant: -4.34, residualSd: 0.61 },
    fev1Fvc: { height: 0, age: -0.18, constant: 87.21, residualSd: 7.17 },
  },
  female: {
    fev1: { height: 3.95, age: -0.025, constant: -2.6, residualSd: 0.38 },
    fvc: { height: 4.43, age: -0.026, constant: -2.89, residualSd: 0.43 },
    fev1Fvc: { height: 0, age: -0.19, constant: 89.1, residualSd: 6.51 },
  },
};

/** Whom a prediction is for. */
export interface SpirometrySubject {
  readonly sex: SpirometrySex;
  readonly ageYears: number;
  readonly heightCm: number;
}

/** One index's reference values. */
export interface SpirometryReference {
  readonly predicted: number;
  readonly lowerLimitOfNormal: number;
}

/**
 * The predicted value and lower limit of normal of one index, unrounded; null outside the ages
 * the equations cover.
 *
 * @example
 * spirometryReference('fev1', { sex: 'male', ageYears: 50, heightCm: 175 });
 * // { predicted: 3.585, lowerLimitOfNormal: 2.7486 }
 */
export function spirometryReference(
  index: SpirometryIndex,
  subject: SpirometrySubject,
): SpirometryReference | null {
  if (subject.ageYears < SPIROMETRY_MIN_AGE || subject.ageYears > SPIROMETRY_MAX_AGE) return null;
  const age = Math.max(subject.ageYears, SPIROMETRY_YOUNG_ADULT_AGE);
  const equation = ECSC_EQUATIONS[subject.sex][index];
  const predicted =
    equation.height * (subject.heightCm / 100) + equation.age * age + equation.constant;
  return { predicted, lowerLimitOfNormal: predicted - LLN_RESIDUAL_SDS * equation.residualSd };
}

/**
 * A measured value as a percentage of its prediction, unrounded.
 *
 * @example
 * percentPredicted(2.5, 3.585); // 69.73…
 */
export function percentPredicted(measured: number, predicted: number): number {
  return (measured / predicted) * 100;
}
