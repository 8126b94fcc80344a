import { analysisContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import type { ContractRequest } from '../http/implementRoutes';
import { announceCovidAlertChange } from '../realtime/covidAlertChanges';
import { announceEventChange } from '../realtime/eventChanges';
import type { AnalysisOrigin } from '../services/apneaAnalysisService';
import { analysisParametersOf } from '../services/clinicParameters';

/**
 * The analyses on request (see `analysisContract`). Respiratory: `POST analysis/apnea` replaces
 * the examination's events of origin analysis, `POST quality/apnea` those of quality analysis.
 * COVID: `POST analysis/covid` replaces both. Each answers the examination's events; the clinic's
 * open pages are told. `GET teams/:teamId/analysis-parameters/:examinationType` gives the
 * clinic's parameters for a type with the defaults, for the settings form.
 */
export const analysisRoutes: FastifyPluginAsync = async (app) => {
  const parameters = app.analysisParametersRepository;

  const runApneaAnalysis =
    (origin: AnalysisOrigin) => async (request: ContractRequest<typeof analysisContract.apnea>) => {
      const { examinationId, parameters } = request.body;
      const { teamId, ...answer } = await app.apneaAnalysisService.run(
        request.userId,
        examinationId,
        parameters,
        origin,
      );
      announceEventChange(
        app.realtime,
        { params: { teamId, examinationId }, headers: request.headers },
        { kind: 'analysed', origin },
      );
      return answer;
    };

  implementRoutes(app, analysisContract, {
    apnea: runApneaAnalysis('analysis'),

    qualityApnea: runApneaAnalysis('quality analysis'),

    covid: async (request) => {
      const { examinationId, parameters, dayTimeTag } = request.body;
      const { teamId, ...answer } = await app.covidAnalysisService.run(
        request.userId,
        examinationId,
        {
          parameters,
          dayTimeTag,
          // The header is Date#getTimezoneOffset (UTC+1 is -60); the analysis wants local - UTC.
          utcOffsetMinutes: -(request.context.timezoneOffsetMinutes ?? 0),
        },
      );
      for (const origin of ['analysis', 'quality analysis'] as const)
        announceEventChange(
          app.realtime,
          { params: { teamId, examinationId }, headers: request.headers },
          { kind: 'analysed', origin },
        );
      announceCovidAlertChange(app.realtime, {
        teamId,
        examinationId,
        kind: 'analysed',
        alertId: null,
      });
      return answer;
    },

    parameters: async (request) => {
      const { teamId, examinationType } = request.params;
      return analysisParametersOf(parameters, teamId, request.teamMember, examinationType);
    },
  });
};
