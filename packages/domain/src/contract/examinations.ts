import { z } from 'zod';
import {
  CreateExaminationBodySchema,
  DeletedExaminationSchema,
  ExaminationQuerySchema,
  ExaminationSchema,
  IntroQuestionnaireSchema,
  UpdateExaminationBodySchema,
  UpdateExaminationStatusBodySchema,
  UpdateIntroQuestionnaireBodySchema,
} from '../schemas/examination';
import {
  ExaminationListBodySchema,
  ExaminationListResponseSchema,
} from '../schemas/examinationList';
import { ExaminationReportSchema, HrvReportSchema } from '../schemas/examinationReport';
import { ExaminationSpecSchema } from '../schemas/examinationSpec';
import { ExaminationStatisticsSchema } from '../schemas/examinationStatistics';
import {
  ExaminationParamsSchema,
  IntroQuestionnaireParamsSchema,
  MemberExaminationParamsSchema,
  MemberParamsSchema,
  TeamParamsSchema,
} from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

const examinationPath = '/teams/:teamId/examinations/:examinationId';
const memberExaminationsPath = '/teams/:teamId/members/:memberId/examinations';

/**
 * The examinations of a clinic (platform-core §7 "Examinations and related"). A missing
 * examination, or another clinic's, answers 404 'Examination not found'.
 */
export const examinationsContract = {
  /** The examination specs the clinic offers. */
  specs: endpoint({
    method: 'GET',
    path: '/teams/:teamId/examinations/examinationspecs',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: z.array(ExaminationSpecSchema), ...errorResponses },
  }),
  /**
   * Searches the clinic's examinations: filters, sort and a page (default 100 from 0, createdAt
   * ascending); answers the page, the total and the page's ids in board order.
   */
  list: endpoint({
    method: 'POST',
    path: '/teams/:teamId/examinations/list',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: ExaminationListBodySchema,
    responses: { 200: ExaminationListResponseSchema, ...errorResponses },
  }),
  /** The signed-in physician's examinations to describe: FOR_DESCRIPTION or DESCRIBED. */
  pending: endpoint({
    method: 'GET',
    path: '/teams/:teamId/examinations/pending',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: z.array(ExaminationSchema), ...errorResponses },
  }),
  /** One examination; with `withCharacteristicsData` it carries the patient's characteristics. */
  get: endpoint({
    method: 'GET',
    path: examinationPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    query: ExaminationQuerySchema,
    responses: { 200: ExaminationSchema, ...errorResponses },
  }),
  /** Changes the physician, both dates, the report text (null deletes it), general data or `archived`. */
  update: endpoint({
    method: 'PATCH',
    path: examinationPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    body: UpdateExaminationBodySchema,
    responses: { 200: ExaminationSchema, ...errorResponses },
  }),
  /** Moves the examination to a status and a position in that board column. */
  updateStatus: endpoint({
    method: 'PUT',
    path: `${examinationPath}/status`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    body: UpdateExaminationStatusBodySchema,
    responses: { 200: ExaminationSchema, ...errorResponses },
  }),
  /** The intro questionnaire: its questions and answers. */
  introQuestionnaire: endpoint({
    method: 'GET',
    path: `${examinationPath}/introquestionnaire`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 200: IntroQuestionnaireSchema, ...errorResponses },
  }),
  /** Merges answers into the intro questionnaire. */
  updateIntroQuestionnaire: endpoint({
    method: 'PATCH',
    path: `${examinationPath}/introquestionnaire/:questionnaireId`,
    access: 'teamMember',
    params: IntroQuestionnaireParamsSchema,
    body: UpdateIntroQuestionnaireBodySchema,
    responses: { 200: IntroQuestionnaireSchema, ...errorResponses },
  }),
  /** Every figure of the examination, computed once: the report prints the same. */
  statistics: endpoint({
    method: 'GET',
    path: `${examinationPath}/statistics`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 200: ExaminationStatisticsSchema, ...errorResponses },
  }),
  /** The report: statistics, Holter and respiratory figures and the events marked for it. */
  report: endpoint({
    method: 'GET',
    path: `${memberExaminationsPath}/:examinationId/report`,
    access: 'teamMember',
    params: MemberExaminationParamsSchema,
    responses: { 200: ExaminationReportSchema, ...errorResponses },
  }),
  /** The HRV report of an analysed ECG; 404 when its ECG was not analysed. */
  hrvReport: endpoint({
    method: 'GET',
    path: `${memberExaminationsPath}/:examinationId/hrvreport`,
    access: 'teamMember',
    params: MemberExaminationParamsSchema,
    responses: { 200: HrvReportSchema, ...errorResponses },
  }),
  /** Creates an examination for a patient. */
  create: endpoint({
    method: 'POST',
    path: memberExaminationsPath,
    access: 'teamMember',
    params: MemberParamsSchema,
    body: CreateExaminationBodySchema,
    responses: { 201: ExaminationSchema, ...errorResponses },
  }),
  /** A patient's examinations, oldest first (the patient page reverses them). */
  listOfMember: endpoint({
    method: 'GET',
    path: memberExaminationsPath,
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: z.array(ExaminationSchema), ...errorResponses },
  }),
  /** Deletes an examination. */
  remove: endpoint({
    method: 'DELETE',
    path: `${memberExaminationsPath}/:examinationId`,
    access: 'teamMember',
    params: MemberExaminationParamsSchema,
    responses: { 200: DeletedExaminationSchema, ...errorResponses },
  }),
} as const;
