import { covidReportsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { announceCovidAlertChange } from '../realtime/covidAlertChanges';

/**
 * The COVID dashboard (see `covidReportsContract`): the clinic's monitorings, a patient's
 * history and the acknowledgement of an alert, told to the clinic's staff on the socket.
 */
export const covidReportsRoutes: FastifyPluginAsync = async (app) => {
  const reports = app.covidReportsService;
  // The header is Date#getTimezoneOffset (UTC+1 is -60); days are local dates: local - UTC.
  const utcOffsetOf = (request: { context: { timezoneOffsetMinutes?: number | null } }) =>
    -(request.context.timezoneOffsetMinutes ?? 0);

  implementRoutes(app, covidReportsContract, {
    list: async (request) =>
      reports.list(request.params.teamId, request.teamMember, request.query, utcOffsetOf(request)),

    history: async (request) =>
      reports.history(
        request.params.teamId,
        request.teamMember,
        request.params.memberId,
        utcOffsetOf(request),
      ),

    acknowledgeAlert: async (request) => {
      const { teamId, alertId } = request.params;
      const alert = await reports.acknowledge(teamId, request.teamMember, alertId);
      announceCovidAlertChange(app.realtime, {
        teamId,
        examinationId: alert.examinationId,
        kind: 'acknowledged',
        alertId,
      });
      return alert;
    },
  });
};
