import { z } from 'zod';
import { EXAMINATION_TYPES } from './examinationConstants';

/** Types of examination as zod enum; an unknown type is `invalidValue`. */
export const ExaminationTypeSchema = z.enum(EXAMINATION_TYPES, { error: 'invalidValue' });

/** What an answer to a question must be (platform-core §3 Examination spec). */
export const QUESTION_VALUE_TYPES = ['text', 'float', 'int', 'enum'] as const;

/** One value type of a questionnaire question. */
export type QuestionValueType = (typeof QUESTION_VALUE_TYPES)[number];

/** The control a form renders for a question. */
export const QUESTION_CONTROLS = ['input', 'textarea', 'select', 'datetime'] as const;

/** Answers a question accepts: bounds for numbers, options for enums (platform-core §3). */
export const AcceptedValuesSchema = z.object({
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.string()).optional(),
});

export type AcceptedValues = z.infer<typeof AcceptedValuesSchema>;

/** One question of an intro questionnaire. */
export const QuestionSpecSchema = z.object({
  name: z.string(),
  type: z.enum(QUESTION_CONTROLS),
  description: z.string(),
  unit: z.string().nullable(),
  valueType: z.enum(QUESTION_VALUE_TYPES),
  acceptedValues: AcceptedValuesSchema.nullable(),
});

export type QuestionSpec = z.infer<typeof QuestionSpecSchema>;

/** The questionnaire filled in when an examination is created. */
export const IntroQuestionnaireSpecSchema = z.object({ questions: z.array(QuestionSpecSchema) });

export type IntroQuestionnaireSpec = z.infer<typeof IntroQuestionnaireSpecSchema>;

/** GET teams/{teamId}/examinations/examinationspecs and GET specs/examinations: one per type. */
export const ExaminationSpecSchema = z.object({
  type: ExaminationTypeSchema,
  name: z.string(),
  introQuestionnaire: IntroQuestionnaireSpecSchema,
});

export type ExaminationSpec = z.infer<typeof ExaminationSpecSchema>;

/** GET specs/events: the event types an examination of one type may carry. */
export const EventSpecSchema = z.object({
  examinationType: ExaminationTypeSchema,
  eventTypes: z.array(z.string()),
});

export type EventSpec = z.infer<typeof EventSpecSchema>;

/**
 * Answers of an intro questionnaire by question name. Each is checked against its question by
 * the server (`validateQuestionnaireAnswers`), which knows the spec.
 */
export const QuestionnaireAnswersSchema = z.record(
  z.string(),
  // A list answers a question of several choices (the COVID symptoms and comorbidities).
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
  { error: 'invalidType' },
);

export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswersSchema>;
