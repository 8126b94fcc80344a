import {
  COVID_COMORBIDITIES,
  COVID_QUALIFICATIONS,
  COVID_RECOGNITION_TIMES,
  COVID_REFERRAL_SOURCES,
  COVID_SYMPTOMS,
  COVID_TEMPERATURE_STEP,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  MMRC_GRADES,
  SIGNAL_MEASUREMENT_RANGES,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  YES_NO_ANSWERS,
  conditionallyRequiredFields,
} from '@telemed/domain';
import type { CovidQuestionnaireField, QuestionnaireAnswers } from '@telemed/domain';

/** How one answer of the COVID questionnaire is entered. */
export type CovidFieldControl =
  | { kind: 'text'; isMultiline?: boolean }
  | { kind: 'number'; min: number; max: number; step?: number }
  | { kind: 'date' }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'radio'; options: readonly string[] }
  | { kind: 'checkboxes'; options: readonly string[] };

/** One field of the questionnaire: its answer, its control, and whether only some patients are asked. */
export interface CovidFieldLayout {
  name: CovidQuestionnaireField;
  control: CovidFieldControl;
  /** Asked only when the rules require it (platform-core §5 conditional answers). */
  isConditional?: boolean;
}

/** A titled group of fields, shown as a fieldset with its legend. */
export interface CovidSectionLayout {
  id: 'qualification' | 'vitals' | 'afterRest' | 'history' | 'monitoring';
  fields: readonly CovidFieldLayout[];
}

const { pulse, spo2, respirationRate } = SIGNAL_MEASUREMENT_RANGES;
const text = { kind: 'text' } as const;
const longText = { kind: 'text', isMultiline: true } as const;
const date = { kind: 'date' } as const;
const yesNo = { kind: 'radio', options: YES_NO_ANSWERS } as const;
const reading = (min: number, max: number, step?: number) =>
  ({ kind: 'number', min, max, step }) as const;

/**
 * The COVID questionnaire as the add-examination dialog shows it (platform-core §5 "COVID
 * questionnaire fields"): every answer in the order a clinician asks them, with the bounds of
 * `CovidQuestionnaireSchema`. The computed answers (params_*, vital_limits) are not asked.
 */
export const COVID_SECTIONS: readonly CovidSectionLayout[] = [
  {
    id: 'qualification',
    fields: [
      { name: 'patient_card_number', control: text },
      { name: 'qualification_date', control: date },
      { name: 'qualification', control: { kind: 'select', options: COVID_QUALIFICATIONS } },
      {
        name: 'recognition_time',
        control: { kind: 'select', options: COVID_RECOGNITION_TIMES },
        isConditional: true,
      },
      { name: 'positive_result_date', control: date, isConditional: true },
      { name: 'active_infection', control: yesNo, isConditional: true },
      { name: 'referred_from', control: { kind: 'select', options: COVID_REFERRAL_SOURCES } },
    ],
  },
  {
    id: 'vitals',
    fields: [
      { name: 'weight', control: reading(WEIGHT_MIN_KG, WEIGHT_MAX_KG) },
      { name: 'height', control: reading(HEIGHT_MIN_CM, HEIGHT_MAX_CM) },
      { name: 'pressure_systolic', control: reading(30, 280) },
      { name: 'pressure_diastolic', control: reading(20, 200) },
      { name: 'temperature', control: reading(0, 45, COVID_TEMPERATURE_STEP) },
      { name: 'spo2', control: reading(spo2.min, spo2.max) },
      { name: 'respiration_rate', control: reading(respirationRate.min, respirationRate.max) },
      { name: 'heart_rate', control: reading(pulse.min, pulse.max) },
    ],
  },
  {
    id: 'afterRest',
    fields: [
      { name: 'spo2_after_rest', control: reading(spo2.min, spo2.max), isConditional: true },
      {
        name: 'respiration_rate_after_rest',
        control: reading(respirationRate.min, respirationRate.max),
        isConditional: true,
      },
      {
        name: 'heart_rate_after_rest',
        control: reading(pulse.min, pulse.max),
        isConditional: true,
      },
    ],
  },
  {
    id: 'history',
    fields: [
      { name: 'mmrc', control: { kind: 'select', options: MMRC_GRADES } },
      { name: 'symptoms_last_days', control: { kind: 'checkboxes', options: COVID_SYMPTOMS } },
      { name: 'symptoms_last_days_others', control: text },
      { name: 'first_symptoms_date', control: date },
      { name: 'comorbidities', control: { kind: 'checkboxes', options: COVID_COMORBIDITIES } },
      { name: 'comorbidities_others', control: text },
      { name: 'comorbidities_current', control: longText },
      { name: 'medications_taken', control: longText },
      { name: 'medications_prescribed', control: longText },
    ],
  },
  {
    id: 'monitoring',
    fields: [
      { name: 'post_exercise_measurements', control: yesNo },
      { name: 'exercise_test_definition', control: text, isConditional: true },
      { name: 'device_number', control: text },
      { name: 'address', control: text },
      { name: 'has_smartphone', control: yesNo, isConditional: true },
      { name: 'phone_device_number', control: text, isConditional: true },
      { name: 'patient_dependent', control: yesNo, isConditional: true },
      { name: 'carer_name', control: text, isConditional: true },
      { name: 'carer_phone', control: text, isConditional: true },
      { name: 'additional_person', control: text },
      { name: 'additional_person_phone', control: text },
    ],
  },
];

/**
 * The sections and fields the answers call for: a conditional field only when the rules ask
 * for it (e.g. the carer of a dependent patient, the after-rest values), and no empty section.
 *
 * @example
 * shownCovidSections({ qualification: 'group_higher_risk' }); // asks active_infection, no after-rest section
 */
export function shownCovidSections(answers: QuestionnaireAnswers): CovidSectionLayout[] {
  const asked = new Set<string>(conditionallyRequiredFields(answers));
  return COVID_SECTIONS.map((section) => ({
    ...section,
    fields: section.fields.filter((field) => !field.isConditional || asked.has(field.name)),
  })).filter((section) => section.fields.length > 0);
}
