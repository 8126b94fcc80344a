import type { ExaminationType, QuestionnaireAnswers } from '@telemed/domain';

/** A seeded pseudo-random source in [0, 1), so the demo is the same on every machine. */
export type Random = () => number;

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit generator, plenty for demo data and
 * reproducible across Node versions, unlike Math.random.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One of the items, uniformly. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() needs at least one item');
  return item;
}

/** A number in [min, max] rounded to `decimals`. */
export function between(random: Random, min: number, max: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round((min + random() * (max - min)) * factor) / factor;
}

/** What the seed needs to know of a patient to fill in a questionnaire. */
export interface DemoPatientFacts {
  heightCm: number | null;
}

/** How examinations of one type look: share of the demo, recording length, texts, answers. */
export interface ExaminationProfile {
  type: ExaminationType;
  /** Relative share of the demo's examinations. */
  weight: number;
  /** Recording length in hours. */
  hours: (random: Random) => number;
  /** Hour of the day the recording usually starts (local clinic time, UTC in the seed). */
  startHour: (random: Random) => number;
  /** Recognitions as a referring physician writes them. */
  recognitions: readonly string[];
  /** Report texts of described examinations. */
  reports: readonly string[];
  questionnaire: (random: Random, patient: DemoPatientFacts) => QuestionnaireAnswers;
}

const MEDICATIONS = [
  'bisoprolol 5 mg',
  'ramipril 5 mg, atorvastatin 20 mg',
  'metformin 1000 mg twice daily',
  'none',
  'levothyroxine 75 µg',
  'apixaban 5 mg twice daily, metoprolol 50 mg',
  'amlodipine 10 mg',
];

/** Weight and height as measured at intake: adult ranges within the spec bounds (5-500, 20-300). */
function body(random: Random, patient: DemoPatientFacts): QuestionnaireAnswers {
  return {
    weight: between(random, 52, 118, 1),
    height: patient.heightCm ?? Math.round(between(random, 155, 192)),
  };
}

function basics(random: Random, patient: DemoPatientFacts, reason: string): QuestionnaireAnswers {
  return { reason, ...body(random, patient), medications_taken: pick(random, MEDICATIONS) };
}

