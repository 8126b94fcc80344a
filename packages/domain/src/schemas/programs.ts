import { z } from 'zod';
import { AnswerSchema, QuestionSchema } from '../rules/programs/answerKinds';
import { PROGRAM_DAY_STATES } from '../rules/programs/programDays';
import { IsoDateTimeSchema } from './examination';
import { firstIndexQuery, pageSizeQuery } from './pagingQuery';
import { RichTextSchema } from './richText';
import { pathId } from './routeParams';
import { IsoDateSchema } from './user';

/*
 * Rehabilitation programs (clinical-domain §2, §3 "Program", "Program history item", §4, §5):
 * what staff build — a program of ordered steps, each of ordered series asking questions — the
 * clinic's library of saved steps and series, and a patient's assigned program with its days.
 * Order is the order of the arrays. Ids of steps, series and questions are UUIDs the editor gives
 * them, so answers and days keep naming them. Custom zod messages are constraint keys.
 */

/** Shortest program title (clinical-domain §5 "program name at least 6 characters"). */
export const PROGRAM_TITLE_MIN_LENGTH = 6;
/** Longest title of a program, step or series. */
export const PROGRAM_TITLE_MAX_LENGTH = 200;
/** Longest plain-text description of a series. */
export const SERIES_DESCRIPTION_MAX_LENGTH = 2000;
/** Most steps of a program, series of a step and questions of a series. */
export const PROGRAM_MAX_STEPS = 100;
export const STEP_MAX_SERIES = 50;
export const SERIES_MAX_QUESTIONS = 30;
/** Longest step, rest after it, start delay and number of days off, days. */
export const STEP_MAX_DURATION_DAYS = 365;
export const STEP_MAX_REST_DAYS = 30;
export const PROGRAM_MAX_START_OFFSET_DAYS = 365;
export const PROGRAM_MAX_DAYS_OFF = 365;
/** Most members a program may be restricted to. */
export const PROGRAM_MAX_RESTRICTED_MEMBERS = 1000;
/** Programs and library items per page by default, and at most. */
export const PROGRAM_PAGE_SIZE = 20;
export const PROGRAM_MAX_PAGE_SIZE = 100;

/** A web address of a video or image: http or https only ("valid URL required", §5). */
export const WebUrlSchema = z
  .string({ error: 'invalidType' })
  .trim()
  .max(2000, { error: 'tooLong' })
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'invalidUrl' }));

const title = () =>
  z
    .string({ error: 'invalidType' })
    .trim()
    .min(1, { error: 'isRequired' })
    .max(PROGRAM_TITLE_MAX_LENGTH, { error: 'tooLong' });

const days = (min: number, max: number) =>
  z
    .number({ error: 'invalidType' })
    .int({ error: 'notInteger' })
    .refine((value) => value >= min && value <= max, {
      message: 'outOfRange',
      params: { min, max },
    });

/** A series of exercises: title, description, video and the questions the patient answers. */
export const SeriesSchema = z.object({
  id: z.uuid({ error: 'invalidFormat' }),
  title: title(),
  description: z
    .string({ error: 'invalidType' })
    .trim()
    .max(SERIES_DESCRIPTION_MAX_LENGTH, { error: 'tooLong' })
    .nullable()
    .default(null),
  videoUrl: WebUrlSchema.nullable().default(null),
  questions: z.array(QuestionSchema).max(SERIES_MAX_QUESTIONS, { error: 'tooLong' }).default([]),
});

export type Series = z.infer<typeof SeriesSchema>;
export type SeriesInput = z.input<typeof SeriesSchema>;

/** A step: days of the same series, then suggested rest days before the next step. */
export const StepSchema = z.object({
  id: z.uuid({ error: 'invalidFormat' }),
  title: title(),
  durationDays: days(1, STEP_MAX_DURATION_DAYS),
  suggestedRestDays: days(0, STEP_MAX_REST_DAYS).default(0),
  series: z.array(SeriesSchema).max(STEP_MAX_SERIES, { error: 'tooLong' }).default([]),
});

export type Step = z.infer<typeof StepSchema>;
export type StepInput = z.input<typeof StepSchema>;

