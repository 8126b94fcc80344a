import { z } from 'zod';
import { EXAMINATION_TEXT_MAX_LENGTH } from '../../schemas/examinationConstants';
import { SIGNAL_MEASUREMENT_RANGES } from '../../schemas/recordings';
import { WEIGHT_MAX_KG, WEIGHT_MIN_KG } from '../../schemas/members';
import { HEIGHT_MAX_CM, HEIGHT_MIN_CM } from '../limits';
import {
  COVID_COMORBIDITIES,
  COVID_QUALIFICATIONS,
  COVID_RECOGNITION_TIMES,
  COVID_REFERRAL_SOURCES,
  COVID_SYMPTOMS,
  MMRC_GRADES,
  YES_NO_ANSWERS,
} from './covidIntakeOptions';
import { COVID_VITAL_LIMIT_IDS } from './covidVitalLimits';

/*
 * Custom zod messages here are constraint keys of VALIDATION_MESSAGES (see schemas/user.ts).
 */

/** Emergency and carer phones: at least 5 characters (platform-core §5). */
export const COVID_PHONE_MIN_LENGTH = 5;

/** The address: at least 4 characters (clinical-domain §5). */
export const COVID_ADDRESS_MIN_LENGTH = 4;

/** Temperature is entered in steps of 0.1 °C from 0 (platform-core §5). */
export const COVID_TEMPERATURE_STEP = 0.1;

// 45 °C is beyond survivable fever: a higher reading is a typing error.
const TEMPERATURE_MAX = 45;

const text = z.string({ error: 'invalidType' }).trim().max(EXAMINATION_TEXT_MAX_LENGTH, {
  error: 'tooLong',
});
const textOfAtLeast = (min: number) => text.min(min, { error: 'minLength' });
const choice = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, { error: 'invalidValue' });
const choices = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .array(choice(options), { error: 'invalidType' })
    .refine((chosen) => new Set(chosen).size === chosen.length, { error: 'invalidValue' });
const instant = z.iso.datetime({ offset: true, error: 'invalidFormat' });

function reading(min: number, max: number, isInteger: boolean) {
  const number = z.number({ error: 'invalidType' });
  return (isInteger ? number.int({ error: 'notInteger' }) : number).refine(
    (value) => value >= min && value <= max,
    { error: 'outOfRange', params: { min, max } },
  );
}

const { pulse, spo2, respirationRate } = SIGNAL_MEASUREMENT_RANGES;
const heartRate = reading(pulse.min, pulse.max, true);
const saturation = reading(spo2.min, spo2.max, true);
const breathing = reading(respirationRate.min, respirationRate.max, true);
const temperature = reading(0, TEMPERATURE_MAX, false).refine(
  (value) => Number.isInteger(Math.round((value / COVID_TEMPERATURE_STEP) * 1e6) / 1e6),
  { error: 'stepMismatch', params: { step: COVID_TEMPERATURE_STEP } },
);

/**
 * The COVID questionnaire (platform-core §5 "COVID questionnaire fields"): the type, options and
 * bounds of every answer, each optional here. What must be answered, and when, is the rule of
 * `validateCovidQuestionnaire`, which parses with this schema first. Unknown answers are refused.
 * Blood pressure bounds: the range cuffs report (30-280 / 20-200 mmHg).
 */
export const CovidQuestionnaireSchema = z
  .object({
    patient_card_number: text,
    qualification_date: instant,
    qualification: choice(COVID_QUALIFICATIONS),
    recognition_time: choice(COVID_RECOGNITION_TIMES),
    referred_from: choice(COVID_REFERRAL_SOURCES),
    weight: reading(WEIGHT_MIN_KG, WEIGHT_MAX_KG, false),
    height: reading(HEIGHT_MIN_CM, HEIGHT_MAX_CM, false),
    pressure_systolic: reading(30, 280, true),
    pressure_diastolic: reading(20, 200, true),
    temperature,
    spo2: saturation,
    respiration_rate: breathing,
    heart_rate: heartRate,
    spo2_after_rest: saturation,
    respiration_rate_after_rest: breathing,
    heart_rate_after_rest: heartRate,
    params_agreement: z.boolean({ error: 'invalidType' }),
    // Computed by `completeCovidQuestionnaire`; whatever a client sends is replaced.
    params_valid: z.boolean({ error: 'invalidType' }),
    params_after_rest_valid: z.boolean({ error: 'invalidType' }),
    vital_limits: choice(COVID_VITAL_LIMIT_IDS),
    mmrc: choice(MMRC_GRADES),
    symptoms_last_days: choices(COVID_SYMPTOMS),
    symptoms_last_days_others: text,
    first_symptoms_date: instant,
    comorbidities: choices(COVID_COMORBIDITIES),
    comorbidities_others: text,
    comorbidities_current: text,
    medications_taken: text,
    medications_prescribed: text,
    positive_result_date: instant,
    active_infection: choice(YES_NO_ANSWERS),
    post_exercise_measurements: choice(YES_NO_ANSWERS),
    exercise_test_definition: text,
    device_number: text,
    address: textOfAtLeast(COVID_ADDRESS_MIN_LENGTH),
    has_smartphone: choice(YES_NO_ANSWERS),
    phone_device_number: text,
    patient_dependent: choice(YES_NO_ANSWERS),
    carer_name: text,
    carer_phone: textOfAtLeast(COVID_PHONE_MIN_LENGTH),
    additional_person: text,
    additional_person_phone: textOfAtLeast(COVID_PHONE_MIN_LENGTH),
  })
  .partial()
  .strict();

/** The answers of a COVID questionnaire once their types are right. */
export type CovidQuestionnaire = z.infer<typeof CovidQuestionnaireSchema>;

/** The name of one answer of the COVID questionnaire. */
export type CovidQuestionnaireField = keyof CovidQuestionnaire;

/** The 17 answers every COVID questionnaire needs (platform-core §5). */
export const COVID_REQUIRED_FIELDS = [
  'qualification',
  'referred_from',
  'mmrc',
  'weight',
  'height',
  'pressure_systolic',
  'pressure_diastolic',
  'temperature',
  'spo2',
  'respiration_rate',
  'heart_rate',
  'post_exercise_measurements',
  'device_number',
  'address',
  'additional_person',
  'additional_person_phone',
  'qualification_date',
] as const satisfies readonly CovidQuestionnaireField[];

/** The values measured again after rest when the first ones are out of range. */
export const COVID_AFTER_REST_FIELDS = [
  'spo2_after_rest',
  'respiration_rate_after_rest',
  'heart_rate_after_rest',
] as const satisfies readonly CovidQuestionnaireField[];
