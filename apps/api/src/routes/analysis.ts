import {
  AnalysisParametersResponseSchema,
  ApneaAnalysisBodySchema,
  ApneaAnalysisResponseSchema,
  CovidAnalysisBodySchema,
  CovidAnalysisResponseSchema,
  ExaminationTypeSchema,
} from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { announceEventChange } from '../realtime/eventChanges';
import type { AnalysisOrigin } from '../services/apneaAnalysisService';
import { analysisParametersOf } from '../services/clinicParameters';

const ParametersParams = z.object({ teamId: id(), examinationType: ExaminationTypeSchema });

/**
 * The analyses on request. Respiratory (platform-core §7): `POST analysis/apnea` replaces the
 * examination's events of origin analysis, `POST quality/apnea` those of quality analysis.
 * COVID: `POST analysis/covid` (not in the spec's catalogue; named like the respiratory calls)
 * replaces both. Each answers the examination's events. `GET
 * teams/:teamId/analysis-parameters/:examinationType` gives the clinic's parameters for a type
 * with the defaults, for the settings form (the ECG analysis's for ECG types, see
 * ecgAnalysisRoutes).
 */
export const analysisRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const parameters = app.analysisParametersRepository;

  const analysisRoute = (path: string, origin: AnalysisOrigin) =>
    app.post(
      path,
      {
        schema: {
          body: ApneaAnalysisBodySchema,
          response: { 200: ApneaAnalysisResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
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
      },
    );
  analysisRoute('/analysis/apnea', 'analysis');
  analysisRoute('/quality/apnea', 'quality analysis');

  app.post(
    '/analysis/covid',
    {
      schema: {
        body: CovidAnalysisBodySchema,
        response: { 200: CovidAnalysisResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
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
      return answer;
    },
  );

  app.get(
    '/teams/:teamId/analysis-parameters/:examinationType',
    {
      preHandler: app.requireTeamMember,
      schema: {
        params: ParametersParams,
        response: { 200: AnalysisParametersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { teamId, examinationType } = request.params;
      return analysisParametersOf(parameters, teamId, request.teamMember, examinationType);
    },
  );
};
