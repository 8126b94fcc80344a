import { ecgAnalysisContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/**
 * The Holter ECG analysis in the background (see `ecgAnalysisContract`): staff of the
 * examination's clinic queue one; each user lists and removes their own.
 */
export const ecgAnalysisRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, ecgAnalysisContract, {
    createTask: async (request) => app.ecgAnalysisService.create(request.userId, request.body),

    listTasks: async (request) => ({ tasks: await app.ecgAnalysisService.list(request.userId) }),

    removeTask: async (request) =>
      app.ecgAnalysisService.remove(request.userId, request.params.taskId),
  });
};
