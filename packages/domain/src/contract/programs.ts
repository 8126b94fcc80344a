import { MessageResponseSchema } from '../schemas/auth';
import {
  AssignProgramBodySchema,
  CreateLibraryItemBodySchema,
  LibraryItemParamsSchema,
  LibraryItemSchema,
  LibraryListQuerySchema,
  LibraryPageSchema,
  ProgramAssignmentSchema,
  ProgramDayParamsSchema,
  ProgramDaySchema,
  ProgramDetailsSchema,
  ProgramHistorySchema,
  ProgramListQuerySchema,
  ProgramPageSchema,
  ProgramParamsSchema,
  ProgramSchema,
  RecordProgramDayBodySchema,
} from '../schemas/programs';
import { MemberParamsSchema, TeamParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

/**
 * Rehabilitation programs and the clinic's library of steps and series (clinical-domain §2–§5;
 * issue 23). The spec shows no paths ("program CRUD": not shown, §7); these are decided in
 * docs/decisions.md, under the clinic like its other records. Staff manage programs; a patient
 * reads the published programs they may see. Who may call what: docs/permissions.md.
 */
export const programsContract = {
  /** One page of the clinic's programs, newest first: published, not published or archived. */
  list: endpoint({
    method: 'GET',
    path: '/teams/:teamId/programs',
    access: 'teamMember',
    params: TeamParamsSchema,
    query: ProgramListQuerySchema,
    responses: { 200: ProgramPageSchema, ...errorResponses },
  }),
  /** One program with its steps and series. */
  get: endpoint({
    method: 'GET',
    path: '/teams/:teamId/programs/:programId',
    access: 'teamMember',
    params: ProgramParamsSchema,
    responses: { 200: ProgramSchema, ...errorResponses },
  }),
  /** Creates a program, not published. */
  create: endpoint({
    method: 'POST',
    path: '/teams/:teamId/programs',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: ProgramDetailsSchema,
    responses: { 201: ProgramSchema, ...errorResponses },
  }),
  /** Replaces what staff edit of a program (missing fields take their defaults). */
  update: endpoint({
    method: 'PUT',
    path: '/teams/:teamId/programs/:programId',
    access: 'teamMember',
    params: ProgramParamsSchema,
    body: ProgramDetailsSchema,
    responses: { 200: ProgramSchema, ...errorResponses },
  }),
  /** Publishes a program with at least one step; an archived one is 409. */
  publish: endpoint({
    method: 'POST',
    path: '/teams/:teamId/programs/:programId/publish',
    access: 'teamMember',
    params: ProgramParamsSchema,
    responses: { 200: ProgramSchema, ...errorResponses },
  }),
  /** Takes a program off the list patients can be given. */
  unpublish: endpoint({
    method: 'POST',
    path: '/teams/:teamId/programs/:programId/unpublish',
    access: 'teamMember',
    params: ProgramParamsSchema,
    responses: { 200: ProgramSchema, ...errorResponses },
  }),
  /** Archives a program (and unpublishes it); patients' assignments keep their copy. */
  archive: endpoint({
    method: 'POST',
    path: '/teams/:teamId/programs/:programId/archive',
    access: 'teamMember',
    params: ProgramParamsSchema,
    responses: { 200: ProgramSchema, ...errorResponses },
  }),
  /** Deletes a program for good; patients' assignments keep their copy. */
  remove: endpoint({
    method: 'DELETE',
    path: '/teams/:teamId/programs/:programId',
    access: 'teamMember',
    params: ProgramParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** One page of the clinic's library, newest first, optionally of one kind. */
  listLibrary: endpoint({
    method: 'GET',
    path: '/teams/:teamId/libraries',
    access: 'teamMember',
    params: TeamParamsSchema,
    query: LibraryListQuerySchema,
    responses: { 200: LibraryPageSchema, ...errorResponses },
  }),
  /** Saves a step or a series to the clinic's library. */
  createLibraryItem: endpoint({
    method: 'POST',
    path: '/teams/:teamId/libraries',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: CreateLibraryItemBodySchema,
    responses: { 201: LibraryItemSchema, ...errorResponses },
  }),
  /** Removes a step or series from the library; programs that copied it keep their copy. */
  removeLibraryItem: endpoint({
    method: 'DELETE',
    path: '/teams/:teamId/libraries/:libraryItemId',
    access: 'teamMember',
    params: LibraryItemParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** A patient's programs, newest first, each with its days (the program history). */
  history: endpoint({
    method: 'GET',
    path: '/teams/:teamId/members/:memberId/programs',
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: ProgramHistorySchema, ...errorResponses },
  }),
  /** Gives a patient a published program they may see; its days are planned at once. */
  assign: endpoint({
    method: 'POST',
    path: '/teams/:teamId/members/:memberId/programs',
    access: 'teamMember',
    params: MemberParamsSchema,
    body: AssignProgramBodySchema,
    responses: { 201: ProgramAssignmentSchema, ...errorResponses },
  }),
  /** Records today's answers to every question of the day's series: the day is done. */
  recordDay: endpoint({
    method: 'PUT',
    path: '/teams/:teamId/members/:memberId/programs/days/:dayId/answers',
    access: 'teamMember',
    params: ProgramDayParamsSchema,
    body: RecordProgramDayBodySchema,
    responses: { 200: ProgramDaySchema, ...errorResponses },
  }),
  /** Skips today (manually skipped) or plans a later day off (scheduled to be skipped). */
  skipDay: endpoint({
    method: 'POST',
    path: '/teams/:teamId/members/:memberId/programs/days/:dayId/skip',
    access: 'teamMember',
    params: ProgramDayParamsSchema,
    responses: { 200: ProgramDaySchema, ...errorResponses },
  }),
} as const;
