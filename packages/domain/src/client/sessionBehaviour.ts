import type { authContract } from '../contract/auth';
import type { ApiCore } from './ApiCore';
import type { GroupClient } from './bindContract';

/**
 * The auth calls with the session's behaviour: `login` stores the returned token, or clears the
 * stored one when none is returned, so every later call is made as the signed-in user; `logout`
 * ends the session on the server, then clears the stored token, which is cleared even when the
 * server cannot be reached (the call still rejects), so the device is signed out either way.
 */
export function withSessionBehaviour(
  core: ApiCore,
  auth: GroupClient<typeof authContract>,
): GroupClient<typeof authContract> {
  return {
    ...auth,
    login: async (...args) => {
      const answer = await auth.login(...args);
      if (answer.token) core.tokenStore.set(answer.token);
      else core.tokenStore.clear();
      return answer;
    },
    logout: async (...args) => {
      try {
        return await auth.logout(...args);
      } finally {
        core.tokenStore.clear();
      }
    },
  };
}
