/**
 * A named, versioned set of the vital-sign limits of the COVID intake's after-rest flow
 * (platform-core §5, §9; clinical-domain §5). The spec gives two readings of the after-rest
 * limits; each is a preset, and the preset used is stored with the examination's questionnaire
 * (`vital_limits`), so a later change of a preset never re-judges an enrolled patient.
 */
/** The ids of the presets, `<name>@<version>`, as the questionnaire stores them. */
export const COVID_VITAL_LIMIT_IDS = ['intake_form@1', 'message_catalogue@1'] as const;

/** The id of one preset. */
export type CovidVitalLimitsId = (typeof COVID_VITAL_LIMIT_IDS)[number];

export interface CovidVitalLimits {
  id: CovidVitalLimitsId;
  /** The first vitals that ask for measurements after rest (with a 72 h or hospitalised recognition). */
  afterRestTrigger: {
    /** SpO2 below this (%) asks for the after-rest values. */
    spo2Below: number;
    /** Respiration rate above this (/min) asks for them. */
    respirationRateAbove: number;
    /** Heart rate above this (/min) asks for them. */
    heartRateAbove: number;
  };
  /** What the after-rest values must meet to enrol the patient. */
  afterRest: {
    /** The lowest SpO2 (%) accepted at all; below it the patient is excluded. */
    spo2Min: number;
    /** SpO2 below this (and at least `spo2Min`) is accepted only with Continue. */
    spo2ContinueBelow: number;
    /** Respiration rate accepted, /min, inclusive. */
    respirationRateMin: number;
    respirationRateMax: number;
    /** The highest heart rate (/min) accepted; a heart rate above the trigger needs Continue. */
    heartRateMax: number;
  };
}

const AFTER_REST_TRIGGER = { spo2Below: 95, respirationRateAbove: 25, heartRateAbove: 120 };

/**
 * The intake form's limits (platform-core §5, §9): SpO2 after rest at least 90 (90-95 needs
 * Continue), respiration rate 20-30, heart rate at most 130. The default.
 */
export const INTAKE_FORM_VITAL_LIMITS: CovidVitalLimits = {
  id: 'intake_form@1',
  afterRestTrigger: AFTER_REST_TRIGGER,
  afterRest: {
    spo2Min: 90,
    spo2ContinueBelow: 95,
    respirationRateMin: 20,
    respirationRateMax: 30,
    heartRateMax: 130,
  },
};

/**
 * The message catalogue's limits (clinical-domain §5): SpO2 greater than 85 (SpO2 is read in
 * whole per cent, so at least 86) and respiration rate 5-30; the rest as the intake form.
 */
export const MESSAGE_CATALOGUE_VITAL_LIMITS: CovidVitalLimits = {
  id: 'message_catalogue@1',
  afterRestTrigger: AFTER_REST_TRIGGER,
  afterRest: {
    spo2Min: 86,
    spo2ContinueBelow: 95,
    respirationRateMin: 5,
    respirationRateMax: 30,
    heartRateMax: 130,
  },
};

/** Every preset by id; the questionnaire's `vital_limits` names one. */
export const COVID_VITAL_LIMIT_PRESETS: readonly CovidVitalLimits[] = [
  INTAKE_FORM_VITAL_LIMITS,
  MESSAGE_CATALOGUE_VITAL_LIMITS,
];

/** The preset named by a questionnaire, the intake form's when it names none. */
export function covidVitalLimitsOf(id: unknown): CovidVitalLimits {
  return COVID_VITAL_LIMIT_PRESETS.find((limits) => limits.id === id) ?? INTAKE_FORM_VITAL_LIMITS;
}
