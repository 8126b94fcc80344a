import { z } from 'zod';
import {
  EDF_EXPORT_SAMPLING_RATE,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_PARAMETERS_MAX_LENGTH,
  TASK_STATUSES,
} from '../rules/tasks';
import { FullEcgParametersSchema } from './ecgAnalysis';
import { ValidationErrorSchema } from './errors';
import { IsoDateTimeSchema } from './examination';
import { RAW_HOUR_LIMIT } from './signals';
import { EmailSchema } from './auth';
import { LanguageSchema } from './user';
import { MemberRoleSchema } from './team';

/**
 * The kinds of background task (platform-core §7 "Tasks"), each with its own endpoints:
 * `preparingFile` a download of chosen signals (downloads/signals/tasks), `EDF` an EDF+ export
 * or import (edf/tasks), `team-invite` invitations in bulk (notifications/tasks),
 * `preparingAnalysis` the Holter ECG analysis (analysis/ecg/tasks).
 */
export const TASK_TYPES = ['preparingFile', 'EDF', 'team-invite', 'preparingAnalysis'] as const;

export type TaskType = (typeof TASK_TYPES)[number];

/** What a finished ECG analysis found. */
export const EcgAnalysisResultSchema = z.object({
  beats: z.number().int(),
  events: z.number().int(),
});

export type EcgAnalysisResult = z.infer<typeof EcgAnalysisResultSchema>;

/**
 * What only an ECG analysis carries: every parameter it runs with, and once completed what it
 * found.
 */
export const EcgAnalysisTaskExtraSchema = z.object({
  type: z.literal('ecgAnalysis'),
  parameters: FullEcgParametersSchema,
  result: EcgAnalysisResultSchema.nullable(),
});

/** The file a signal download made, once completed. */
export const TaskFileSchema = z.object({ name: z.string(), byteSize: z.number().int() });

/**
 * What a signal download carries: the chosen channels (their ids and labels) and, once completed,
 * its CSV file (GET downloads/signals/tasks/{id}/file).
 */
export const SignalsCsvTaskExtraSchema = z.object({
  type: z.literal('signalsCsv'),
  channels: z.array(z.object({ id: z.string(), label: z.string(), unit: z.string() })),
  file: TaskFileSchema.nullable(),
});

/**
 * Why an EDF import failed: the spec's 'Failed to import EDF file' with the reason (a broken
 * rule of clinical-domain §5 or the malformed header field), and the fields and rules it names.
 */
export const EdfImportFailureSchema = z.object({
  message: z.string(),
  validationErrors: z.array(ValidationErrorSchema),
});

export type EdfImportFailure = z.infer<typeof EdfImportFailureSchema>;

/**
 * What an EDF import (type EDF) carries: the uploaded file's name and size, the recording it
 * becomes (its id is chosen at upload, the recording exists once completed), the channels left
 * out (`warnings`) once completed, and the reason when it failed.
 */
export const EdfImportTaskExtraSchema = z.object({
  type: z.literal('edfImport'),
  fileName: z.string(),
  byteSize: z.number().int(),
  recordingId: z.string(),
  warnings: z.array(z.string()),
  failure: EdfImportFailureSchema.nullable(),
});

/**
 * What an EDF+ export (type EDF) carries: the chosen channels (ids, labels, units), the rate
 * every channel is resampled to (null: each at its recorded rate) and, once completed, how many
 * of the examination's events it wrote as annotations and its file (GET edf/tasks/{id}/file).
 */
export const EdfExportTaskExtraSchema = z.object({
  type: z.literal('edfExport'),
  channels: z.array(z.object({ id: z.string(), label: z.string(), unit: z.string() })),
  samplingRate: z.number().int().nullable(),
  annotations: z.number().int().nullable(),
  file: TaskFileSchema.nullable(),
});

/** The most addresses one bulk invitation takes. */
export const BULK_INVITATION_MAX = 200;

/**
 * How inviting one address of a bulk invitation ended: invited (and mailed), already a member,
 * already invited (a pending invitation), or failed (an error of the server; the others went on).
 */
export const BULK_INVITATION_OUTCOMES = [
  'invited',
  'memberExists',
  'invitationPending',
  'failed',
] as const;

export type BulkInvitationOutcome = (typeof BULK_INVITATION_OUTCOMES)[number];

/**
 * What invitations in bulk (type team-invite) carry: the role offered, the addresses and, once
 * the task ended, how each went.
 */
export const TeamInviteTaskExtraSchema = z.object({
  type: z.literal('teamInvite'),
  role: MemberRoleSchema,
  emails: z.array(z.string()),
  results: z
    .array(z.object({ email: z.string(), outcome: z.enum(BULK_INVITATION_OUTCOMES) }))
    .nullable(),
});

/**
 * The PDF reports the server renders (clinical-domain §2 "PDF report"): `full` every section the
 * examination has, `holter` the Holter ECG report with its strips, `covid` the home monitoring's
 * vitals, `hrv` the heart rate variability report.
 */
export const REPORT_PDF_VARIANTS = ['full', 'holter', 'covid', 'hrv'] as const;

