import { AnalysisParametersResponseSchema, ApneaAnalysisResponseSchema } from '../schemas/analysis';
import type {
  AnalysisParametersResponse,
  ApneaAnalysisBody,
  ApneaAnalysisResponse,
} from '../schemas/analysis';
import { CovidAnalysisResponseSchema } from '../schemas/covidAnalysis';
import type { CovidAnalysisBody, CovidAnalysisResponse } from '../schemas/covidAnalysis';
import {
  AnalysisTaskSchema,
  AnalysisTasksResponseSchema,
  DeletedAnalysisTaskSchema,
} from '../schemas/ecgAnalysis';
import type {
  AnalysisTask,
  AnalysisTasksResponse,
  CreateEcgAnalysisTaskBody,
  DeletedAnalysisTask,
} from '../schemas/ecgAnalysis';
import type { ExaminationType } from '../schemas/examinationConstants';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';

/** Which detected events a respiratory analysis replaces: `analysis` or `quality`. */
export type ApneaAnalysisKind = 'analysis' | 'quality';

export function runApneaAnalysis(
  core: ApiCore,
  kind: ApneaAnalysisKind,
  body: ApneaAnalysisBody,
  options?: CallOptions,
): Promise<ApneaAnalysisResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: kind === 'analysis' ? 'analysis/apnea' : 'quality/apnea',
    body,
    schema: ApneaAnalysisResponseSchema,
  });
}

export function runCovidAnalysis(
  core: ApiCore,
  body: CovidAnalysisBody,
  options?: CallOptions,
): Promise<CovidAnalysisResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'analysis/covid',
    body,
    schema: CovidAnalysisResponseSchema,
  });
}

export function analysisParameters(
  core: ApiCore,
  teamId: string,
  examinationType: ExaminationType,
  options?: CallOptions,
): Promise<AnalysisParametersResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`teams/${teamId}/analysis-parameters/${examinationType}`,
    schema: AnalysisParametersResponseSchema,
  });
}

export function createEcgAnalysisTask(
  core: ApiCore,
  body: CreateEcgAnalysisTaskBody,
  options?: CallOptions,
): Promise<AnalysisTask> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'analysis/ecg/tasks',
    body,
    schema: AnalysisTaskSchema,
  });
}

export function listEcgAnalysisTasks(
  core: ApiCore,
  options?: CallOptions,
): Promise<AnalysisTasksResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: 'analysis/ecg/tasks',
    schema: AnalysisTasksResponseSchema,
  });
}

export function deleteEcgAnalysisTask(
  core: ApiCore,
  taskId: string,
  options?: CallOptions,
): Promise<DeletedAnalysisTask> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: encodePath`analysis/ecg/tasks/${taskId}`,
    schema: DeletedAnalysisTaskSchema,
  });
}
