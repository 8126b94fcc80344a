/*
 * The qualification's total score is the BODE index (Celli BR, Cote CG, Marin JM, et al. The
 * body-mass index, airflow obstruction, dyspnea, and exercise capacity index in chronic
 * obstructive pulmonary disease. N Engl J Med 2004;350:1005–1012, table 1): 0 to 10 points from
 * four things the qualification records — FEV1 in % predicted, the six-minute walk distance, the
 * mMRC grade and the body-mass index. It is the validated multidimensional grade of the
 * patients pulmonary tele-rehabilitation takes in, and each of its inputs is a field of
 * clinical-domain §3.
 */

/** The highest BODE index. */
export const BODE_MAX_SCORE = 10;

/** What the BODE index is computed from. */
export interface BodeInputs {
  /** Post-bronchodilator FEV1, % of predicted. */
  readonly fev1PercentPredicted: number;
  /** Six-minute walk distance, metres. */
  readonly sixMinuteWalkMetres: number;
  /** Modified MRC dyspnoea grade, 0 to 4. */
  readonly mmrc: number;
  /** Body-mass index, kg/m². */
  readonly bodyMassIndex: number;
}

/** FEV1 % predicted: ≥ 65 → 0, 50–64 → 1, 36–49 → 2, ≤ 35 → 3 (Celli 2004, table 1). */
function obstructionPoints(fev1PercentPredicted: number): number {
  if (fev1PercentPredicted >= 65) return 0;
  if (fev1PercentPredicted >= 50) return 1;
  if (fev1PercentPredicted > 35) return 2;
  return 3;
}

/** Six-minute walk: ≥ 350 m → 0, 250–349 → 1, 150–249 → 2, ≤ 149 → 3. */
function exercisePoints(sixMinuteWalkMetres: number): number {
  if (sixMinuteWalkMetres >= 350) return 0;
  if (sixMinuteWalkMetres >= 250) return 1;
  if (sixMinuteWalkMetres >= 150) return 2;
  return 3;
}

/** mMRC grade 0–1 → 0, 2 → 1, 3 → 2, 4 → 3. */
function dyspnoeaPoints(mmrc: number): number {
  return Math.max(0, Math.min(3, mmrc - 1));
}

/** Body-mass index > 21 → 0, ≤ 21 → 1. */
function bodyMassPoints(bodyMassIndex: number): number {
  return bodyMassIndex > 21 ? 0 : 1;
}

/**
 * The BODE index, 0 (best) to 10 (worst).
 *
 * @example
 * bodeIndex({ fev1PercentPredicted: 45, sixMinuteWalkMetres: 300, mmrc: 2, bodyMassIndex: 24 }); // 4
 */
export function bodeIndex(inputs: BodeInputs): number {
  return (
    obstructionPoints(inputs.fev1PercentPredicted) +
    exercisePoints(inputs.sixMinuteWalkMetres) +
    dyspnoeaPoints(inputs.mmrc) +
    bodyMassPoints(inputs.bodyMassIndex)
  );
}
