import { z } from 'zod';
import { COVID_COMORBIDITIES, COVID_SYMPTOMS } from '../rules/covidIntake/covidIntakeOptions';
import {
  FINAL_QUALIFICATION_STATES,
  FINAL_QUALIFICATION_TRANSITIONS,
  QUALIFICATION_STATES,
  QUALIFICATION_TRANSITIONS,
} from '../rules/qualification/qualificationStates';
import { REHABILITATION_MODELS } from '../rules/qualification/rehabilitationModel';
import { SPIROMETRY_SEXES } from '../rules/qualification/spirometryReference';
import { IsoDateTimeSchema } from './examination';
import { PhoneSchema } from './members';
import { pathId } from './routeParams';
import { IsoDateSchema } from './user';
import { firstIndexQuery, pageSizeQuery } from './pagingQuery';

/*
 * Qualifications to tele-rehabilitation (clinical-domain §2 "Qualifications: list, form, final
 * qualification", §3 "Qualification", §4): what staff record while qualifying a patient, the
 * figures the server computes from it, and the lifecycle. Custom zod messages are constraint keys.
 * Every recorded field may stay empty (null) while the qualification is filled in step by step.
 */

/** Longest free text of a qualification (medications, notes, occupation). */
export const QUALIFICATION_TEXT_MAX_LENGTH = 1000;

/** Longest device identifier. */
export const QUALIFICATION_DEVICE_ID_MAX_LENGTH = 64;

/** Qualifications per page of the list by default, and at most. */
export const QUALIFICATION_PAGE_SIZE = 20;
export const QUALIFICATION_MAX_PAGE_SIZE = 100;

/** How much alcohol the patient drinks (social survey). */
export const ALCOHOL_USE = ['never', 'occasionally', 'regularly'] as const;
/** The patient's smoking (social survey). */
export const SMOKING_STATUSES = ['never', 'former', 'current'] as const;
/** Whom the patient lives with (social survey). */
export const HOUSEHOLD_TYPES = ['alone', 'withFamily', 'careFacility'] as const;
/** The patient's work. */
export const WORK_STATUSES = [
  'working',
  'notWorking',
  'retired',
  'disabilityPension',
  'student',
] as const;
/** Degrees of the certificate of disability (clinical-domain §3). */
export const DISABILITY_DEGREES = ['none', 'slight', 'moderate', 'severe'] as const;
/** The consultations of a qualification (clinical-domain §3). */
export const QUALIFICATION_CONSULTATIONS = [
  'educational',
  'nursing',
  'physiotherapist',
  'pulmonological',
  'medical',
] as const;

export type QualificationConsultation = (typeof QUALIFICATION_CONSULTATIONS)[number];

/**
 * The accepted range of each number a qualification records, by property: the schema checks
 * them and the form's number fields offer them.
 */
export const QUALIFICATION_NUMBER_BOUNDS = {
  'socialSurvey.exerciseHoursPerDay': { min: 0, max: 24, integer: false },
  'healthLimits.minHeartRate': { min: 30, max: 250, integer: true },
  'healthLimits.maxHeartRate': { min: 30, max: 250, integer: true },
  'healthLimits.minSpo2': { min: 50, max: 100, integer: true },
  'healthLimits.inhaleSeconds': { min: 0.5, max: 60, integer: false },
  'healthLimits.exhaleSeconds': { min: 0.5, max: 60, integer: false },
  'healthLimits.forcedExhaleSeconds': { min: 0.5, max: 60, integer: false },
  'measurements.ageYears': { min: 18, max: 120, integer: true },
  'measurements.heightCm': { min: 100, max: 250, integer: false },
  'measurements.weightKg': { min: 20, max: 300, integer: false },
  'measurements.restingHeartRate': { min: 30, max: 200, integer: true },
  'measurements.sixMinuteWalkMetres': { min: 0, max: 1500, integer: false },
  'spirometry.fev1': { min: 0.1, max: 10, integer: false },
  'spirometry.fvc': { min: 0.1, max: 12, integer: false },
  mmrc: { min: 0, max: 4, integer: true },
  oxygenThreshold: { min: 50, max: 100, integer: true },
} as const satisfies Record<string, { min: number; max: number; integer: boolean }>;

/** A number field of a qualification, by its property path. */
export type QualificationNumberField = keyof typeof QUALIFICATION_NUMBER_BOUNDS;

const text = (max = QUALIFICATION_TEXT_MAX_LENGTH) =>
  z.string().trim().max(max, { error: 'tooLong' }).nullable().default(null);

