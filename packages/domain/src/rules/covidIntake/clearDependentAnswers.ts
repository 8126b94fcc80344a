import type { QuestionnaireAnswers } from '../../schemas/examinationSpec';
import { COVID_AFTER_REST_FIELDS } from './covidQuestionnaireSchema';
import type { CovidQuestionnaireField } from './covidQuestionnaireSchema';

/**
 * What a changed answer clears (platform-core §4 "COVID intake form behaviour"): the answers that
 * depended on its old value.
 */
const DEPENDENT_ANSWERS: Partial<
  Record<CovidQuestionnaireField, readonly CovidQuestionnaireField[]>
> = {
  qualification: ['recognition_time', 'positive_result_date'],
  recognition_time: [
    ...COVID_AFTER_REST_FIELDS,
    'params_agreement',
    'symptoms_last_days',
    'first_symptoms_date',
    'comorbidities',
    'has_smartphone',
    'phone_device_number',
    'patient_dependent',
    'carer_name',
    'carer_phone',
  ],
  has_smartphone: ['phone_device_number'],
  patient_dependent: ['carer_name', 'carer_phone'],
  // Editing an after-rest value takes back the Continue given for the old values.
  spo2_after_rest: ['params_agreement'],
  respiration_rate_after_rest: ['params_agreement'],
  heart_rate_after_rest: ['params_agreement'],
};

function isSame(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Applies the clearing rules to an edit: every answer that depends on an answer `next` changed
 * from `previous` is removed, unless the same edit set it. Only the user's own change clears:
 * an answer cleared here does not clear further.
 *
 * @example
 * clearDependentAnswers(
 *   { has_smartphone: 'no', phone_device_number: '+48 600 100 200' },
 *   { has_smartphone: 'yes', phone_device_number: '+48 600 100 200' },
 * ); // { has_smartphone: 'yes' }
 */
export function clearDependentAnswers(
  previous: QuestionnaireAnswers,
  next: QuestionnaireAnswers,
): QuestionnaireAnswers {
  const cleared = new Set<string>();
  for (const [field, dependents] of Object.entries(DEPENDENT_ANSWERS)) {
    if (isSame(previous[field], next[field])) continue;
    for (const dependent of dependents) {
      if (isSame(previous[dependent], next[dependent])) cleared.add(dependent);
    }
  }
  return Object.fromEntries(Object.entries(next).filter(([field]) => !cleared.has(field)));
}
