import { AnalysisParametersResponseSchema, ApneaAnalysisResponseSchema } from '../schemas/analysis';
import type {
  AnalysisParametersResponse,
  ApneaAnalysisBody,
  ApneaAnalysisResponse,
} from '../schemas/analysis';
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
