import type { ApiClient } from '@telemed/domain';
import type { SignupServices } from './signupServices';

/**
 * The signup's calls over the API client derived from the contract: the wiring the app, the
 * stories (against `@telemed/domain/mock`) and the tests share.
 *
 * @example
 * const machine = signupMachine.provide({ actors: signupActors(signupApiServices(client)) });
 */
export function signupApiServices(client: ApiClient): SignupServices {
  return {
    loadPlans: (signal) => client.payments.listPlans({ signal }),
    register: (body) => client.payments.registerRehabilitationUser({ body }),
    loadCheckout: (checkoutId, signal) =>
      client.payments.getCheckout({ params: { checkoutId } }, { signal }),
  };
}
