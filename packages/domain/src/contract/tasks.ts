import { ExaminationParamsSchema, TaskParamsSchema } from '../schemas/routeParams';
import type { z } from 'zod';
import { RECORDING_CONTENT_TYPES } from '../schemas/recordings';
import {
  CreateReportPdfTaskBodySchema,
  CreateSignalDownloadTaskBodySchema,
  ReportSendingsResponseSchema,
  CreateEdfExportTaskBodySchema,
  CreateTeamInviteTaskBodySchema,
  EdfImportQuerySchema,
  TaskListQuerySchema,
  TaskSchema,
  TasksResponseSchema,
} from '../schemas/tasks';
import { BinaryAnswerSchema, endpoint, errorResponses } from './endpoint';

/**
 * The three calls of one kind of task under its base path (platform-core §7 "Tasks"): the POST
 * that asks for one, the GET that lists them, the DELETE that cancels one. Staff of the clinic
 * may; a member of another clinic gets nothing.
 */
function taskEndpoints<const Base extends `/${string}`, const Body extends z.ZodType>(
  base: Base,
  body: Body,
) {
  return {
    /** Asks for a task of the kind; 201 with it, waiting. */
    createTask: endpoint({
      method: 'POST',
      path: base,
      access: 'signedIn',
      body,
      responses: { 201: TaskSchema, ...errorResponses },
    }),
    /** The clinic's tasks of the kind (or the caller's own), newest first. */
    listTasks: endpoint({
      method: 'GET',
      path: base,
      access: 'signedIn',
      query: TaskListQuerySchema,
      responses: { 200: TasksResponseSchema, ...errorResponses },
    }),
    /** Cancels a task of the kind; another kind there is 'Invalid task type'. */
    removeTask: endpoint({
      method: 'DELETE',
      // The template keeps the base's leading slash, which TypeScript cannot see through `${Base}`.
      path: `${base}/:taskId` as `${Base}/:taskId` & `/${string}`,
      access: 'signedIn',
      params: TaskParamsSchema,
      responses: { 200: TaskSchema, ...errorResponses },
    }),
  } as const;
}

/** Signal downloads (type preparingFile): chosen channels of a window as a CSV file. */
export const signalDownloadTasksContract = {
  ...taskEndpoints('/downloads/signals/tasks', CreateSignalDownloadTaskBodySchema),
  /** The CSV file of a completed download (`text/csv`, as an attachment). */
  downloadFile: endpoint({
    method: 'GET',
    path: '/downloads/signals/tasks/:taskId/file',
    access: 'signedIn',
    params: TaskParamsSchema,
    responses: { 200: BinaryAnswerSchema, ...errorResponses },
    binaryAnswer: true,
  }),
} as const;

/** EDF+ export and import (type EDF). */
export const edfTasksContract = {
  ...taskEndpoints('/edf/tasks', CreateEdfExportTaskBodySchema),
  /** The EDF+ file of a completed export (`application/octet-stream`, as an attachment). */
  downloadFile: endpoint({
    method: 'GET',
    path: '/edf/tasks/:taskId/file',
    access: 'signedIn',
    params: TaskParamsSchema,
    responses: { 200: BinaryAnswerSchema, ...errorResponses },
    binaryAnswer: true,
  }),
  /**
   * Imports an EDF/EDF+/BDF file, sent as the raw body (streamed to storage within the
   * recording size limit, its header checked as it arrives), into the examination's recording as
   * a task: 201 with the task, waiting. The import rules of clinical-domain §5 are applied by the
   * task, which fails with 'Failed to import EDF file' and the reason when the file breaks them.
   */
  importFile: endpoint({
    method: 'POST',
    path: '/edf/tasks/import',
    access: 'signedIn',
    query: EdfImportQuerySchema,
    rawBody: { contentTypes: RECORDING_CONTENT_TYPES },
    responses: { 201: TaskSchema, ...errorResponses },
  }),
} as const;

/** Invitations in bulk (type team-invite): many addresses invited with one role, as a task. */
export const notificationTasksContract = taskEndpoints(
  '/notifications/tasks',
  CreateTeamInviteTaskBodySchema,
);

/**
 * Report PDFs (type preparingFile): an examination's report rendered on the server in a language,
 * stored, downloaded, and sent by e-mail when an address is given; with the history of sendings.
 */
export const reportPdfTasksContract = {
  ...taskEndpoints('/downloads/reports/tasks', CreateReportPdfTaskBodySchema),
  /** The PDF of a completed report task (`application/pdf`, as an attachment). */
  downloadFile: endpoint({
    method: 'GET',
    path: '/downloads/reports/tasks/:taskId/file',
    access: 'signedIn',
    params: TaskParamsSchema,
    responses: { 200: BinaryAnswerSchema, ...errorResponses },
    binaryAnswer: true,
  }),
  /** The examination's reports sent by e-mail, newest first ('report submitted'). */
  listSendings: endpoint({
    method: 'GET',
    path: '/teams/:teamId/examinations/:examinationId/report/sendings',
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 200: ReportSendingsResponseSchema, ...errorResponses },
  }),
} as const;
