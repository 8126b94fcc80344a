import {
  COVID_COMORBIDITIES,
  COVID_QUALIFICATIONS,
  COVID_RECOGNITION_TIMES,
  COVID_REFERRAL_SOURCES,
  COVID_SYMPTOMS,
  EXAMINATION_EVENT_TYPES,
  MMRC_GRADES,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  SIGNAL_MEASUREMENT_RANGES,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '@telemed/domain';
import type { ExaminationSpec, QuestionSpec } from '@telemed/domain';

/** A spec as stored: the wire spec plus the event types its examinations carry (GET specs/events). */
export interface ExaminationSpecDefinition extends ExaminationSpec {
  eventTypes: readonly string[];
}

function number(
  name: string,
  description: string,
  unit: string | null,
  valueType: 'int' | 'float',
  min: number,
  max: number,
): QuestionSpec {
  return { name, type: 'input', description, unit, valueType, acceptedValues: { min, max } };
}

function choice(name: string, description: string, options: readonly string[]): QuestionSpec {
  return {
    name,
    type: 'select',
    description,
    unit: null,
    valueType: 'enum',
    acceptedValues: { options: [...options] },
  };
}

function text(name: string, description: string, type: QuestionSpec['type'] = 'textarea') {
  return { name, type, description, unit: null, valueType: 'text', acceptedValues: null } as const;
}

const YES_NO = ['yes', 'no'];

// Body weight 5-500 kg and height 20-300 cm (platform-core §9).
const weight = number('weight', 'Body weight', 'kg', 'float', WEIGHT_MIN_KG, WEIGHT_MAX_KG);
const height = number('height', 'Height', 'cm', 'int', HEIGHT_MIN_CM, HEIGHT_MAX_CM);
// Heart rate, SpO2 and respiration rate within the measurement definitions (platform-core §3).
const { pulse, spo2, respirationRate } = SIGNAL_MEASUREMENT_RANGES;
const beatsPerMinute = (name: string, description: string) =>
  number(name, description, 'bpm', 'int', pulse.min, pulse.max);
const saturation = (name: string, description: string) =>
  number(name, description, '%', 'int', spo2.min, spo2.max);
const breathsPerMinute = (name: string, description: string) =>
  number(name, description, '/min', 'int', respirationRate.min, respirationRate.max);
// Blood pressure bounds: the physiologically possible range a cuff reports (AHA 2017 guideline
// devices measure 30-280 mmHg).
const systolic = number('pressure_systolic', 'Systolic blood pressure', 'mmHg', 'int', 30, 280);
const diastolic = number('pressure_diastolic', 'Diastolic blood pressure', 'mmHg', 'int', 20, 200);
const heartRate = beatsPerMinute('heart_rate', 'Heart rate');
const medications = text('medications_taken', 'Medications taken');
const reason = text('reason', 'Reason for the examination');

/** The default intro questionnaire of the types without their own (platform-core §2). */
const DEFAULT_QUESTIONS: QuestionSpec[] = [reason, weight, height, medications];

/**
 * COVID home monitoring: the fields of platform-core §5 "COVID questionnaire fields" with their
 * types, options and bounds, as a form lists them. The server judges a COVID questionnaire by
 * @telemed/domain's `validateCovidQuestionnaire` (required and conditional answers, the
 * after-rest limits), not by these questions.
 */
const COVID_QUESTIONS: QuestionSpec[] = [
  text('patient_card_number', 'Patient card number', 'input'),
  text('qualification_date', 'Qualification date', 'datetime'),
  choice('qualification', 'Qualification', COVID_QUALIFICATIONS),
  choice('recognition_time', 'Diagnosis time', COVID_RECOGNITION_TIMES),
  choice('referred_from', 'Referred from', COVID_REFERRAL_SOURCES),
  weight,
  height,
  systolic,
  diastolic,
  // Temperature: minimum 0 with step 0.1 (platform-core §5); 45 °C is beyond survivable fever.
  number('temperature', 'Temperature', '°C', 'float', 0, 45),
  saturation('spo2', 'SpO2'),
  breathsPerMinute('respiration_rate', 'Respiration rate'),
  heartRate,
  saturation('spo2_after_rest', 'SpO2 after rest'),
  breathsPerMinute('respiration_rate_after_rest', 'Respiration rate after rest'),
  beatsPerMinute('heart_rate_after_rest', 'Heart rate after rest'),
  choice('mmrc', 'mMRC dyspnoea scale', MMRC_GRADES),
  // Several of the options at once: the answer is a list (@telemed/domain's COVID schema).
  choice('symptoms_last_days', 'Symptoms in the last days', COVID_SYMPTOMS),
  text('symptoms_last_days_others', 'Other symptoms'),
  text('first_symptoms_date', 'Date of first symptoms', 'datetime'),
  choice('comorbidities', 'Comorbidities', COVID_COMORBIDITIES),
  text('comorbidities_others', 'Other comorbidities'),
  text('comorbidities_current', 'Current comorbidities'),
  medications,
  text('medications_prescribed', 'Medications prescribed'),
  text('positive_result_date', 'Date of the positive result', 'datetime'),
  choice('active_infection', 'Active infection', YES_NO),
  choice('post_exercise_measurements', 'Post-exercise measurements', YES_NO),
  text('exercise_test_definition', 'Exercise test'),
  text('device_number', 'Device number', 'input'),
  text('address', 'Address', 'input'),
  choice('has_smartphone', 'Owns a smartphone', YES_NO),
  text('phone_device_number', 'Phone device number', 'input'),
  choice('patient_dependent', 'Dependent on a carer', YES_NO),
  text('carer_name', 'Carer name', 'input'),
  text('carer_phone', 'Carer phone', 'input'),
  text('additional_person', 'Emergency contact', 'input'),
  text('additional_person_phone', 'Emergency contact phone', 'input'),
];

const HOLTER_QUESTIONS: QuestionSpec[] = [
  reason,
  weight,
  height,
  choice('pacemaker', 'Pacemaker', YES_NO),
  medications,
];

const SLEEP_QUESTIONS: QuestionSpec[] = [
  reason,
  weight,
  height,
  // Neck circumference in cm: STOP-BANG's threshold is 40 cm; 20-80 covers adults.
  number('neck_circumference', 'Neck circumference', 'cm', 'int', 20, 80),
  // Epworth Sleepiness Scale: 8 items scored 0-3 (Johns 1991), total 0-24.
  number('epworth_score', 'Epworth sleepiness score', null, 'int', 0, 24),
  choice('snoring', 'Snoring', YES_NO),
  medications,
];

const STRESS_QUESTIONS: QuestionSpec[] = [
  reason,
  weight,
  height,
  systolic,
  diastolic,
  beatsPerMinute('resting_heart_rate', 'Resting heart rate'),
  choice('stress_test_measurement', 'Measurement under stress', YES_NO),
  medications,
];

/**
 * The seven examination types of platform-core §1 with their questionnaires, and the event types
 * of each (@telemed/domain's rule).
 */
export const EXAMINATION_SPEC_DEFINITIONS: readonly ExaminationSpecDefinition[] = [
  {
    type: 'holter_ecg',
    name: 'Holter ECG',
    introQuestionnaire: { questions: HOLTER_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.holter_ecg,
  },
  {
    type: 'sleep_apnea',
    name: 'Sleep apnea',
    introQuestionnaire: { questions: SLEEP_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.sleep_apnea,
  },
  {
    type: 'covid',
    name: 'COVID home monitoring',
    introQuestionnaire: { questions: COVID_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.covid,
  },
  {
    type: 'stress_inlab',
    name: 'Stress test in the lab',
    introQuestionnaire: { questions: STRESS_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.stress_inlab,
  },
  {
    type: 'gameinn',
    name: 'Game-based examination',
    introQuestionnaire: { questions: DEFAULT_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.gameinn,
  },
  {
    type: 'hrv',
    name: 'HRV',
    introQuestionnaire: { questions: DEFAULT_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.hrv,
  },
  {
    type: 'edf_dataset',
    name: 'EDF dataset',
    introQuestionnaire: { questions: DEFAULT_QUESTIONS },
    eventTypes: EXAMINATION_EVENT_TYPES.edf_dataset,
  },
];
