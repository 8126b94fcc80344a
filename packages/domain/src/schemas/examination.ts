import { z } from 'zod';
import { ValidationErrorSchema } from './errors';
import {
  EXAMINATION_SHORT_TEXT_MAX_LENGTH,
  EXAMINATION_STATUSES,
  EXAMINATION_TEXT_MAX_LENGTH,
} from './examinationConstants';
import {
  ExaminationTypeSchema,
  QuestionSpecSchema,
  QuestionnaireAnswersSchema,
} from './examinationSpec';
import { GenderSchema } from './user';

/*
 * Custom zod messages here are constraint keys of VALIDATION_MESSAGES (see schemas/user.ts).
 */

/** An instant on the wire: ISO 8601 with `Z` or an offset, e.g. `2026-11-20T08:00:00.000Z`. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'invalidFormat' });

export const ExaminationStatusSchema = z.enum(EXAMINATION_STATUSES, { error: 'invalidValue' });

const TextSchema = z.string().max(EXAMINATION_TEXT_MAX_LENGTH, { error: 'tooLong' });
const ShortTextSchema = z
  .string()
  .trim()
  .max(EXAMINATION_SHORT_TEXT_MAX_LENGTH, { error: 'tooLong' });
const MemberIdSchema = z.uuid({ error: 'invalidFormat' });

/** Who the examination's list filters name (platform-core §3 "filters (object with a member list)"). */
export const ExaminationFiltersSchema = z.object({ members: z.array(MemberIdSchema) });

export type ExaminationFilters = z.infer<typeof ExaminationFiltersSchema>;

/**
 * Patient data that describe the recording (`?withCharacteristicsData`): age at the start of the
 * examination, gender, height and weight (from the intro questionnaire, else the profile) and BMI.
 */
export const ExaminationCharacteristicsSchema = z.object({
  ageYears: z.number().int().nullable(),
  gender: GenderSchema.nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  bmi: z.number().nullable(),
});

export type ExaminationCharacteristics = z.infer<typeof ExaminationCharacteristicsSchema>;

/** An examination (platform-core §3, clinical-domain §3 and its intake measurements). */
export const ExaminationSchema = z.object({
  _id: z.uuid(),
  /** The same id again, as the list items of the original API carried it. */
  examinationId: z.uuid(),
  type: ExaminationTypeSchema,
  /** The recognition text typed when the examination was created. */
  description: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  /** Milliseconds, end minus start. */
  duration: z.number().int(),
  /** Milliseconds of signal the analysis could use; null until analysed. */
  analyzedDuration: z.number().int().nullable(),
  questionnaire: QuestionnaireAnswersSchema,
  filters: ExaminationFiltersSchema,
  /** The patient's member id. */
  memberId: z.uuid(),
  teamId: z.uuid(),
  status: ExaminationStatusSchema,
  /** Member id of the assigned physician. */
  assignedDoctor: z.uuid().nullable(),
  assignedPhysician: z.object({ _id: z.uuid(), fullName: z.string() }).nullable(),
  archived: z.boolean(),
  frozen: z.boolean(),
  /** The physician's report text; null means the automatic diagnosis is shown. */
  reportDescription: z.string().nullable(),
  hasActionPlan: z.boolean(),
  /** Events saved; null until the recording has been analysed (not counted yet). */
  eventCount: z.number().int().nullable(),
  user: z.object({ _id: z.uuid(), personalDetails: z.object({ fullName: z.string() }) }),
  patientFullName: z.string(),
  recorderNumber: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /** Stress test intake: times of the first, second and third measurement. */
  firstMeasurementAt: z.iso.datetime().nullable(),
  secondMeasurementAt: z.iso.datetime().nullable(),
  thirdMeasurementAt: z.iso.datetime().nullable(),
  /** Stress test intake: whether measurements were taken under stress. */
  stressTestMeasurement: z.boolean().nullable(),
  /** Position in its board column, 0 at the top. */
  boardPosition: z.number().int(),
  /** Id of the intro questionnaire, for PATCH .../introquestionnaire/{questionnaireId}. */
  introQuestionnaireId: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  characteristics: ExaminationCharacteristicsSchema.optional(),
});

export type Examination = z.infer<typeof ExaminationSchema>;

function startsBeforeEnd(body: { startDate?: string; endDate?: string }): boolean {
  if (body.startDate === undefined || body.endDate === undefined) return true;
  return Date.parse(body.startDate) < Date.parse(body.endDate);
}

const startBeforeEndRule = {
  error: 'startDateDifferentThanEndDate',
  path: ['startDate'],
};

const MeasurementFields = {
  recorderNumber: ShortTextSchema.nullable().optional(),
  notes: TextSchema.nullable().optional(),
  tags: z.array(ShortTextSchema).max(50, { error: 'tooLong' }).optional(),
  firstMeasurementAt: IsoDateTimeSchema.nullable().optional(),
  secondMeasurementAt: IsoDateTimeSchema.nullable().optional(),
  thirdMeasurementAt: IsoDateTimeSchema.nullable().optional(),
  stressTestMeasurement: z.boolean({ error: 'invalidType' }).nullable().optional(),
};

