import type { FeatureName } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useServices } from '../services/ServicesContext';

/** The feature visibilities of every clinic start with this key. */
export const clinicFeaturesKey = (teamId: string) => ['features', teamId] as const;

/**
 * The areas a clinic shows (GET teams/{teamId}/feature-visibilities), by name. A failure shows
 * the page-wide 'Error fetching feature visibilities' alert; nothing is asked without a clinic.
 */
export function useClinicFeatures(teamId: string | null): UseQueryResult<FeatureName[]> {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicFeaturesKey(teamId ?? ''),
    enabled: teamId !== null,
    queryFn: async ({ signal }) =>
      (
        await client.features.listFeatureVisibilities(
          { params: { teamId: teamId ?? '' } },
          { signal },
        )
      ).map(({ name }) => name),
  });
}
