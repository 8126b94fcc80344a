import type {
  CheckoutFailureReason,
  Language,
  PaymentProviderName,
  SubscriptionStatus,
} from '@telemed/domain';
import type { PlanRow, ProviderEnvironment } from '../db/schema';

/** What every provider event names: its id at the provider (for idempotency) and its time. */
interface EventBase {
  /** The provider's event id: the same delivery replayed has the same id. */
  id: string;
  /** The provider's type of the event, as recorded with it. */
  type: string;
  /** When the provider raised it: an older event than one applied changes nothing. */
  occurredAt: Date;
  /** The checkout the event is about (Telemed's id, which the provider carries as metadata). */
  checkoutId: string | null;
}

/** The subscription's state at the provider, as one of its events carries it. */
export interface ProviderSubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus | null;
  trialEndsAt: Date | null;
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * A verified provider event, normalised: the provider's own types map onto these few kinds, so
 * the payments service applies Stripe's and the sandbox's events alike.
 */
export type PaymentEvent =
  | (EventBase & {
      kind: 'checkoutCompleted';
      /** Paid now (or nothing to pay: a trial); false while a delayed payment is confirmed. */
      paid: boolean;
      customerId: string | null;
      subscriptionId: string | null;
    })
  | (EventBase & { kind: 'checkoutPaymentSucceeded' })
  | (EventBase & { kind: 'checkoutFailed'; reason: CheckoutFailureReason })
  | (EventBase & { kind: 'checkoutExpired' })
  | (EventBase & { kind: 'subscriptionChanged'; subscription: ProviderSubscriptionState })
  | (EventBase & {
      kind: 'invoicePaid';
      subscriptionId: string;
      customerId: string | null;
      periodEndsAt: Date | null;
    })
  /** An event of a type Telemed does not act on; recorded as seen all the same. */
  | (EventBase & { kind: 'ignored' });

/** A webhook delivery whose signature does not verify, or whose body is no event. */
export class InvalidWebhookSignature extends Error {
  constructor(reason: string) {
    super(`Invalid webhook signature: ${reason}`);
    this.name = 'InvalidWebhookSignature';
  }
}

/** What the provider needs to open a checkout for one plan. */
export interface CheckoutRequest {
  /** Telemed's checkout id, carried by the provider on every event of this checkout. */
  checkoutId: string;
  plan: PlanRow;
  /** The plan's price and product at this provider in its environment; null for the sandbox. */
  price: { priceId: string; productId: string } | null;
  customer: { email: string; language: Language; providerCustomerId: string | null };
  /** Where the provider sends the browser once paid (or pending), and when the patient leaves. */
  urls: { success: string; cancel: string };
}

/** A checkout opened at the provider: its id there and the hosted page to go to. */
export interface CreatedCheckout {
  providerCheckoutId: string;
  url: string;
}

/**
 * A payment provider (docs/decisions.md "Payments"): opens hosted checkouts, verifies and
 * normalises its webhook deliveries, cancels and resumes subscriptions, and opens its customer
 * portal. State never comes from a redirect: only from `parseWebhook`'s verified events and the
 * provider's authenticated answers to cancel and resume, applied once each.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Which of the provider's price ids apply: its test mode or production. */
  readonly environment: ProviderEnvironment;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * The events of one webhook delivery, after verifying its signature over the raw bytes.
   *
   * @throws InvalidWebhookSignature when the signature does not verify.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentEvent[];
  /** Cancels at the period's end; answers the subscription's new state as an event to apply. */
  cancelSubscription(subscriptionId: string, checkoutId: string): Promise<PaymentEvent[]>;
  /** Undoes a cancellation at the period's end. */
  resumeSubscription(subscriptionId: string, checkoutId: string): Promise<PaymentEvent[]>;
  /** A customer portal session's URL, or null when the provider has no portal. */
  customerPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}
