import type { ApiClient, ExaminationSpec, Member } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import type { ClinicServices } from '../../services/createClinicServices';
import { useServices } from '../../services/ServicesContext';

/** The examination specs of a clinic: they change only with a deployment, so they never go stale. */
const examinationSpecsQuery = (client: ApiClient, teamId: string) => ({
  queryKey: ['examinationSpecs', teamId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    client.examinations.specs({ params: { teamId } }, { signal }),
  staleTime: Infinity,
});

/** The examination types the clinic offers, with their questionnaires. */
export function useExaminationSpecs(teamId: string) {
  const { client } = useServices();
  return useQuery(examinationSpecsQuery(client, teamId));
}

/**
 * The clinic's examination specs from the query cache, loading them when it has none; a form
 * that needs them says itself when they cannot be loaded.
 */
export function fetchExaminationSpecs(
  { client, queryClient }: ClinicServices,
  teamId: string,
): Promise<ExaminationSpec[]> {
  return queryClient.fetchQuery({ ...examinationSpecsQuery(client, teamId), meta: toldOnScreen });
}

/** Physicians who may be assigned: doctors who accepted the invitation (platform-core §2, §6). */
export function assignablePhysicians(members: readonly Member[]): Member[] {
  return members.filter((member) => member.role === 'doctor' && member.acceptedInvitation);
}

/**
 * The clinic's physicians, through the member search (GET search, roles doctor, an empty phrase
 * matching everyone).
 */
const physiciansQuery = (client: ApiClient, teamId: string) => ({
  queryKey: ['physicians', teamId],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    assignablePhysicians(
      await client.examinationLookups.searchMembers(
        { query: { phrase: '', teamId, roles: ['doctor'] } },
        { signal },
      ),
    ),
});

/** The clinic's physicians for the Assigned physician filter and the assignment menu. */
export function usePhysicians(teamId: string, enabled = true) {
  const { client } = useServices();
  return useQuery({ ...physiciansQuery(client, teamId), enabled });
}

/** The clinic's physicians from the query cache, loading them when it has none. */
export function fetchPhysicians(
  { client, queryClient }: ClinicServices,
  teamId: string,
): Promise<Member[]> {
  return queryClient.fetchQuery(physiciansQuery(client, teamId));
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
