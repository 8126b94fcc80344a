import type { CheckoutStarted, CurrentPlan, Plan, RecoverCode } from '@telemed/domain';
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { unprovidedService } from '../unprovidedService';

/** The page's actions that can fail while the plan stays shown. */
export type SubscriptionAction =
  | 'cancel'
  | 'resume'
  | 'revealRecoverCode'
  | 'regenerateRecoverCode'
  | 'loadPlans'
  | 'choosePlan'
  | 'setPhone';

/** Why the last action failed; the page says it beside the action. */
export interface SubscriptionFailure {
  action: SubscriptionAction;
  error: unknown;
}

/** What the subscription machine holds. */
export interface SubscriptionContext {
  /** The plan as the server last answered it; null until loaded. */
  currentPlan: CurrentPlan | null;
  /** Why the plan could not be loaded ('Error getting current plan data'). */
  loadError: unknown;
  /** The mobile app's recover code, once the user asked to see it. */
  recoverCode: RecoverCode | null;
  /** The plans of the choose-plan modal, once loaded. */
  plans: Plan[] | null;
  /** The provider's hosted checkout to go to, once a chosen plan's checkout started. */
  checkoutUrl: string | null;
  /** The last failed action, cleared when another starts. */
  failure: SubscriptionFailure | null;
}

/** What the subscription page tells its machine. */
export type SubscriptionEvent =
  | { type: 'plan.reload' }
  | { type: 'plan.cancel' }
  | { type: 'plan.resume' }
  | { type: 'recoverCode.reveal' }
  | { type: 'recoverCode.regenerate' }
  | { type: 'plans.open' }
  | { type: 'plans.reload' }
  | { type: 'plans.close' }
  | { type: 'plan.choose'; planId: number }
  | { type: 'phone.submit'; phone: string };

/** The transitions that start an action from the shown page, each into its own state. */
const actionTransitions = {
  'plan.cancel': { guard: 'isRenewing', target: 'cancelling' },
  'plan.resume': { guard: 'isCancelledAtPeriodEnd', target: 'resuming' },
  'recoverCode.reveal': { target: 'revealingRecoverCode' },
  'recoverCode.regenerate': { target: 'regeneratingRecoverCode' },
  'plans.open': { target: 'choosingPlan' },
  'phone.submit': { target: 'savingPhone' },
} as const;

