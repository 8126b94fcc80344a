import type { Plan } from '../schemas/payments';

/**
 * The plans the API seeds for the sandbox (migration 0018): the demo, the one-time payment and
 * the subscription with its trial, in the signup page's order. For stories, fixtures and the
 * signup app's tests, so they show what a fresh server offers.
 */
export const SAMPLE_PLANS: readonly Plan[] = [
  { id: 3, kind: 'demo', price: null, trialDays: 0, period: { count: 14, unit: 'days' } },
  {
    id: 2,
    kind: 'one-time',
    price: { amountMinor: 19_900, currency: 'PLN' },
    trialDays: 0,
    period: { count: 3, unit: 'months' },
  },
  {
    id: 1,
    kind: 'subscription',
    price: { amountMinor: 4_900, currency: 'PLN' },
    trialDays: 14,
    period: { count: 1, unit: 'months' },
  },
];
