import type { QuestionnaireAnswers } from '../../schemas/examinationSpec';
import type { ValidationConstraint } from '../validationConstraints';
import type { CovidVitalLimits } from './covidVitalLimits';

/** Recognition times whose first vitals may ask for measurements after rest (platform-core §5). */
const AFTER_REST_RECOGNITIONS: readonly unknown[] = [
  'recognition_time_72h',
  'recognition_time_hospitalized',
];

/**
 * Where the after-rest flow stands:
 * - `notNeeded`: the first vitals are in range, or the recognition does not ask for it;
 * - `incomplete`: an after-rest value is missing;
 * - `excluded`: an after-rest value breaks the limits (EXAM_WARNING_PATIENT_EXCLUDED);
 * - `needsContinue`: within the limits but still out of range: Continue (params_agreement) asked;
 * - `accepted`: in range, or out of range and continued.
 */
export type AfterRestVerdict =
  'notNeeded' | 'incomplete' | 'excluded' | 'needsContinue' | 'accepted';

/** One problem the after-rest flow finds, by answer. */
export interface AfterRestProblem {
  field:
    | 'spo2_after_rest'
    | 'respiration_rate_after_rest'
    | 'heart_rate_after_rest'
    | 'params_agreement'
    | 'params_after_rest_valid';
  constraint: ValidationConstraint;
  /** The values the message names, from the limits in force. */
  values?: Record<string, number>;
}

/** The after-rest verdict with the problems behind it. */
export interface AfterRestAssessment {
  verdict: AfterRestVerdict;
  problems: AfterRestProblem[];
}

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Whether the first vitals are within the limits that need no measurement after rest: SpO2 at
 * least 95, respiration rate at most 25, heart rate at most 120 (platform-core §5, §9); null
 * until the three are given.
 */
export function areFirstVitalsInRange(
  answers: QuestionnaireAnswers,
  limits: CovidVitalLimits,
): boolean | null {
  const spo2 = numberOf(answers.spo2);
  const respirationRate = numberOf(answers.respiration_rate);
  const heartRate = numberOf(answers.heart_rate);
  if (spo2 === undefined || respirationRate === undefined || heartRate === undefined) return null;
  const { spo2Below, respirationRateAbove, heartRateAbove } = limits.afterRestTrigger;
  return !(
    spo2 < spo2Below ||
    respirationRate > respirationRateAbove ||
    heartRate > heartRateAbove
  );
}

/**
 * Whether the after-rest values are asked: a 72 h or hospitalised recognition with SpO2 below 95,
 * respiration rate above 25 or heart rate above 120 (platform-core §5). Each first vital counts
 * as soon as it is typed.
 */
export function isAfterRestRequired(
  answers: QuestionnaireAnswers,
  limits: CovidVitalLimits,
): boolean {
  if (!AFTER_REST_RECOGNITIONS.includes(answers.recognition_time)) return false;
  const { spo2Below, respirationRateAbove, heartRateAbove } = limits.afterRestTrigger;
  const spo2 = numberOf(answers.spo2);
  const respirationRate = numberOf(answers.respiration_rate);
  const heartRate = numberOf(answers.heart_rate);
  return (
    (spo2 !== undefined && spo2 < spo2Below) ||
    (respirationRate !== undefined && respirationRate > respirationRateAbove) ||
    (heartRate !== undefined && heartRate > heartRateAbove)
  );
}

/**
 * The after-rest rules (platform-core §5) under a set of limits: SpO2 below the minimum,
 * respiration rate outside its range or heart rate above its maximum exclude the patient;
 * values within the limits but still beyond the triggers (SpO2 below 95, respiration above 25,
 * heart rate above 120) are accepted only with Continue.
 *
 * @example
 * assessAfterRest(answers, INTAKE_FORM_VITAL_LIMITS).verdict; // 'needsContinue' for SpO2 92
 */
export function assessAfterRest(
  answers: QuestionnaireAnswers,
  limits: CovidVitalLimits,
): AfterRestAssessment {
  if (!isAfterRestRequired(answers, limits)) return { verdict: 'notNeeded', problems: [] };
  const spo2 = numberOf(answers.spo2_after_rest);
  const respirationRate = numberOf(answers.respiration_rate_after_rest);
  const heartRate = numberOf(answers.heart_rate_after_rest);
  if (spo2 === undefined || respirationRate === undefined || heartRate === undefined) {
    return { verdict: 'incomplete', problems: [] };
  }
  const { afterRest, afterRestTrigger } = limits;
  const problems: AfterRestProblem[] = [];
  if (spo2 < afterRest.spo2Min) {
    problems.push({
      field: 'spo2_after_rest',
      constraint: 'spo2AfterRestTooLow',
      values: { min: afterRest.spo2Min },
    });
  }
  if (
    respirationRate < afterRest.respirationRateMin ||
    respirationRate > afterRest.respirationRateMax
  ) {
    problems.push({
      field: 'respiration_rate_after_rest',
      constraint: 'respirationRateAfterRestOutOfRange',
      values: { min: afterRest.respirationRateMin, max: afterRest.respirationRateMax },
    });
  }
  if (heartRate > afterRest.heartRateMax) {
    problems.push({
      field: 'heart_rate_after_rest',
      constraint: 'heartRateAfterRestTooHigh',
      values: { max: afterRest.heartRateMax },
    });
  }
  if (problems.length > 0) {
    return {
      verdict: 'excluded',
      problems: [...problems, { field: 'params_after_rest_valid', constraint: 'patientExcluded' }],
    };
  }
  const isStillOutOfRange =
    spo2 < afterRest.spo2ContinueBelow ||
    respirationRate > afterRestTrigger.respirationRateAbove ||
    heartRate > afterRestTrigger.heartRateAbove;
  if (!isStillOutOfRange || answers.params_agreement === true) {
    return { verdict: 'accepted', problems: [] };
  }
  return {
    verdict: 'needsContinue',
    problems: [{ field: 'params_agreement', constraint: 'pressContinue' }],
  };
}
