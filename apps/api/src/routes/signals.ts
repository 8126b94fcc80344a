import { signalsContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/** O(points) windows of an examination's recording (see `signalsContract`). */
export const signalsRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, signalsContract, {
    window: async (request) =>
      app.signalsService.window(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query,
      ),

    overview: async (request) =>
      app.signalsService.overview(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.query,
      ),
  });
};