/** The seven types with realistic recordings; lengths follow clinical practice for each. */
export const EXAMINATION_PROFILES: readonly ExaminationProfile[] = [
  {
    type: 'holter_ecg',
    weight: 30,
    // 24 h is the standard Holter; 48-72 h for rare symptoms (ACC/AHA ambulatory ECG guideline).
    hours: (random) => pick(random, [24, 24, 24, 24, 48, 72]),
    startHour: (random) => between(random, 8, 12),
    recognitions: [
      'Palpitations at night',
      'Syncope work-up',
      'Atrial fibrillation follow-up',
      'Bradycardia on resting ECG',
      'Dizziness and near-fainting',
      'Control after ablation',
      'Chest discomfort on exertion',
      'Pacemaker function check',
    ],
    reports: [
      'Sinus rhythm throughout, mean heart rate 72 bpm. Isolated supraventricular ectopic beats (<1%). No pauses over 2 s.',
      'Paroxysmal atrial fibrillation, longest episode 3 h 12 min, ventricular rate 90-140 bpm. Anticoagulation advised.',
      'Sinus bradycardia at night down to 41 bpm, chronotropic response preserved. No AV block.',
      'Frequent monomorphic ventricular ectopic beats (8% of beats), one run of 4 beats. Echocardiography recommended.',
    ],
    questionnaire: (random, patient) => ({
      ...basics(random, patient, 'Holter monitoring ordered by the cardiologist'),
      pacemaker: random() < 0.08 ? 'yes' : 'no',
    }),
  },
  {
    type: 'sleep_apnea',
    weight: 25,
    hours: (random) => between(random, 6, 9, 2),
    startHour: (random) => between(random, 21, 23),
    recognitions: [
      'Loud snoring, daytime sleepiness',
      'Witnessed apnoeas',
      'CPAP titration control',
      'Resistant hypertension, suspected OSA',
      'Morning headaches and fatigue',
      'Follow-up after mandibular advancement device',
    ],
    reports: [
      'AHI 7.4/h, mild obstructive sleep apnoea, positional (supine AHI 18/h). Positional therapy advised.',
      'AHI 32.1/h, severe obstructive sleep apnoea, ODI 29/h, T90 14%. CPAP recommended.',
      'AHI 3.1/h, no sleep apnoea. Simple snoring.',
      'AHI 17.8/h, moderate obstructive sleep apnoea, mean SpO2 93%. CPAP trial recommended.',
    ],
    questionnaire: (random, patient) => ({
      ...basics(random, patient, 'Suspected obstructive sleep apnoea'),
      neck_circumference: Math.round(between(random, 34, 47)),
      // Epworth Sleepiness Scale total 0-24 (Johns 1991).
      epworth_score: Math.round(between(random, 4, 20)),
      snoring: random() < 0.85 ? 'yes' : 'no',
    }),
  },
  {
    type: 'covid',
    weight: 10,
    // Home monitoring lasts days: 3 to 14 days after diagnosis or discharge.
    hours: (random) => 24 * Math.round(between(random, 3, 14)),
    startHour: (random) => between(random, 9, 16),
    recognitions: [
      'Home monitoring after discharge',
      'Confirmed COVID-19, high-risk patient',
      'Long COVID, exertional dyspnoea',
      'Positive antigen test, comorbidities',
    ],
    reports: [
      'Stable saturation 94-97% throughout, no fever after day 2. Monitoring ended.',
      'Desaturation to 89% on day 4 with tachypnoea; patient referred to hospital.',
    ],
    questionnaire: (random, patient) => {
      const confirmed = random() < 0.7;
      return {
        qualification: confirmed ? 'group_covid_confirmed' : 'group_higher_risk',
        ...(confirmed
          ? {
              recognition_time: pick(random, [
                'recognition_time_72h',
                'recognition_time_hospitalized',
                'recognition_time_covid_discharged',
              ]),
            }
          : {}),
        referred_from: pick(random, [
          'referred_from_poz',
          'referred_from_sor',
          'referred_from_after_hospitalization',
          'referred_from_consultation',
        ]),
        ...body(random, patient),
        pressure_systolic: Math.round(between(random, 110, 155)),
        pressure_diastolic: Math.round(between(random, 65, 95)),
        temperature: between(random, 36.4, 38.9, 1),
        spo2: Math.round(between(random, 91, 99)),
        respiration_rate: Math.round(between(random, 14, 24)),
        heart_rate: Math.round(between(random, 64, 112)),
        mmrc: pick(random, ['mmrc_0', 'mmrc_1', 'mmrc_1', 'mmrc_2', 'mmrc_3']),
        post_exercise_measurements: 'no',
        device_number: `OX-${Math.round(between(random, 1000, 9999))}`,
        address: pick(random, [
          'ul. Lipowa 12, Kraków',
          'ul. Polna 3/7, Warszawa',
          'Hauptstraße 8, Berlin',
        ]),
        additional_person: pick(random, ['Anna (daughter)', 'Piotr (son)', 'Maria (wife)']),
        additional_person_phone: `+48 6${Math.round(between(random, 10, 99))} ${Math.round(between(random, 100, 999))} ${Math.round(between(random, 100, 999))}`,
      };
    },
  },
  {
    type: 'stress_inlab',
    weight: 8,
    hours: (random) => between(random, 0.5, 1, 2),
    startHour: (random) => between(random, 8, 14),
    recognitions: [
      'Exercise tolerance before rehabilitation',
      'Typical angina, intermediate pre-test probability',
      'Control after PCI',
      'Exertional dyspnoea',
    ],
    reports: [
      'Bruce protocol, 9 min 30 s, 10.1 METs, 92% of predicted maximal heart rate. No ST changes. Negative test.',
      'Horizontal ST depression 1.5 mm in V4-V6 at stage 3 with chest pain. Positive test; coronary angiography advised.',
    ],
    questionnaire: (random, patient) => ({
      ...basics(random, patient, 'Exercise ECG'),
      pressure_systolic: Math.round(between(random, 115, 160)),
      pressure_diastolic: Math.round(between(random, 70, 95)),
      resting_heart_rate: Math.round(between(random, 55, 92)),
      stress_test_measurement: 'yes',
    }),
  },
  {
    type: 'gameinn',
    weight: 7,
    hours: (random) => between(random, 0.25, 1, 2),
    startHour: (random) => between(random, 10, 17),
    recognitions: [
      'Breathing game session',
      'Pulmonary rehabilitation, week 3',
      'Balance training game',
      'Post-COVID breathing exercises',
    ],
    reports: ['Session completed, 14 of 15 series done, breathing pattern regular.'],
    questionnaire: (random, patient) => basics(random, patient, 'Rehabilitation session'),
  },
  {
    type: 'hrv',
    weight: 10,
    // Short-term HRV is recorded for 5 minutes (Task Force of the ESC and NASPE, 1996).
    hours: (random) => pick(random, [5 / 60, 5 / 60, 0.5, 1]),
    startHour: (random) => between(random, 8, 11),
    recognitions: [
      'Autonomic assessment',
      'Diabetic neuropathy screening',
      'Overtraining assessment',
      'Postural tachycardia work-up',
    ],
    reports: [
      'SDNN 41 ms, RMSSD 28 ms, LF/HF 2.1: reduced parasympathetic activity.',
      'SDNN 62 ms, RMSSD 45 ms: heart rate variability within normal limits.',
    ],
    questionnaire: (random, patient) => basics(random, patient, 'Heart rate variability'),
  },
  {
    type: 'edf_dataset',
    weight: 10,
    hours: (random) => between(random, 6, 9, 2),
    startHour: (random) => between(random, 21, 23),
    recognitions: [
      'Imported polysomnography',
      'External sleep lab recording for second opinion',
      'Research dataset import',
    ],
    reports: ['Imported recording reviewed; scoring agrees with the referring laboratory.'],
    questionnaire: (random, patient) => basics(random, patient, 'Imported recording'),
  },
];
