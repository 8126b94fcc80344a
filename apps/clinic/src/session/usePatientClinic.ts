import type { Team } from '@telemed/domain';
import { usePatientClinics } from './usePatientClinics';

/** The clinic `teamId` where the signed-in user is a patient, with their member id; undefined until known. */
export function usePatientClinic(teamId: string | undefined): Team | undefined {
  return usePatientClinics().data?.find((team) => team._id === teamId);
}