export type ReportPdfVariant = (typeof REPORT_PDF_VARIANTS)[number];

/**
 * What a report PDF (a preparingFile task) carries: the variant, its language, the address it is
 * sent to (null for a download only), the `reportId` of the content it printed and, once
 * completed, its file (GET downloads/reports/tasks/{id}/file).
 */
export const ReportPdfTaskExtraSchema = z.object({
  type: z.literal('reportPdf'),
  variant: z.enum(REPORT_PDF_VARIANTS),
  language: LanguageSchema,
  recipient: z.string().nullable(),
  reportId: z.string().nullable(),
  file: TaskFileSchema.nullable(),
});

/**
 * `extra` of a task: what its kind of work carries beyond the common fields, told apart by
 * `extra.type` (the same key as `taskDesc`).
 */
export const TaskExtraSchema = z.discriminatedUnion('type', [
  EcgAnalysisTaskExtraSchema,
  SignalsCsvTaskExtraSchema,
  EdfImportTaskExtraSchema,
  EdfExportTaskExtraSchema,
  ReportPdfTaskExtraSchema,
  TeamInviteTaskExtraSchema,
]);

export type TaskExtra = z.infer<typeof TaskExtraSchema>;

/** Why a task failed: an error code of the catalogue and its English text. */
export const TaskErrorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * A background task (platform-core §3 "Task", §9 "Task defaults"): it starts waiting with
 * progress 0 at stage 1 of 1, runs, and ends completed, failed or cancelled; once ended nothing
 * changes it. `progress` is the per cent done of the current stage; `timestamp` when it was
 * asked for; `startDate` and `endDate` the stretch of the recording it works on (null for work
 * on a whole examination or none); `taskDesc` a stable key of what it does (`ecgAnalysis`), which
 * clients translate; `description` the requester's own words.
 */
export const TaskSchema = z.object({
  id: z.string(),
  timestamp: IsoDateTimeSchema,
  progress: z.number().min(0).max(100),
  stage: z.number().int().min(1),
  totalStages: z.number().int().min(1),
  taskDesc: z.string(),
  taskType: z.enum(TASK_TYPES),
  startDate: IsoDateTimeSchema.nullable(),
  endDate: IsoDateTimeSchema.nullable(),
  examinationId: z.string().nullable(),
  memberId: z.string().nullable(),
  teamId: z.string(),
  description: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  error: TaskErrorSchema.nullable(),
  extra: TaskExtraSchema,
});

export type Task = z.infer<typeof TaskSchema>;

/** The answer of the GET …/tasks calls: newest first. */
export const TasksResponseSchema = z.object({ tasks: z.array(TaskSchema) });

export type TasksResponse = z.infer<typeof TasksResponseSchema>;

/**
 * GET …/tasks: with `teamId`, the clinic's tasks of the kind (its staff only); without, the
 * caller's own in the clinics they still work for.
 */
export const TaskListQuerySchema = z
  .object({ teamId: z.uuid({ error: 'invalidValue' }).optional() })
  .strict();

export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

/**
 * The fields every task request may carry (platform-core §7 "Tasks": the POST to a caller-given
 * endpoint with startDate, endDate, teamId, examinationId, keys, parameters, memberId, task):
 * the clinic, the examination or member it concerns, the stretch of the recording, the chosen
 * channels (`keys`), the work's parameters and the kind (`task`), which must be the endpoint's.
 */
export const taskRequestShape = {
  teamId: z.uuid({ error: 'invalidValue' }),
  examinationId: z.uuid({ error: 'invalidValue' }).optional(),
  memberId: z.uuid({ error: 'invalidValue' }).optional(),
  startDate: IsoDateTimeSchema.optional(),
  endDate: IsoDateTimeSchema.optional(),
  keys: z.array(z.string().min(1).max(100)).max(64).optional(),
  parameters: z
    .record(z.string(), z.unknown())
    .refine((parameters) => JSON.stringify(parameters).length <= TASK_PARAMETERS_MAX_LENGTH, {
      error: 'tooLong',
    })
    .optional(),
  task: z.string().optional(),
  description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH, { error: 'tooLong' }).optional(),
};

/**
 * `POST edf/tasks/import`: the clinic and examination an EDF/EDF+/BDF file (the raw request
 * body) is imported into as a task, and the file's name for display.
 */
export const EdfImportQuerySchema = z
  .object({
    teamId: z.uuid({ error: 'invalidValue' }),
    examinationId: z.uuid({ error: 'invalidValue' }),
    fileName: z
      .string()
      .trim()
      .min(1, { error: 'isRequired' })
      .max(255, { error: 'tooLong' })
      .default('recording.edf'),
    description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH, { error: 'tooLong' }).optional(),
  })
  .strict();

export type EdfImportQuery = z.input<typeof EdfImportQuerySchema>;

/** A task of a kind with no request of its own: the common fields. */
export const CreateTaskBodySchema = z.object(taskRequestShape).strict();

export type CreateTaskBody = z.input<typeof CreateTaskBodySchema>;

