import type { teamSettingsContract } from '../contract/teamSettings';
import { ApiRequestError } from './ApiRequestError';
import type { GroupClient } from './bindContract';

type TeamSettingsCalls = GroupClient<typeof teamSettingsContract>;

/**
 * The team settings calls, `getOrderCreated` counting a failed check as no orders
 * (platform-core §8 "Clinic-activation check failure: treated as no orders"), except an aborted
 * one, which still rejects.
 */
export function withOrderCreatedFallback(teamSettings: TeamSettingsCalls): TeamSettingsCalls {
  return {
    ...teamSettings,
    getOrderCreated: async (input, options) => {
      try {
        return await teamSettings.getOrderCreated(input, options);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 0 && options?.signal?.aborted) {
          throw error;
        }
        return { hasOrders: false };
      }
    },
  };
}
