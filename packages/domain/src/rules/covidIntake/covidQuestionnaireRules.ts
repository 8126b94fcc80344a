import type { ValidationError } from '../../schemas/errors';
import type { QuestionnaireAnswers } from '../../schemas/examinationSpec';
import { toValidationErrors } from '../../schemas/zodValidationErrors';
import { validationMessage } from '../validationConstraints';
import type { ValidationConstraint } from '../validationConstraints';
import { areFirstVitalsInRange, assessAfterRest, isAfterRestRequired } from './covidAfterRest';
import {
  COVID_AFTER_REST_FIELDS,
  COVID_REQUIRED_FIELDS,
  CovidQuestionnaireSchema,
} from './covidQuestionnaireSchema';
import type { CovidQuestionnaireField } from './covidQuestionnaireSchema';
import { covidVitalLimitsOf } from './covidVitalLimits';

/** Properties of the questionnaire's answers, as the server reports them. */
const PREFIX = 'questionnaire.';

/** An answer counts as given unless it is absent, null, blank text or no choice at all. */
function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The given answers only: a cleared field is the same as one never filled in. */
export function givenCovidAnswers(answers: QuestionnaireAnswers): QuestionnaireAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => isAnswered(value)));
}

/**
 * The answers needed beyond the 17 (platform-core §5): the positive result date and recognition
 * time for a confirmed COVID; the exercise test when post-exercise measurements are taken; the
 * smartphone and dependency answers for a 72 h recognition; the phone device number without a
 * smartphone; the carer with a dependent patient; the after-rest values when the first vitals
 * ask for them. active_infection is asked of the higher-risk group: a confirmed patient's
 * infection is known from the positive result (docs/decisions.md).
 */
export function conditionallyRequiredFields(
  answers: QuestionnaireAnswers,
): CovidQuestionnaireField[] {
  const required: CovidQuestionnaireField[] = [];
  if (answers.qualification === 'group_covid_confirmed') {
    required.push('positive_result_date', 'recognition_time');
  }
  if (answers.qualification === 'group_higher_risk') required.push('active_infection');
  if (answers.post_exercise_measurements === 'yes') required.push('exercise_test_definition');
  if (answers.recognition_time === 'recognition_time_72h') {
    required.push('has_smartphone', 'patient_dependent');
  }
  if (answers.has_smartphone === 'no') required.push('phone_device_number');
  if (answers.patient_dependent === 'yes') required.push('carer_name', 'carer_phone');
  if (isAfterRestRequired(answers, covidVitalLimitsOf(answers.vital_limits))) {
    required.push(...COVID_AFTER_REST_FIELDS);
  }
  return required;
}

function error(
  field: string,
  constraint: ValidationConstraint,
  values?: Record<string, number>,
): ValidationError {
  return {
    property: `${PREFIX}${field}`,
    constraints: { [constraint]: validationMessage(constraint, values) },
  };
}

/** Dates the pickers cap at now (platform-core §2), and first symptoms before qualification. */
function dateErrors(answers: QuestionnaireAnswers, now: Date): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const field of ['qualification_date', 'first_symptoms_date', 'positive_result_date']) {
    const value = answers[field];
    if (typeof value === 'string' && Date.parse(value) > now.getTime()) {
      errors.push(error(field, 'dateInFuture'));
    }
  }
  const { first_symptoms_date: firstSymptoms, qualification_date: qualification } = answers;
  if (
    typeof firstSymptoms === 'string' &&
    typeof qualification === 'string' &&
    Date.parse(firstSymptoms) > Date.parse(qualification)
  ) {
    errors.push(error('first_symptoms_date', 'firstSymptomsAfterQualification'));
  }
  return errors;
}

/**
 * Every rule of the COVID questionnaire (platform-core §5), the client's and the server's: types,
 * options and bounds (`CovidQuestionnaireSchema`), the 17 required answers and the conditional
 * ones, dates not after `now`, and the after-rest limits of the questionnaire's preset
 * (`vital_limits`, the intake form's by default). One error per property, named
 * `questionnaire.<field>`; empty when the questionnaire may be saved.
 *
 * @example
 * validateCovidQuestionnaire({ weight: 700 }, { now: new Date() });
 * // [{ property: 'questionnaire.weight', constraints: { outOfRange: 'Value must be between 5 and 500' } },
 * //  { property: 'questionnaire.qualification', constraints: { isRequired: 'Field is required' } }, …]
 */
export function validateCovidQuestionnaire(
  answers: QuestionnaireAnswers,
  { now }: { now: Date },
): ValidationError[] {
  const given = givenCovidAnswers(answers);
  const parsed = CovidQuestionnaireSchema.safeParse(given);
  const errors = parsed.success
    ? []
    : toValidationErrors(parsed.error, given).map((found) => ({
        ...found,
        property: `${PREFIX}${found.property}`,
      }));
  // The rules judge the answers of the right type and within their bounds: a wrong one already
  // has its error and must not ask for more (a heart rate of 999 asks for no after-rest values).
  const wrong = new Set(errors.map(({ property }) => property.slice(PREFIX.length).split('.')[0]));
  const judged = Object.fromEntries(Object.entries(given).filter(([field]) => !wrong.has(field)));
  const required = [...COVID_REQUIRED_FIELDS, ...conditionallyRequiredFields(judged)];
  for (const field of required) {
    if (!(field in given)) errors.push(error(field, 'isRequired'));
  }
  errors.push(...dateErrors(judged, now));
  const { problems } = assessAfterRest(judged, covidVitalLimitsOf(judged.vital_limits));
  errors.push(
    ...problems.map((problem) => error(problem.field, problem.constraint, problem.values)),
  );
  const seen = new Set<string>();
  return errors.filter(({ property }) => !seen.has(property) && seen.add(property));
}

/**
 * The questionnaire as stored: the given answers, the preset of limits it was judged by and the
 * computed `params_valid` (the first vitals need no after-rest values) and
 * `params_after_rest_valid` (the after-rest values meet the limits; null when not asked). What a
 * client sent for the computed answers is replaced.
 */
export function completeCovidQuestionnaire(answers: QuestionnaireAnswers): QuestionnaireAnswers {
  const given = givenCovidAnswers(answers);
  const limits = covidVitalLimitsOf(given.vital_limits);
  const { verdict } = assessAfterRest(given, limits);
  return {
    ...given,
    vital_limits: limits.id,
    params_valid: areFirstVitalsInRange(given, limits),
    params_after_rest_valid:
      verdict === 'notNeeded' || verdict === 'incomplete' ? null : verdict !== 'excluded',
  };
}