/**
 * `POST notifications/tasks` (type team-invite): invitations to the clinic with one role for
 * many addresses at once (`parameters.emails`, each a valid address, at most
 * {@link BULK_INVITATION_MAX}, repeats counted once), run as a task that mails each.
 */
export const CreateTeamInviteTaskBodySchema = z
  .object({
    ...taskRequestShape,
    parameters: z.strictObject(
      {
        role: MemberRoleSchema,
        emails: z
          .array(EmailSchema)
          .min(1, { error: 'isRequired' })
          .max(BULK_INVITATION_MAX, { error: 'tooLong' }),
      },
      { error: 'invalidValue' },
    ),
  })
  .strict();

export type CreateTeamInviteTaskBody = z.input<typeof CreateTeamInviteTaskBodySchema>;

/**
 * `POST edf/tasks` (type EDF): an examination's recording as an EDF+ file with its events as
 * annotations — the chosen channels (`keys`, every channel when left out) between `startDate` and
 * `endDate` (both or neither: the whole recording), each at its recorded rate or resampled to
 * `parameters.samplingRate` Hz (interpolation, which makes the export much longer).
 */
export const CreateEdfExportTaskBodySchema = z
  .object({
    ...taskRequestShape,
    examinationId: z.uuid({ error: 'invalidValue' }),
    keys: z.array(z.string().min(1).max(100)).min(1, { error: 'isRequired' }).max(64).optional(),
    parameters: z
      .strictObject(
        {
          samplingRate: z
            .number({ error: 'invalidType' })
            .int({ error: 'notInteger' })
            .refine(
              (rate) =>
                rate >= EDF_EXPORT_SAMPLING_RATE.min && rate <= EDF_EXPORT_SAMPLING_RATE.max,
              { message: 'outOfRange', params: { ...EDF_EXPORT_SAMPLING_RATE } },
            )
            .optional(),
        },
        { error: 'invalidValue' },
      )
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.startDate === undefined) !== (body.endDate === undefined))
      context.addIssue({
        code: 'custom',
        path: [body.startDate === undefined ? 'startDate' : 'endDate'],
        message: 'isRequired',
      });
    else if (
      body.startDate !== undefined &&
      body.endDate !== undefined &&
      !(Date.parse(body.endDate) > Date.parse(body.startDate))
    )
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'startDateDifferentThanEndDate',
      });
  });

export type CreateEdfExportTaskBody = z.input<typeof CreateEdfExportTaskBodySchema>;

/**
 * `POST downloads/signals/tasks` (type preparingFile): the chosen channels (`keys`, channel ids
 * such as `ch0`) of an examination's recording between `startDate` and `endDate` as a CSV file.
 * The window is at most the raw hour limit (platform-core §9) and must not be empty.
 */
export const CreateSignalDownloadTaskBodySchema = z
  .object({
    ...taskRequestShape,
    examinationId: z.uuid({ error: 'invalidValue' }),
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    keys: z.array(z.string().min(1).max(100)).min(1, { error: 'isRequired' }).max(64),
    parameters: z.strictObject({}, { error: 'invalidValue' }).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const span = Date.parse(body.endDate) - Date.parse(body.startDate);
    if (!(span > 0))
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'startDateDifferentThanEndDate',
      });
    else if (span > RAW_HOUR_LIMIT * 3_600_000)
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'windowTooLong',
        params: { hours: RAW_HOUR_LIMIT },
      });
  });

export type CreateSignalDownloadTaskBody = z.input<typeof CreateSignalDownloadTaskBodySchema>;

/**
 * `POST downloads/reports/tasks` (type preparingFile): an examination's report as a PDF file in
 * `parameters.language`, of `parameters.variant`; with `parameters.email` the file is also sent
 * there by e-mail once rendered (the patient's address or another).
 */
export const CreateReportPdfTaskBodySchema = z
  .object({
    ...taskRequestShape,
    examinationId: z.uuid({ error: 'invalidValue' }),
    parameters: z.strictObject(
      {
        variant: z.enum(REPORT_PDF_VARIANTS, { error: 'invalidValue' }),
        language: LanguageSchema,
        email: EmailSchema.optional(),
      },
      { error: 'invalidValue' },
    ),
  })
  .strict();

export type CreateReportPdfTaskBody = z.input<typeof CreateReportPdfTaskBodySchema>;

/** One report sent by e-mail: to whom, when, by whom, which variant and language. */
export const ReportSendingSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  examinationId: z.string(),
  email: z.string(),
  language: LanguageSchema,
  variant: z.enum(REPORT_PDF_VARIANTS),
  reportId: z.string().nullable(),
  sentAt: IsoDateTimeSchema,
  /** The sender's name as the clinic knows them; null once their account is gone. */
  sentBy: z.string().nullable(),
});

export type ReportSending = z.infer<typeof ReportSendingSchema>;

/** `GET …/examinations/{examinationId}/report/sendings`: newest first. */
export const ReportSendingsResponseSchema = z.object({ sendings: z.array(ReportSendingSchema) });

export type ReportSendingsResponse = z.infer<typeof ReportSendingsResponseSchema>;