/**
 * The signed-in user's subscription page (platform-core §2, §3 "User payment data"; clinical-domain
 * §2): loads the current plan ('Error getting current plan data' and a retry on failure), then
 * cancels it at its period's end or resumes it, reveals and regenerates the mobile app's recover
 * code, saves the phone number a rehabilitation assignment needs, and runs the choose-plan modal
 * (plans → checkout started → the provider's checkout URL; the free demo settles at once, so the
 * plan is loaded again). One action at a time; a failed one leaves the page as it was, with its
 * failure.
 *
 * Tags drive the page: `loading`, `loadFailed`, `shown`, `busy` (an action is under way), the
 * action's own (`cancelling`, `resuming`, `revealingRecoverCode`, `regeneratingRecoverCode`,
 * `savingPhone`), `choosingPlan` (the modal is open), `loadingPlans`, `startingCheckout` and
 * `redirecting` (go to `checkoutUrl`).
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
  },
  actors: {
    loadCurrentPlan: unprovidedService<CurrentPlan, undefined>('loadCurrentPlan'),
    loadPlans: unprovidedService<Plan[], undefined>('loadPlans'),
    choosePlan: unprovidedService<CheckoutStarted, number>('choosePlan'),
    cancelSubscription: unprovidedService<CurrentPlan, undefined>('cancelSubscription'),
    resumeSubscription: unprovidedService<CurrentPlan, undefined>('resumeSubscription'),
    loadRecoverCode: unprovidedService<RecoverCode, undefined>('loadRecoverCode'),
    regenerateRecoverCode: unprovidedService<RecoverCode, undefined>('regenerateRecoverCode'),
    setPhone: unprovidedService<CurrentPlan, string>('setPhone'),
  },
  guards: {
    isRenewing: ({ context }) => {
      const subscription = context.currentPlan?.subscription;
      return subscription?.plan.kind === 'subscription' && !subscription.cancelAtPeriodEnd;
    },
    isCancelledAtPeriodEnd: ({ context }) =>
      context.currentPlan?.subscription?.cancelAtPeriodEnd === true,
    needsPayment: (_, started: CheckoutStarted) => started.checkoutUrl !== null,
  },
  actions: {
    storeCurrentPlan: assign((_, currentPlan: CurrentPlan) => ({ currentPlan, loadError: null })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: error })),
    storeRecoverCode: assign((_, recoverCode: RecoverCode) => ({ recoverCode })),
    storePlans: assign((_, plans: Plan[]) => ({ plans })),
    storeCheckoutUrl: assign((_, started: CheckoutStarted) => ({
      checkoutUrl: started.checkoutUrl,
    })),
    forgetFailure: assign({ failure: null }),
    storeFailure: assign((_, failure: SubscriptionFailure) => ({ failure })),
  },
}).createMachine({
  id: 'subscription',
  context: {
    currentPlan: null,
    loadError: null,
    recoverCode: null,
    plans: null,
    checkoutUrl: null,
    failure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCurrentPlan',
        onDone: {
          target: 'shown',
          actions: [{ type: 'storeCurrentPlan', params: ({ event }) => event.output }],
        },
        onError: {
          target: 'loadFailed',
          actions: [{ type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'plan.reload': 'loading' },
    },
    shown: {
      tags: ['shown'],
      initial: 'idle',
      states: {
        idle: {
          on: actionTransitions,
        },
        cancelling: {
          tags: ['busy', 'cancelling'],
          entry: 'forgetFailure',
          invoke: {
            src: 'cancelSubscription',
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeCurrentPlan', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'storeFailure',
                  params: ({ event }) => ({ action: 'cancel', error: event.error }),
                },
              ],
            },
          },
        },
        resuming: {
          tags: ['busy', 'resuming'],
          entry: 'forgetFailure',
          invoke: {
            src: 'resumeSubscription',
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeCurrentPlan', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'storeFailure',
                  params: ({ event }) => ({ action: 'resume', error: event.error }),
                },
              ],
            },
          },
        },
        revealingRecoverCode: {
          tags: ['busy', 'revealingRecoverCode'],
          entry: 'forgetFailure',
          invoke: {
            src: 'loadRecoverCode',
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeRecoverCode', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'storeFailure',
                  params: ({ event }) => ({ action: 'revealRecoverCode', error: event.error }),
                },
              ],
            },
          },
        },
        regeneratingRecoverCode: {
          tags: ['busy', 'regeneratingRecoverCode'],
          entry: 'forgetFailure',
          invoke: {
            src: 'regenerateRecoverCode',
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeRecoverCode', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'storeFailure',
                  params: ({ event }) => ({ action: 'regenerateRecoverCode', error: event.error }),
                },
              ],
            },
          },
        },
        savingPhone: {
          tags: ['busy', 'savingPhone'],
          entry: 'forgetFailure',
          invoke: {
            src: 'setPhone',
            input: ({ event }) => {
              assertEvent(event, 'phone.submit');
              return event.phone;
            },
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeCurrentPlan', params: ({ event }) => event.output }],
            },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'storeFailure',
                  params: ({ event }) => ({ action: 'setPhone', error: event.error }),
                },
              ],
            },
          },
        },
        choosingPlan: {
          tags: ['choosingPlan'],
          entry: 'forgetFailure',
          initial: 'loadingPlans',
          on: { 'plans.close': { target: 'idle', actions: 'forgetFailure' } },
          states: {
            loadingPlans: {
              tags: ['loadingPlans'],
              invoke: {
                src: 'loadPlans',
                onDone: {
                  target: 'picking',
                  actions: [{ type: 'storePlans', params: ({ event }) => event.output }],
                },
                onError: {
                  target: 'picking',
                  actions: [
                    {
                      type: 'storeFailure',
                      params: ({ event }) => ({ action: 'loadPlans', error: event.error }),
                    },
                  ],
                },
              },
            },
            picking: {
              on: {
                'plans.reload': { target: 'loadingPlans', actions: 'forgetFailure' },
                'plan.choose': { target: 'startingCheckout', actions: 'forgetFailure' },
              },
            },
            startingCheckout: {
              tags: ['busy', 'startingCheckout'],
              // Leaving while the checkout starts would lose where to pay.
              on: { 'plans.close': {} },
              invoke: {
                src: 'choosePlan',
                input: ({ event }) => {
                  assertEvent(event, 'plan.choose');
                  return event.planId;
                },
                onDone: [
                  {
                    guard: { type: 'needsPayment', params: ({ event }) => event.output },
                    target: '#subscription.redirecting',
                    actions: [{ type: 'storeCheckoutUrl', params: ({ event }) => event.output }],
                  },
                  // The free demo is settled at once: the page shows the plan it gave.
                  { target: '#subscription.loading' },
                ],
                onError: {
                  target: 'picking',
                  actions: [
                    {
                      type: 'storeFailure',
                      params: ({ event }) => ({ action: 'choosePlan', error: event.error }),
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    redirecting: { type: 'final', tags: ['redirecting'] },
  },
});

/** A snapshot of the subscription machine. */
export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;
