import { ChoosePlanBodySchema } from '@telemed/domain';
import type { ApiClient } from '@telemed/domain';
import type { SubscriptionServices } from './subscriptionServices';

/**
 * The subscription page's calls over the API client derived from the contract: the wiring the
 * app and the tests share.
 *
 * @example
 * const machine = subscriptionMachine.provide({
 *   actors: subscriptionActors(subscriptionApiServices(client)),
 * });
 */
export function subscriptionApiServices(client: ApiClient): SubscriptionServices {
  return {
    loadCurrentPlan: (signal) => client.subscription.getCurrentPlan({ signal }),
    loadPlans: (signal) => client.payments.listPlans({ signal }),
    // The plan ids come from the server's own list; the shared schema narrows them to the offered ones.
    choosePlan: (planId) =>
      client.subscription.choosePlan({ body: ChoosePlanBodySchema.parse({ planId }) }),
    cancelSubscription: () => client.subscription.cancelSubscription(),
    resumeSubscription: () => client.subscription.resumeSubscription(),
    loadRecoverCode: (signal) => client.subscription.getRecoverCode({ signal }),
    regenerateRecoverCode: () => client.subscription.regenerateRecoverCode(),
    setPhone: (phone) => client.subscription.setPhone({ body: { phone } }),
  };
}
