import {
  SignalsOverviewQuerySchema,
  SignalsOverviewResponseSchema,
  SignalsQuerySchema,
  SignalsResponseSchema,
} from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import { ExaminationParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';

/**
 * GET .../signals and .../signalsoverview (platform-core §7): O(points) windows of the
 * examination's recording. Members of the clinic; a patient reads their own examinations.
 */
export const signalsRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const member = { preHandler: app.requireTeamMember };

  app.get(
    '/teams/:teamId/examinations/:examinationId/signals',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        querystring: SignalsQuerySchema,
        response: { 200: SignalsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.signalsService.window(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query,
      ),
  );

  app.get(
    '/teams/:teamId/examinations/:examinationId/signalsoverview',
    {
      ...member,
      schema: {
        params: ExaminationParams,
        querystring: SignalsOverviewQuerySchema,
        response: { 200: SignalsOverviewResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.signalsService.overview(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query,
      ),
  );
};
