/**
 * The share of the heart-rate reserve a training aims at. 60 % is where the American College of
 * Sports Medicine's vigorous band begins (ACSM's Guidelines for Exercise Testing and
 * Prescription, 11th ed., 2021, table 6.1: moderate 40–59 %, vigorous 60–89 % HRR) and the
 * intensity the ATS/ERS statement on pulmonary rehabilitation (Spruit et al., Am J Respir Crit
 * Care Med 2013;188:e13–e64) recommends for endurance training, "> 60 % of maximal".
 */
export const TRAINING_HEART_RATE_RESERVE_FRACTION = 0.6;

/**
 * The age-predicted maximal heart rate, 208 − 0.7 × age (Tanaka H, Monahan KD, Seals DR.
 * Age-predicted maximal heart rate revisited. J Am Coll Cardiol 2001;37:153–156), which fits
 * adults better than 220 − age; the two agree at 40 years (180 beats per minute).
 *
 * @example
 * ageMaximalHeartRate(40); // 180
 */
export function ageMaximalHeartRate(ageYears: number): number {
  return 208 - 0.7 * ageYears;
}

/**
 * The Karvonen heart-rate reserve method (Karvonen MJ, Kentala E, Mustala O. The effects of
 * training on heart rate; a longitudinal study. Ann Med Exp Biol Fenn 1957;35:307–315):
 * resting + fraction × (maximal − resting), in beats per minute, unrounded.
 *
 * @example
 * karvonenHeartRate({ restingHeartRate: 70, maximalHeartRate: 180, fraction: 0.5 }); // 125
 */
export function karvonenHeartRate(input: {
  restingHeartRate: number;
  maximalHeartRate: number;
  fraction: number;
}): number {
  const reserve = input.maximalHeartRate - input.restingHeartRate;
  return input.restingHeartRate + input.fraction * reserve;
}

/**
 * The training heart rate of a qualification, whole beats per minute: Karvonen at
 * {@link TRAINING_HEART_RATE_RESERVE_FRACTION} of the reserve between the resting rate and the
 * age-predicted maximum (Tanaka). Null without age or resting rate, or when the resting rate is
 * not below the predicted maximum (no reserve to train in).
 *
 * @example
 * trainingHeartRate({ ageYears: 40, restingHeartRate: 70 }); // 136
 */
export function trainingHeartRate(input: {
  ageYears: number | null;
  restingHeartRate: number | null;
}): number | null {
  const { ageYears, restingHeartRate } = input;
  if (ageYears === null || restingHeartRate === null) return null;
  const maximalHeartRate = ageMaximalHeartRate(ageYears);
  if (restingHeartRate >= maximalHeartRate) return null;
  return Math.round(
    karvonenHeartRate({
      restingHeartRate,
      maximalHeartRate,
      fraction: TRAINING_HEART_RATE_RESERVE_FRACTION,
    }),
  );
}
