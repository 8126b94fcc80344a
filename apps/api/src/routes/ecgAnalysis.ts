import {
  AnalysisTaskSchema,
  AnalysisTasksResponseSchema,
  CreateEcgAnalysisTaskBodySchema,
  DeletedAnalysisTaskSchema,
} from '@telemed/domain';
import { z } from 'zod';
import { errorResponses } from '../http/errorResponses';
import { id } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';

const TaskParams = z.object({ taskId: id() });

/**
 * The Holter ECG analysis in the background (platform-core §7 "Tasks", type preparingAnalysis):
 * `POST analysis/ecg/tasks` queues one for an examination (staff of its clinic), `GET` lists the
 * caller's, `DELETE analysis/ecg/tasks/{id}` removes one of them, cancelling it if unfinished.
 */
export const ecgAnalysisRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/analysis/ecg/tasks',
    {
      schema: {
        body: CreateEcgAnalysisTaskBodySchema,
        response: { 201: AnalysisTaskSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.ecgAnalysisService.create(request.userId, request.body)),
  );

  app.get(
    '/analysis/ecg/tasks',
    { schema: { response: { 200: AnalysisTasksResponseSchema, ...errorResponses } } },
    async (request) => ({ tasks: await app.ecgAnalysisService.list(request.userId) }),
  );

  app.delete(
    '/analysis/ecg/tasks/:taskId',
    {
      schema: {
        params: TaskParams,
        response: { 200: DeletedAnalysisTaskSchema, ...errorResponses },
      },
    },
    async (request) => app.ecgAnalysisService.remove(request.userId, request.params.taskId),
  );
};
