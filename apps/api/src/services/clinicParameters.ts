import { isEcgAnalysisType } from '@telemed/domain';
import type { AnalysisParametersResponse, ExaminationType, Member } from '@telemed/domain';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import { requireStaff } from './examinationAccess';
import {
  COVID_PARAMETER_DEFAULTS,
  ECG_PARAMETER_DEFAULTS,
  RESPIRATORY_PARAMETER_DEFAULTS,
} from './parameterDefaults';

/**
 * A clinic's detector parameters for an examination type as the settings form gets them: the
 * detectors' defaults overridden by what the clinic's last analysis of the type ran with.
 */
async function clinicParameters<Full extends object>(
  repository: AnalysisParametersRepository,
  teamId: string,
  examinationType: ExaminationType,
  defaults: Full,
): Promise<{
  examinationType: ExaminationType;
  parameters: Full;
  defaults: Full;
  updatedAt: string | null;
}> {
  const stored = await repository.find(teamId, examinationType);
  return {
    examinationType,
    parameters: { ...defaults, ...stored?.parameters },
    defaults,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * `GET teams/{teamId}/analysis-parameters/{examinationType}` (staff): the clinic's parameters of
 * the analysis the type gets — the ECG's for Holter, HRV and stress test, the COVID alerts' for
 * home monitoring, the respiratory detectors' otherwise.
 */
export async function analysisParametersOf(
  repository: AnalysisParametersRepository,
  teamId: string,
  actor: Member,
  examinationType: ExaminationType,
): Promise<AnalysisParametersResponse> {
  requireStaff(actor);
  if (isEcgAnalysisType(examinationType))
    return {
      family: 'ecg',
      ...(await clinicParameters(repository, teamId, examinationType, ECG_PARAMETER_DEFAULTS)),
    };
  if (examinationType === 'covid')
    return {
      family: 'covid',
      ...(await clinicParameters(repository, teamId, examinationType, COVID_PARAMETER_DEFAULTS)),
    };
  return {
    family: 'respiratory',
    ...(await clinicParameters(
      repository,
      teamId,
      examinationType,
      RESPIRATORY_PARAMETER_DEFAULTS,
    )),
  };
}
