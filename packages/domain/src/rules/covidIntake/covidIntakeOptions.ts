/**
 * The choices of the COVID intake (platform-core §5 "COVID questionnaire fields", clinical-domain
 * §5 statement list). Stored answers are these names; labels are the clinic's translations.
 */

/** Qualification groups. */
export const COVID_QUALIFICATIONS = ['group_covid_confirmed', 'group_higher_risk'] as const;

/** When the disease was recognised. */
export const COVID_RECOGNITION_TIMES = [
  'recognition_time_72h',
  'recognition_time_hospitalized',
  'recognition_time_covid_discharged',
  'recognition_time_long_covid',
] as const;

/** Who referred the patient. */
export const COVID_REFERRAL_SOURCES = [
  'referred_from_sor',
  'referred_from_consultation',
  'referred_from_poz',
  'referred_from_after_hospitalization',
  'referred_from_hospitalized_others',
  'referred_from_hospitalized_covid',
  'referred_from_covid_relapse',
  'referred_from_isolatory',
] as const;

/** The mMRC dyspnoea scale, grades 0 to 4 (clinical-domain §9). */
export const MMRC_GRADES = ['mmrc_0', 'mmrc_1', 'mmrc_2', 'mmrc_3', 'mmrc_4'] as const;

/** The 12 symptoms of the last days, chosen any number at a time. */
export const COVID_SYMPTOMS = [
  'headache',
  'fainting',
  'fever',
  'dry_cough',
  'dyspnoea',
  'weakness',
  'muscle_pain',
  'sore_throat',
  'diarrhoea',
  'conjunctivitis',
  'taste_smell_loss',
  'skin_rash',
] as const;

/** The 9 comorbidities, chosen any number at a time. */
export const COVID_COMORBIDITIES = [
  'hypertension',
  'circulatory_system',
  'blood',
  'diabetes',
  'respiratory_system',
  'nephrological',
  'cancerous',
  'immune_disorders',
  'consciousness_disturbances',
] as const;

/** The yes/no answers. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;

/**
 * The statements the patient confirms none of which applies before the questionnaire
 * (clinical-domain §5): any one of them excludes the patient from home monitoring.
 */
export const COVID_EXCLUSION_STATEMENTS = [
  'under18',
  'pacemaker',
  'pregnancy',
  'fullGuardianship',
  'noInformedConsent',
  'cognitiveDysfunction',
  'imprisoned',
  'activeSoldier',
  'cannotPerformMinimumTests',
] as const;

export type CovidQualification = (typeof COVID_QUALIFICATIONS)[number];
export type CovidRecognitionTime = (typeof COVID_RECOGNITION_TIMES)[number];
export type CovidSymptom = (typeof COVID_SYMPTOMS)[number];
export type CovidComorbidity = (typeof COVID_COMORBIDITIES)[number];
export type CovidExclusionStatement = (typeof COVID_EXCLUSION_STATEMENTS)[number];

/**
 * The statement rule: the patient may go on to the questionnaire only when none of the
 * statements applies; one that applies excludes them.
 *
 * @example
 * mayProceedPastStatements([]); // true
 * mayProceedPastStatements(['pregnancy']); // false
 */
export function mayProceedPastStatements(applying: readonly CovidExclusionStatement[]): boolean {
  return applying.length === 0;
}
