import type { authContract } from '../contract/auth';
import type { ApiCore } from './ApiCore';
import type { GroupClient } from './bindContract';

/**
 * The auth calls with sign-in's behaviour: `login` stores the returned token, or clears the
 * stored one when none is returned, so every later call is made as the signed-in user.
 */
export function withSignIn(
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
  };
}
