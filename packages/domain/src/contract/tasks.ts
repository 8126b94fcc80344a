import { TaskParamsSchema } from '../schemas/routeParams';
import {
  CreateTaskBodySchema,
  TaskListQuerySchema,
  TaskSchema,
  TasksResponseSchema,
} from '../schemas/tasks';
import { endpoint, errorResponses } from './endpoint';

/**
 * The three calls of one kind of task under its base path (platform-core §7 "Tasks"): the POST
 * that asks for one, the GET that lists them, the DELETE that cancels one. Staff of the clinic
 * may; a member of another clinic gets nothing.
 */
function taskEndpoints<const Base extends `/${string}`>(base: Base) {
  return {
    /** Asks for a task of the kind; 201 with it, waiting. */
    createTask: endpoint({
      method: 'POST',
      path: base,
      access: 'signedIn',
      body: CreateTaskBodySchema,
      responses: { 201: TaskSchema, ...errorResponses },
    }),
    /** The clinic's tasks of the kind (or the caller's own), newest first. */
    listTasks: endpoint({
      method: 'GET',
      path: base,
      access: 'signedIn',
      query: TaskListQuerySchema,
      responses: { 200: TasksResponseSchema, ...errorResponses },
    }),
    /** Cancels a task of the kind; another kind there is 'Invalid task type'. */
    removeTask: endpoint({
      method: 'DELETE',
      // The template keeps the base's leading slash, which TypeScript cannot see through `${Base}`.
      path: `${base}/:taskId` as `${Base}/:taskId` & `/${string}`,
      access: 'signedIn',
      params: TaskParamsSchema,
      responses: { 200: TaskSchema, ...errorResponses },
    }),
  } as const;
}

/** Signal downloads (type preparingFile): chosen channels of a window as a file. */
export const signalDownloadTasksContract = taskEndpoints('/downloads/signals/tasks');

/** EDF+ export and import (type EDF). */
export const edfTasksContract = taskEndpoints('/edf/tasks');

/** Invitations in bulk (type team-invite). */
export const notificationTasksContract = taskEndpoints('/notifications/tasks');
