import { PLAN_IDS } from '@telemed/domain';
import type { CheckoutStarted, CheckoutState, Plan } from '@telemed/domain';

/** The three offered plans as the sandbox serves them. */
export const offeredPlans: Plan[] = [
  {
    id: PLAN_IDS.demo,
    kind: 'demo',
    price: null,
    trialDays: 0,
    period: { count: 14, unit: 'days' },
  },
  {
    id: PLAN_IDS.oneTime,
    kind: 'one-time',
    price: { amountMinor: 29900, currency: 'PLN' },
    trialDays: 0,
    period: { count: 3, unit: 'months' },
  },
  {
    id: PLAN_IDS.subscription,
    kind: 'subscription',
    price: { amountMinor: 9900, currency: 'PLN' },
    trialDays: 7,
    period: { count: 1, unit: 'months' },
  },
];

/** A checkout's state, pending by default. */
export function checkoutState(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    id: '6a0c7f1e-3c1b-4f0e-9a57-0d1f2b3c4d5e',
    status: 'pending',
    failureReason: null,
    planId: PLAN_IDS.oneTime,
    planKind: 'one-time',
    origin: 'signup',
    successPath: '/payment-success-one-time',
    trialEndsAt: null,
    periodEndsAt: null,
    ...overrides,
  };
}

/** The answer of a paid plan's signup: the sandbox's hosted checkout to go to. */
export function startedCheckout(state: CheckoutState = checkoutState()): CheckoutStarted {
  return {
    checkoutUrl: `http://localhost/register-rehabilitation/sandbox-checkout/${state.id}`,
    checkout: state,
  };
}
