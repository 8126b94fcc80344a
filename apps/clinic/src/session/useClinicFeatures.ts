import type { ApiClient, FeatureName } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ClinicServices } from '../services/createClinicServices';
import { useServices } from '../services/ServicesContext';

/** The feature visibilities of every clinic start with this key. */
export const clinicFeaturesKey = (teamId: string) => ['features', teamId] as const;

/** The names of a clinic's feature visibilities, from the server. */
async function loadClinicFeatures(
  client: ApiClient,
  teamId: string,
  signal: AbortSignal,
): Promise<FeatureName[]> {
  return (await client.features.listFeatureVisibilities({ params: { teamId } }, { signal })).map(
    ({ name }) => name,
  );
}

/** The clinic's feature names from the query cache, loading them when it has none. */
export function fetchClinicFeatures(
  { client, queryClient }: ClinicServices,
  teamId: string,
): Promise<FeatureName[]> {
  return queryClient.fetchQuery({
    queryKey: clinicFeaturesKey(teamId),
    queryFn: ({ signal }) => loadClinicFeatures(client, teamId, signal),
  });
}

/**
 * The areas a clinic shows (GET teams/{teamId}/feature-visibilities), by name. A failure shows
 * the page-wide 'Error fetching feature visibilities' alert; nothing is asked without a clinic.
 */
export function useClinicFeatures(teamId: string | null): UseQueryResult<FeatureName[]> {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicFeaturesKey(teamId ?? ''),
    enabled: teamId !== null,
    queryFn: ({ signal }) => loadClinicFeatures(client, teamId ?? '', signal),
  });
}
