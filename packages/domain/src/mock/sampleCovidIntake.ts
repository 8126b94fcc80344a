import type { QuestionnaireAnswers } from '../schemas/examinationSpec';

const HOUR_MS = 3_600_000;

/**
 * A complete COVID intake (platform-core §5) that the COVID rules accept as it stands: a
 * confirmed patient, recognised within 72 h, whose first vitals need no after-rest values. The
 * positive result is 22 h and the first symptoms 71 h before the qualification. The answers come
 * in the order a user fills them in, so feeding them one by one never clears an earlier one
 * (`clearDependentAnswers`). For stories, fixtures and tests; `overrides` go last.
 *
 * @example
 * sampleCovidIntake('2026-11-20T08:00:00.000Z', { spo2: 93 }); // asks for after-rest values
 */
export function sampleCovidIntake(
  qualifiedAt: string = '2026-11-20T08:00:00.000Z',
  overrides: QuestionnaireAnswers = {},
): QuestionnaireAnswers {
  const hoursBefore = (hours: number) =>
    new Date(Date.parse(qualifiedAt) - hours * HOUR_MS).toISOString();
  return {
    qualification_date: qualifiedAt,
    qualification: 'group_covid_confirmed',
    recognition_time: 'recognition_time_72h',
    positive_result_date: hoursBefore(22),
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
    first_symptoms_date: hoursBefore(71),
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
