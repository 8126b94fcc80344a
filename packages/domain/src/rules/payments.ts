/**
 * Rehabilitation plans, payments and subscriptions (platform-core §3 "User payment data", §9;
 * clinical-domain §3 "Subscription"): the plan identifiers, kinds, statuses and providers. Pure
 * constants and predicates shared by the API, the signup app and the portal.
 */

/** The spec's plan identifiers (platform-core §9): 1 subscription, 2 one-time, 3 demo, 4 normal. */
export const PLAN_IDS = { subscription: 1, oneTime: 2, demo: 3, normal: 4 } as const;

/** One plan identifier. */
export type PlanId = (typeof PLAN_IDS)[keyof typeof PLAN_IDS];

/**
 * What a plan is: a renewing subscription (with an optional trial), a one-time payment for a
 * fixed period, the free demo, or `normal` (a clinic's own patient, who pays nothing through the
 * platform and is never offered on the signup page).
 */
export const PLAN_KINDS = ['subscription', 'one-time', 'demo', 'normal'] as const;

/** One plan kind. */
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The kinds a patient may choose on the signup page and in the choose-plan modal. */
export const OFFERED_PLAN_KINDS = ['demo', 'one-time', 'subscription'] as const;

/** One offered plan kind. */
export type OfferedPlanKind = (typeof OFFERED_PLAN_KINDS)[number];

/** The unit of a plan's period (clinical-domain §3: "intervals in days or months"). */
export const PLAN_INTERVAL_UNITS = ['days', 'months'] as const;

/** One interval unit. */
export type PlanIntervalUnit = (typeof PLAN_INTERVAL_UNITS)[number];

/** Currencies of the plans' prices: those of the supported countries. */
export const PLAN_CURRENCIES = ['EUR', 'PLN', 'GBP', 'CAD'] as const;

/** One plan currency. */
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

/**
 * Where a checkout is, as the server knows it from its provider's verified events: `pending`
 * until an event settles it (also while a delayed payment awaits confirmation), then `paid`,
 * `failed` (declined, or a delayed payment that did not go through) or `abandoned` (the patient
 * left the checkout, or it expired).
 */
export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed', 'abandoned'] as const;

/** One checkout status. */
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** Why a checkout failed, for a clear message on the page the patient returns to. */
export const CHECKOUT_FAILURE_REASONS = ['cardDeclined', 'paymentFailed'] as const;

/** One failure reason. */
export type CheckoutFailureReason = (typeof CHECKOUT_FAILURE_REASONS)[number];

/** Where a checkout was started: the public signup page or the portal's choose-plan modal. */
export const CHECKOUT_ORIGINS = ['signup', 'portal'] as const;

/** One checkout origin. */
export type CheckoutOrigin = (typeof CHECKOUT_ORIGINS)[number];

/**
 * A user's plan: `trialing` and `active` give access; `pastDue` (a renewal failed, the provider
 * retries) still does; `canceled` (by the patient or the provider) and `ended` (a one-time or demo
 * period ran out) do not.
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'pastDue',
  'canceled',
  'ended',
] as const;

/** One subscription status. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The payment providers the API can be configured with; `sandbox` is the embedded default. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** One payment provider. */
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * What the patient does on the sandbox's checkout page: pays with a card that is accepted, one
 * that is declined, leaves, pays by a method that confirms later (`delayed`), and, for such a
 * checkout, the later confirmation (`delayedSucceeded`) or failure (`delayedFailed`).
 */
export const SANDBOX_OUTCOMES = [
  'accepted',
  'declined',
  'abandoned',
  'delayed',
  'delayedSucceeded',
  'delayedFailed',
] as const;

/** One sandbox outcome. */
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** Digits of the recover code the mobile app asks for. */
export const RECOVER_CODE_LENGTH = 8;

/**
 * Whether a plan of this status gives access to the clinic's rehabilitation.
 *
 * @example
 * subscriptionGivesAccess('trialing'); // true
 * subscriptionGivesAccess('canceled'); // false
 */
export function subscriptionGivesAccess(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'pastDue';
}

/**
 * The success page a paid or pending checkout leads to (platform-core §2): the demo's, the
 * one-time payment's, a subscription started at signup (the rehabilitation welcome) or one chosen
 * in the portal.
 *
 * @example
 * successPagePath('subscription', 'signup'); // '/payment-rehabilitation-success-subscription'
 */
export function successPagePath(kind: PlanKind, origin: CheckoutOrigin): string {
  if (kind === 'demo') return '/payment-success-demo';
  if (kind === 'subscription') {
    return origin === 'signup'
      ? '/payment-rehabilitation-success-subscription'
      : '/payment-success-subscription';
  }
  return '/payment-success-one-time';
}
