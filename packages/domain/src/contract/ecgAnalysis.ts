import { CreateEcgAnalysisTaskBodySchema } from '../schemas/ecgAnalysis';
import { TaskParamsSchema } from '../schemas/routeParams';
import { TaskListQuerySchema, TaskSchema, TasksResponseSchema } from '../schemas/tasks';
import { endpoint, errorResponses } from './endpoint';

/**
 * The Holter ECG analysis in the background (platform-core §7 "Tasks", type preparingAnalysis):
 * staff of the examination's clinic ask for one, list the clinic's (or their own) and cancel one.
 */
export const ecgAnalysisContract = {
  /** Queues the analysis; when it completes it replaces the detected events and the beats. */
  createTask: endpoint({
    method: 'POST',
    path: '/analysis/ecg/tasks',
    access: 'signedIn',
    body: CreateEcgAnalysisTaskBodySchema,
    responses: { 201: TaskSchema, ...errorResponses },
  }),
  /** The clinic's analyses (or the caller's own), newest first. */
  listTasks: endpoint({
    method: 'GET',
    path: '/analysis/ecg/tasks',
    access: 'signedIn',
    query: TaskListQuerySchema,
    responses: { 200: TasksResponseSchema, ...errorResponses },
  }),
  /** Cancels an analysis; another kind of task there is 'Invalid task type'. */
  removeTask: endpoint({
    method: 'DELETE',
    path: '/analysis/ecg/tasks/:taskId',
    access: 'signedIn',
    params: TaskParamsSchema,
    responses: { 200: TaskSchema, ...errorResponses },
  }),
} as const;
