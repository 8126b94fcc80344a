import {
  AnalysisParametersResponseSchema,
  ApneaAnalysisBodySchema,
  ApneaAnalysisResponseSchema,
  ExaminationTypeSchema,
  isEcgAnalysisType,
} from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { announceEventChange } from '../realtime/eventChanges';
import type { AnalysisOrigin } from '../services/apneaAnalysisService';

const ParametersParams = z.object({ teamId: id(), examinationType: ExaminationTypeSchema });

/**
 * The respiratory analysis on request (platform-core §7): `POST analysis/apnea` replaces the
 * examination's events of origin analysis, `POST quality/apnea` those of quality analysis; both
 * answer the examination's events. `GET teams/:teamId/analysis-parameters/:examinationType`
 * gives the clinic's parameters for a type with the defaults, for the settings form (the ECG
 * analysis's for ECG types, see ecgAnalysisRoutes).
 */
export const analysisRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);

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
      const service = isEcgAnalysisType(examinationType)
        ? app.ecgAnalysisService
        : app.apneaAnalysisService;
      return service.parametersOf(teamId, request.teamMember, examinationType);
    },
  );
};
