import {
  edfTasksContract,
  notificationTasksContract,
  signalDownloadTasksContract,
} from '@telemed/domain';
import type { CreateTaskBody, TaskListQuery, TaskType } from '@telemed/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/**
 * The handlers of one kind of task whose work this server does not run yet; the three groups
 * share their schemas, so one set of handlers serves each.
 */
function unavailableTaskHandlers(app: FastifyInstance, taskType: TaskType) {
  return {
    createTask: async (request: { userId: string; body: CreateTaskBody }) =>
      app.tasksService.refuseUnavailable(request.userId, taskType, request.body),

    listTasks: async (request: { userId: string; query: TaskListQuery }) => ({
      tasks: await app.tasksService.list(request.userId, taskType, request.query),
    }),

    removeTask: async (request: { userId: string; params: { taskId: string } }) =>
      app.tasksService.cancel(request.userId, taskType, request.params.taskId),
  };
}

/**
 * Signal downloads (preparingFile), EDF+ export and import (EDF) and invitations in bulk
 * (team-invite) as tasks (platform-core §7 "Tasks"). Their work is not built yet: asking for one
 * is checked like any request and then refused (501 TASK_TYPE_NOT_AVAILABLE) rather than stored
 * for nobody to run; listing and cancelling work as for every kind.
 */
export const taskRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(app, signalDownloadTasksContract, unavailableTaskHandlers(app, 'preparingFile'));
  implementRoutes(app, edfTasksContract, unavailableTaskHandlers(app, 'EDF'));
  implementRoutes(app, notificationTasksContract, unavailableTaskHandlers(app, 'team-invite'));
};
