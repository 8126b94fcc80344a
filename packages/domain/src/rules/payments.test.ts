import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, subscriptionGivesAccess, successPagePath } from './payments';

describe('the success page of a checkout', () => {
  it('follows the plan kind and, for a subscription, where it was chosen', () => {
    expect(successPagePath('demo', 'signup')).toBe('/payment-success-demo');
    expect(successPagePath('one-time', 'signup')).toBe('/payment-success-one-time');
    expect(successPagePath('one-time', 'portal')).toBe('/payment-success-one-time');
    expect(successPagePath('subscription', 'signup')).toBe(
      '/payment-rehabilitation-success-subscription',
    );
    expect(successPagePath('subscription', 'portal')).toBe('/payment-success-subscription');
  });
});

describe('access by subscription status', () => {
  it('is given while trialing, active or past due, not once cancelled or ended', () => {
    expect(SUBSCRIPTION_STATUSES.filter(subscriptionGivesAccess)).toEqual([
      'trialing',
      'active',
      'pastDue',
    ]);
  });
});
