import {
  AnalysisTaskSchema,
  AnalysisTasksResponseSchema,
  CreateEcgAnalysisTaskBodySchema,
  DeletedAnalysisTaskSchema,
} from '../schemas/ecgAnalysis';
import { TaskParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

/**
 * The Holter ECG analysis in the background (platform-core §7 "Tasks", type preparingAnalysis):
 * staff of the examination's clinic queue one; each user lists and removes their own.
 */
export const ecgAnalysisContract = {
  /** Queues the analysis; when done it replaces the detected events and the beats. */
  createTask: endpoint({
    method: 'POST',
    path: '/analysis/ecg/tasks',
    access: 'signedIn',
    body: CreateEcgAnalysisTaskBodySchema,
    responses: { 201: AnalysisTaskSchema, ...errorResponses },
  }),
  /** The caller's analyses, newest first. */
  listTasks: endpoint({
    method: 'GET',
    path: '/analysis/ecg/tasks',
    access: 'signedIn',
    responses: { 200: AnalysisTasksResponseSchema, ...errorResponses },
  }),
  /** Removes one of the caller's analyses, cancelling it if unfinished. */
  removeTask: endpoint({
    method: 'DELETE',
    path: '/analysis/ecg/tasks/:taskId',
    access: 'signedIn',
    params: TaskParamsSchema,
    responses: { 200: DeletedAnalysisTaskSchema, ...errorResponses },
  }),
} as const;
