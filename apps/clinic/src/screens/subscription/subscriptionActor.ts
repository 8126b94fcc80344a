import type { subscriptionMachine } from '@telemed/forms';
import type { ActorRefFrom } from 'xstate';

/** The running subscription machine the page's sections read and tell. */
export type SubscriptionActor = ActorRefFrom<typeof subscriptionMachine>;