/** A number within its field's bounds, or null; outside, `outOfRange` with the bounds filled in. */
const bounded = (field: QualificationNumberField) => {
  const { min, max, integer } = QUALIFICATION_NUMBER_BOUNDS[field];
  return z
    .number({ error: 'invalidType' })
    .refine((value) => !integer || Number.isInteger(value), { message: 'notInteger' })
    .refine((value) => value >= min && value <= max, {
      message: 'outOfRange',
      params: { min, max },
    })
    .nullable()
    .default(null);
};

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: 'invalidValue' }).nullable().default(null);

const choices = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .array(z.enum(values, { error: 'invalidValue' }))
    .refine((chosen) => new Set(chosen).size === chosen.length, { message: 'invalidValue' })
    .default([]);

export const QualificationStateSchema = z.enum(QUALIFICATION_STATES, { error: 'invalidValue' });
export const FinalQualificationStateSchema = z.enum(FINAL_QUALIFICATION_STATES);
export const RehabilitationModelSchema = z.enum(REHABILITATION_MODELS, { error: 'invalidValue' });

/** The social survey (clinical-domain §3): alcohol, smoking, diet, household, exercise, others. */
export const SocialSurveySchema = z.object({
  alcohol: choice(ALCOHOL_USE),
  smoking: choice(SMOKING_STATUSES),
  diet: text(),
  householdType: choice(HOUSEHOLD_TYPES),
  exerciseHoursPerDay: bounded('socialSurvey.exerciseHoursPerDay'),
  others: text(),
});

/** The acceptable health limits of the patient's training (clinical-domain §3). */
export const HealthLimitsSchema = z
  .object({
    minHeartRate: bounded('healthLimits.minHeartRate'),
    maxHeartRate: bounded('healthLimits.maxHeartRate'),
    minSpo2: bounded('healthLimits.minSpo2'),
    /** Breathing exercise lengths, seconds. */
    inhaleSeconds: bounded('healthLimits.inhaleSeconds'),
    exhaleSeconds: bounded('healthLimits.exhaleSeconds'),
    forcedExhaleSeconds: bounded('healthLimits.forcedExhaleSeconds'),
  })
  .refine(
    (limits) =>
      limits.minHeartRate === null ||
      limits.maxHeartRate === null ||
      limits.minHeartRate < limits.maxHeartRate,
    { message: 'invalidValue', path: ['maxHeartRate'] },
  );

/** What the tests measured: the figures' inputs (anthropometry, rest, walk test). */
export const QualificationMeasurementsSchema = z.object({
  /** The sex of the spirometry reference equations. */
  sex: choice(SPIROMETRY_SEXES),
  ageYears: bounded('measurements.ageYears'),
  heightCm: bounded('measurements.heightCm'),
  weightKg: bounded('measurements.weightKg'),
  restingHeartRate: bounded('measurements.restingHeartRate'),
  sixMinuteWalkMetres: bounded('measurements.sixMinuteWalkMetres'),
});

/** The measured spirometry, litres. */
export const SpirometryMeasuredSchema = z.object({
  fev1: bounded('spirometry.fev1'),
  fvc: bounded('spirometry.fvc'),
});

/** What staff record in a qualification (clinical-domain §3); the server computes the rest. */
export const QualificationDetailsSchema = z.object({
  /** The clinic's monitoring device given to the patient ({product}Id). */
  deviceId: text(QUALIFICATION_DEVICE_ID_MAX_LENGTH),
  spirometerId: text(QUALIFICATION_DEVICE_ID_MAX_LENGTH),
  /** Whether the clinic gave the patient a phone. */
  phoneGiven: z.boolean({ error: 'invalidType' }).default(false),
  contactPerson: text(200),
  contactPhone: PhoneSchema.nullable().default(null),
  socialSurvey: SocialSurveySchema.default(() => SocialSurveySchema.parse({})),
  comorbidities: choices(COVID_COMORBIDITIES),
  comorbiditiesOther: text(),
  /** Recent symptoms. */
  symptoms: choices(COVID_SYMPTOMS),
  symptomsOther: text(),
  medications: text(),
  work: z
    .object({ status: choice(WORK_STATUSES), occupation: text(200) })
    .default({ status: null, occupation: null }),
  /** The mMRC dyspnoea grade, 0 to 4 (clinical-domain §9). */
  mmrc: bounded('mmrc'),
  disabilityCertificate: choice(DISABILITY_DEGREES),
  /** Which consultations took place. */
  consultations: z
    .object(
      Object.fromEntries(
        QUALIFICATION_CONSULTATIONS.map((name) => [name, z.boolean().default(false)]),
      ) as Record<QualificationConsultation, z.ZodDefault<z.ZodBoolean>>,
    )
    .default(() => ({
      educational: false,
      nursing: false,
      physiotherapist: false,
      pulmonological: false,
      medical: false,
    })),
  healthLimits: HealthLimitsSchema.default(() => HealthLimitsSchema.parse({})),
  measurements: QualificationMeasurementsSchema.default(() =>
    QualificationMeasurementsSchema.parse({}),
  ),
  spirometry: SpirometryMeasuredSchema.default({ fev1: null, fvc: null }),
  /** The model staff chose; the suggested one is computed. */
  selectedModel: RehabilitationModelSchema.nullable().default(null),
  nextQualificationDate: IsoDateSchema.nullable().default(null),
  /** The SpO2 (%) under which the patient stops training. */
  oxygenThreshold: bounded('oxygenThreshold'),
});