/** POST teams/{teamId}/members/{memberId}/examinations (platform-core §5 "Add examination"). */
export const CreateExaminationBodySchema = z
  .object({
    type: ExaminationTypeSchema,
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    description: TextSchema.default(''),
    questionnaire: QuestionnaireAnswersSchema.default({}),
    assignedDoctor: MemberIdSchema.nullable().optional(),
    ...MeasurementFields,
  })
  .refine(startsBeforeEnd, startBeforeEndRule);

export type CreateExaminationBody = z.input<typeof CreateExaminationBodySchema>;

/**
 * PATCH teams/{teamId}/examinations/{examinationId}: the physician, or both dates, or the report
 * text (null deletes it), or general data. `archived` archives or restores.
 */
export const UpdateExaminationBodySchema = z
  .object({
    assignedDoctor: MemberIdSchema.nullable().optional(),
    startDate: IsoDateTimeSchema.optional(),
    endDate: IsoDateTimeSchema.optional(),
    reportDescription: TextSchema.nullable().optional(),
    description: TextSchema.optional(),
    frozen: z.boolean({ error: 'invalidType' }).optional(),
    archived: z.boolean({ error: 'invalidType' }).optional(),
    hasActionPlan: z.boolean({ error: 'invalidType' }).optional(),
    analyzedDuration: z.number().int({ error: 'notInteger' }).min(0).nullable().optional(),
    filters: ExaminationFiltersSchema.optional(),
    ...MeasurementFields,
  })
  .refine((body) => (body.startDate === undefined) === (body.endDate === undefined), {
    error: 'isRequired',
    path: ['endDate'],
  })
  .refine(startsBeforeEnd, startBeforeEndRule);

export type UpdateExaminationBody = z.input<typeof UpdateExaminationBodySchema>;

/** PUT teams/{teamId}/examinations/{examinationId}/status: the status and the board position. */
export const UpdateExaminationStatusBodySchema = z.object({
  status: ExaminationStatusSchema,
  /** Position in the new column, 0 at the top; absent or past the end appends. */
  order: z.number().int({ error: 'notInteger' }).min(0, { error: 'invalidValue' }).optional(),
});

export type UpdateExaminationStatusBody = z.input<typeof UpdateExaminationStatusBodySchema>;

/** The answer of DELETE teams/{teamId}/members/{memberId}/examinations/{examinationId}. */
export const DeletedExaminationSchema = z.object({ _id: z.uuid() });

export type DeletedExamination = z.infer<typeof DeletedExaminationSchema>;

/** GET annotations/teams/{teamId}/annotator/{memberId}/assigned. */
export const AssignedAnnotationsSchema = z.object({
  response: z.array(ExaminationSchema),
  message: z.string(),
});

export type AssignedAnnotations = z.infer<typeof AssignedAnnotationsSchema>;

/** GET .../introquestionnaire: the questions of the examination's type with their answers. */
export const IntroQuestionnaireSchema = z.object({
  _id: z.uuid(),
  examinationId: z.uuid(),
  type: ExaminationTypeSchema,
  questions: z.array(QuestionSpecSchema),
  answers: QuestionnaireAnswersSchema,
});

export type IntroQuestionnaire = z.infer<typeof IntroQuestionnaireSchema>;

/** PATCH .../introquestionnaire/{questionnaireId}: answers to merge; null clears one. */
export const UpdateIntroQuestionnaireBodySchema = z.object({
  answers: QuestionnaireAnswersSchema,
});

export type UpdateIntroQuestionnaireBody = z.input<typeof UpdateIntroQuestionnaireBodySchema>;

/** Time spent with a value in [from, to) (the last bin includes `to`). */
export const DistributionBinSchema = z.object({
  from: z.number(),
  to: z.number(),
  seconds: z.number(),
  /** Share of the time with an in-range value, %. */
  percent: z.number(),
});

export type DistributionBin = z.infer<typeof DistributionBinSchema>;

/** POST validate/examinations: what the add-examination modal would send. */
export const ValidateExaminationBodySchema = z.object({
  questionnaire: QuestionnaireAnswersSchema.default({}),
  teamId: z.uuid({ error: 'invalidFormat' }).optional(),
  memberId: MemberIdSchema.optional(),
  type: ExaminationTypeSchema.optional(),
  description: TextSchema.optional(),
  startDate: IsoDateTimeSchema.optional(),
  endDate: IsoDateTimeSchema.optional(),
});

export type ValidateExaminationBody = z.input<typeof ValidateExaminationBodySchema>;

/** The answer of POST validate/examinations: empty when valid. */
export const ValidateExaminationResponseSchema = z.object({
  validationErrors: z.array(ValidationErrorSchema),
});

export type ValidateExaminationResponse = z.infer<typeof ValidateExaminationResponseSchema>;

/**
 * Query of GET teams/{teamId}/examinations/{examinationId}: `?withCharacteristicsData` with no
 * value, `true` or `1` asks for the patient's characteristics.
 */
export const ExaminationQuerySchema = z.object({
  withCharacteristicsData: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value !== undefined && !['false', '0'].includes(String(value))),
});

export type ExaminationQuery = z.input<typeof ExaminationQuerySchema>;
