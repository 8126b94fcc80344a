import type { Member } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/ServicesContext';

/** The examination types the clinic offers, with their questionnaires. */
export function useExaminationSpecs(teamId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: ['examinationSpecs', teamId],
    queryFn: ({ signal }) => client.examinations.specs({ params: { teamId } }, { signal }),
    staleTime: Infinity,
  });
}

/** Physicians who may be assigned: doctors who accepted the invitation (platform-core §2, §6). */
export function assignablePhysicians(members: readonly Member[]): Member[] {
  return members.filter((member) => member.role === 'doctor' && member.acceptedInvitation);
}

/**
 * The clinic's physicians for the Assigned physician filter and the assignment menu, through the
 * member search (GET search, roles doctor, an empty phrase matching everyone).
 */
export function usePhysicians(teamId: string, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: ['physicians', teamId],
    queryFn: async ({ signal }) =>
      assignablePhysicians(
        await client.examinationLookups.searchMembers(
          { query: { phrase: '', teamId, roles: ['doctor'] } },
          { signal },
        ),
      ),
    enabled,
  });
}

/** The patient search of the Patient filter: members with role user (platform-core §6). */
export function usePatientSearch(teamId: string) {
  const { client } = useServices();
  return (phrase: string, signal: AbortSignal) =>
    client.examinationLookups.searchMembers(
      { query: { phrase, teamId, roles: ['user'] } },
      { signal },
    );
}