/** Recorded fields as a request sends them (missing ones are empty). */
export type QualificationDetailsInput = z.input<typeof QualificationDetailsSchema>;
export type QualificationDetails = z.output<typeof QualificationDetailsSchema>;

/** One spirometry index against its reference: measured, predicted, % predicted, LLN. */
export const SpirometryFigureSchema = z.object({
  measured: z.number(),
  predicted: z.number(),
  percentPredicted: z.number(),
  lowerLimitOfNormal: z.number(),
});

export type SpirometryFigure = z.infer<typeof SpirometryFigureSchema>;

/** What the server computes from the recorded fields (each null without its inputs). */
export const QualificationFiguresSchema = z.object({
  spirometry: z.object({
    fev1: SpirometryFigureSchema.nullable(),
    fvc: SpirometryFigureSchema.nullable(),
    fev1Fvc: SpirometryFigureSchema.nullable(),
  }),
  bodyMassIndex: z.number().nullable(),
  /** The BODE index, 0 to 10. */
  totalScore: z.number().int().nullable(),
  suggestedModel: RehabilitationModelSchema.nullable(),
  /** Beats per minute. */
  trainingHeartRate: z.number().int().nullable(),
});

export type QualificationFigures = z.infer<typeof QualificationFiguresSchema>;

/** A qualification as the API answers it. */
export const QualificationSchema = z.object({
  _id: z.string(),
  teamId: z.string(),
  /** The patient. */
  memberId: z.string(),
  patientFullName: z.string(),
  state: QualificationStateSchema,
  /** Null until the qualification is finished. */
  finalQualification: FinalQualificationStateSchema.nullable(),
  details: QualificationDetailsSchema,
  figures: QualificationFiguresSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});

export type Qualification = z.infer<typeof QualificationSchema>;

/** `GET teams/{teamId}/qualifications?state&page&limit`: page from 0, newest first. */
export const QualificationListQuerySchema = z.object({
  state: QualificationStateSchema.optional(),
  page: firstIndexQuery(),
  limit: pageSizeQuery(QUALIFICATION_MAX_PAGE_SIZE, QUALIFICATION_PAGE_SIZE),
});

export type QualificationListQuery = z.input<typeof QualificationListQuerySchema>;

/** One page of a clinic's qualifications. */
export const QualificationPageSchema = z.object({
  data: z.array(QualificationSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

export type QualificationPage = z.infer<typeof QualificationPageSchema>;

/** `POST teams/{teamId}/qualifications`: a patient of the clinic, and what is known so far. */
export const CreateQualificationBodySchema = z.object({
  memberId: z.uuid({ error: 'invalidFormat' }),
  details: QualificationDetailsSchema.default(() => QualificationDetailsSchema.parse({})),
});

export type CreateQualificationBody = z.input<typeof CreateQualificationBodySchema>;

/** `POST .../qualifications/{qualificationId}/transitions` */
export const QualificationTransitionBodySchema = z.object({
  transition: z.enum(QUALIFICATION_TRANSITIONS, { error: 'invalidValue' }),
});

export type QualificationTransitionBody = z.infer<typeof QualificationTransitionBodySchema>;

/** `POST .../qualifications/{qualificationId}/final-qualification/transitions` */
export const FinalQualificationTransitionBodySchema = z.object({
  transition: z.enum(FINAL_QUALIFICATION_TRANSITIONS, { error: 'invalidValue' }),
});

export type FinalQualificationTransitionBody = z.infer<
  typeof FinalQualificationTransitionBodySchema
>;

/** `/teams/:teamId/qualifications/:qualificationId/...` */
export const QualificationParamsSchema = z.object({ teamId: pathId(), qualificationId: pathId() });
