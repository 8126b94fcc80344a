import { ecgAnalysisContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/**
 * The Holter ECG analysis in the background (see `ecgAnalysisContract`, tasks of type
 * preparingAnalysis): staff of the examination's clinic queue one, list and cancel the clinic's.
 */
export const ecgAnalysisRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, ecgAnalysisContract, {
    createTask: async (request) => app.ecgAnalysisService.create(request.userId, request.body),

    listTasks: async (request) => ({
      tasks: await app.tasksService.list(request.userId, 'preparingAnalysis', request.query),
    }),

    removeTask: async (request) =>
      app.tasksService.cancel(request.userId, 'preparingAnalysis', request.params.taskId),
  });
};
