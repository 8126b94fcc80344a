import {
  CovidAlertParamsSchema,
  CovidAlertSchema,
  CovidReportHistorySchema,
  CovidReportPageSchema,
  CovidReportQuerySchema,
} from '../schemas/covidReports';
import { MemberParamsSchema, TeamParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

/**
 * The COVID dashboard's calls (platform-core §7): the clinic's monitorings, one patient's
 * history, and the acknowledgement of an alert. Staff only: the service answers 403 to a patient.
 */
export const covidReportsContract = {
  /** One page of the clinic's COVID monitorings with vitals, alerts and trend. */
  list: endpoint({
    method: 'GET',
    path: '/teams/:teamId/report',
    access: 'teamMember',
    params: TeamParamsSchema,
    query: CovidReportQuerySchema,
    responses: { 200: CovidReportPageSchema, ...errorResponses },
  }),
  /** A patient's COVID monitorings, newest first. */
  history: endpoint({
    method: 'GET',
    path: '/teams/:teamId/report/:memberId/history',
    access: 'teamMember',
    params: MemberParamsSchema,
    responses: { 200: CovidReportHistorySchema, ...errorResponses },
  }),
  /**
   * Marks an alert seen by the caller, now. Acknowledging it again changes nothing: the answer
   * keeps the first acknowledgement.
   */
  acknowledgeAlert: endpoint({
    method: 'POST',
    path: '/teams/:teamId/report/alerts/:alertId/acknowledgement',
    access: 'teamMember',
    params: CovidAlertParamsSchema,
    responses: { 200: CovidAlertSchema, ...errorResponses },
  }),
} as const;
