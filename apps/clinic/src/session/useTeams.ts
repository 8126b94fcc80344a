import type { Team } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useServices } from '../services/ServicesContext';

export const teamsQueryKey = ['teams'] as const;

/**
 * The signed-in user's clinics. Loading them through the session also picks the active one
 * (the stored `teamId` if the user still belongs to it, else the first).
 */
export function useTeams(): UseQueryResult<Team[]> {
  const { session } = useServices();
  return useQuery({ queryKey: teamsQueryKey, queryFn: () => session.loadTeams() });
}

/** One of the signed-in user's clinics, with their role and member id there; undefined until known. */
export function useTeam(teamId: string | undefined): Team | undefined {
  return useTeams().data?.find((team) => team._id === teamId);
}
