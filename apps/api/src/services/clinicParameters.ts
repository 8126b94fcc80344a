import type { ExaminationType } from '@telemed/domain';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';

/**
 * A clinic's detector parameters for an examination type as the settings form gets them: the
 * detectors' defaults overridden by what the clinic's last analysis of the type ran with.
 */
export async function clinicParameters<Full extends object>(
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
