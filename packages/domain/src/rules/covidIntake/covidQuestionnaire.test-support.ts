import type { QuestionnaireAnswers } from '../../schemas/examinationSpec';

/** The clock of the tests: the questionnaire's dates lie before it. */
export const INTAKE_NOW = new Date('2026-11-20T12:00:00.000Z');

/**
 * A complete questionnaire of a confirmed patient, recognised within 72 h, whose first vitals are
 * in range: valid as it stands.
 */
export function validCovidAnswers(overrides: QuestionnaireAnswers = {}): QuestionnaireAnswers {
  return {
    qualification_date: '2026-11-20T08:00:00.000Z',
    qualification: 'group_covid_confirmed',
    recognition_time: 'recognition_time_72h',
    positive_result_date: '2026-11-19T10:00:00.000Z',
    referred_from: 'referred_from_poz',
    weight: 82.5,
    height: 178,
    pressure_systolic: 128,
    pressure_diastolic: 84,
    temperature: 37.4,
    spo2: 97,
    respiration_rate: 16,
    heart_rate: 84,
    mmrc: 'mmrc_1',
    symptoms_last_days: ['fever', 'dry_cough'],
    first_symptoms_date: '2026-11-17T09:00:00.000Z',
    comorbidities: ['hypertension'],
    post_exercise_measurements: 'no',
    device_number: 'OX-4821',
    address: 'ul. Lipowa 12, Kraków',
    has_smartphone: 'yes',
    patient_dependent: 'no',
    additional_person: 'Anna (daughter)',
    additional_person_phone: '+48 600 100 200',
    ...overrides,
  };
}