/** Every id a program's steps, series and questions use. */
function idsOf(steps: readonly Step[]): string[] {
  return steps.flatMap((step) => [
    step.id,
    ...step.series.flatMap((series) => [series.id, ...series.questions.map(({ id }) => id)]),
  ]);
}

/** What staff edit in a program (clinical-domain §3); publishing and archiving are separate. */
export const ProgramDetailsSchema = z.object({
  title: title().min(PROGRAM_TITLE_MIN_LENGTH, { error: 'minLength' }),
  author: z
    .string({ error: 'invalidType' })
    .trim()
    .max(PROGRAM_TITLE_MAX_LENGTH, { error: 'tooLong' })
    .nullable()
    .default(null),
  /** Rich text as a document of blocks, never HTML (docs/decisions.md). */
  description: RichTextSchema.default([]),
  introVideoUrl: WebUrlSchema.nullable().default(null),
  thumbnailUrl: WebUrlSchema.nullable().default(null),
  subscriptionRequired: z.boolean({ error: 'invalidType' }).default(false),
  mobileNotifications: z.boolean({ error: 'invalidType' }).default(true),
  smsNotifications: z.boolean({ error: 'invalidType' }).default(false),
  /** Days the patient may skip ahead of time. */
  daysOffAllowed: days(0, PROGRAM_MAX_DAYS_OFF).default(0),
  /** Days between the assignment and the first step. */
  startDaysOffset: days(0, PROGRAM_MAX_START_OFFSET_DAYS).default(0),
  /** The patients who alone may see and be given the program; empty: every patient. */
  restrictedToMemberIds: z
    .array(z.uuid({ error: 'invalidFormat' }))
    .max(PROGRAM_MAX_RESTRICTED_MEMBERS, { error: 'tooLong' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalidValue' })
    .default([]),
  steps: z
    .array(StepSchema)
    .max(PROGRAM_MAX_STEPS, { error: 'tooLong' })
    .refine(
      (steps) => {
        const ids = idsOf(steps);
        return new Set(ids).size === ids.length;
      },
      { message: 'invalidValue' },
    )
    .default([]),
});

export type ProgramDetails = z.output<typeof ProgramDetailsSchema>;
export type ProgramDetailsInput = z.input<typeof ProgramDetailsSchema>;

/** A program as the API answers it. */
export const ProgramSchema = ProgramDetailsSchema.extend({
  _id: z.string(),
  teamId: z.string(),
  published: z.boolean(),
  archived: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});

export type Program = z.infer<typeof ProgramSchema>;

/** The list filters: published, not published, archived (clinical-domain §4). */
export const PROGRAM_LIST_STATUSES = ['published', 'unpublished', 'archived'] as const;
export type ProgramListStatus = (typeof PROGRAM_LIST_STATUSES)[number];

/** `GET teams/{teamId}/programs?status&page&limit`: without a status, every program not archived. */
export const ProgramListQuerySchema = z.object({
  status: z.enum(PROGRAM_LIST_STATUSES, { error: 'invalidValue' }).optional(),
  page: firstIndexQuery(),
  limit: pageSizeQuery(PROGRAM_MAX_PAGE_SIZE, PROGRAM_PAGE_SIZE),
});

export type ProgramListQuery = z.input<typeof ProgramListQuerySchema>;

/** One page of a clinic's programs, newest first. */
export const ProgramPageSchema = z.object({
  data: z.array(ProgramSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

export type ProgramPage = z.infer<typeof ProgramPageSchema>;

/** `/teams/:teamId/programs/:programId` */
export const ProgramParamsSchema = z.object({ teamId: pathId(), programId: pathId() });

/** The kinds of what the clinic's library keeps. */
export const LIBRARY_ITEM_KINDS = ['step', 'series'] as const;
export type LibraryItemKind = (typeof LIBRARY_ITEM_KINDS)[number];

/**
 * `POST teams/{teamId}/libraries`: a step or a series to keep for reuse. Strict, so a step sent
 * with a `series` (or the reverse) is refused rather than half kept.
 */
export const CreateLibraryItemBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('step'), step: StepSchema }),
    z.strictObject({ kind: z.literal('series'), series: SeriesSchema }),
  ],
  { error: 'invalidValue' },
);

export type CreateLibraryItemBody = z.input<typeof CreateLibraryItemBodySchema>;

/** A saved step or series; reusing it copies it into a program under new ids. */
export const LibraryItemSchema = z.discriminatedUnion('kind', [
  z.object({
    _id: z.string(),
    teamId: z.string(),
    kind: z.literal('step'),
    step: StepSchema,
    createdAt: IsoDateTimeSchema,
  }),
  z.object({
    _id: z.string(),
    teamId: z.string(),
    kind: z.literal('series'),
    series: SeriesSchema,
    createdAt: IsoDateTimeSchema,
  }),
]);

export type LibraryItem = z.infer<typeof LibraryItemSchema>;

/** `GET teams/{teamId}/libraries?kind&page&limit`: newest first. */
export const LibraryListQuerySchema = z.object({
  kind: z.enum(LIBRARY_ITEM_KINDS, { error: 'invalidValue' }).optional(),
  page: firstIndexQuery(),
  limit: pageSizeQuery(PROGRAM_MAX_PAGE_SIZE, PROGRAM_PAGE_SIZE),
});

export type LibraryListQuery = z.input<typeof LibraryListQuerySchema>;

export const LibraryPageSchema = z.object({
  data: z.array(LibraryItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});

export type LibraryPage = z.infer<typeof LibraryPageSchema>;

/** `/teams/:teamId/libraries/:libraryItemId` */
export const LibraryItemParamsSchema = z.object({ teamId: pathId(), libraryItemId: pathId() });

/** The answer to one question of a day's series. */
export const RecordedAnswerSchema = z.object({
  seriesId: z.uuid({ error: 'invalidFormat' }),
  questionId: z.uuid({ error: 'invalidFormat' }),
  answer: AnswerSchema,
});

export type RecordedAnswer = z.infer<typeof RecordedAnswerSchema>;

export const ProgramDayStateSchema = z.enum(PROGRAM_DAY_STATES);

/** One day of a patient's program history (clinical-domain §3 "Program history item"). */
export const ProgramDaySchema = z.object({
  _id: z.string(),
  date: IsoDateSchema,
  stepId: z.string(),
  state: ProgramDayStateSchema,
  answers: z.array(RecordedAnswerSchema),
  /** When the answers were recorded, or the day skipped or marked missed. */
  changedAt: IsoDateTimeSchema.nullable(),
});

export type ProgramDay = z.infer<typeof ProgramDaySchema>;

/** A program assigned to a patient: the program as it was then, and its days. */
export const ProgramAssignmentSchema = z.object({
  _id: z.string(),
  teamId: z.string(),
  memberId: z.string(),
  /** Null once the program was deleted; the assignment keeps its copy. */
  programId: z.string().nullable(),
  title: z.string(),
  assignedOn: IsoDateSchema,
  daysOffAllowed: z.number().int().nonnegative(),
  /** Days off the patient already planned. */
  daysOffTaken: z.number().int().nonnegative(),
  steps: z.array(StepSchema),
  days: z.array(ProgramDaySchema),
  createdAt: IsoDateTimeSchema,
});

export type ProgramAssignment = z.infer<typeof ProgramAssignmentSchema>;

/** `GET teams/{teamId}/members/{memberId}/programs`: newest assignment first. */
export const ProgramHistorySchema = z.object({ data: z.array(ProgramAssignmentSchema) });

export type ProgramHistory = z.infer<typeof ProgramHistorySchema>;

/** `POST teams/{teamId}/members/{memberId}/programs` */
export const AssignProgramBodySchema = z.object({ programId: z.uuid({ error: 'invalidFormat' }) });

export type AssignProgramBody = z.infer<typeof AssignProgramBodySchema>;

/** `/teams/:teamId/members/:memberId/programs/days/:dayId/...` */
export const ProgramDayParamsSchema = z.object({
  teamId: pathId(),
  memberId: pathId(),
  dayId: pathId(),
});

/** `PUT .../programs/days/{dayId}/answers`: an answer to every question of the day's series. */
export const RecordProgramDayBodySchema = z.object({
  answers: z.array(RecordedAnswerSchema).max(STEP_MAX_SERIES * SERIES_MAX_QUESTIONS, {
    error: 'tooLong',
  }),
});

export type RecordProgramDayBody = z.input<typeof RecordProgramDayBodySchema>;
