import type { Team } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useServices } from '../services/ServicesContext';

/**
 * The clinics where the signed-in user is a patient (role `user`). The session lists only the
 * clinics the user works in (`isPortalTeam`); these are the others, where the web answers what
 * the mobile app would (their action plans' questionnaires).
 */
export function usePatientClinics(): UseQueryResult<Team[]> {
  const { client } = useServices();
  return useQuery({
    queryKey: ['teams', 'asPatient'],
    queryFn: async ({ signal }) =>
      (await client.teams.list({ signal })).filter((team) => team.role === 'user'),
  });
}
