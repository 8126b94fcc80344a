import type { Language, SubscriptionStatus } from '@telemed/domain';
import Stripe from 'stripe';
import type { ProviderEnvironment } from '../db/schema';
import { InvalidWebhookSignature } from './paymentProvider';
import type {
  CheckoutRequest,
  CreatedCheckout,
  PaymentEvent,
  PaymentProvider,
  ProviderSubscriptionState,
} from './paymentProvider';

/** Stripe's configuration: the keys from the environment (README "Configuration"). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** For tests: the library's own HTTP client over an injected fetch. */
  httpClient?: Stripe.HttpClient;
}

/** Stripe's statuses as Telemed's; `incomplete` and `paused` leave the stored status as it is. */
const STATUSES: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'pastDue',
  unpaid: 'pastDue',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A subscription object as Telemed's state; the period's end is its items' (API 2025+). */
export function subscriptionState(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: STATUSES[subscription.status] ?? null,
    trialEndsAt: fromUnix(subscription.trial_end),
    currentPeriodEndsAt: periodEnds.length > 0 ? fromUnix(Math.min(...periodEnds)) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** Telemed's checkout id, which every object of a checkout carries in its metadata. */
function checkoutIdOf(metadata: Stripe.Metadata | null | undefined): string | null {
  return metadata?.checkoutId ?? null;
}

/** One verified Stripe event as Telemed's. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...base,
        kind: 'checkoutCompleted',
        checkoutId: session.client_reference_id ?? checkoutIdOf(session.metadata),
        // A trial's checkout has nothing to pay; `unpaid` is a delayed method still confirming.
        paid: session.payment_status !== 'unpaid',
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'checkout.session.async_payment_succeeded':
      return {
        ...base,
        kind: 'checkoutPaymentSucceeded',
        checkoutId: checkoutIdOf(event.data.object.metadata),
      };
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        kind: 'checkoutFailed',
        checkoutId: checkoutIdOf(event.data.object.metadata),
        reason: 'paymentFailed',
      };
    case 'checkout.session.expired':
      return {
        ...base,
        kind: 'checkoutExpired',
        checkoutId: checkoutIdOf(event.data.object.metadata),
      };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: 'subscriptionChanged',
        checkoutId: checkoutIdOf(event.data.object.metadata),
        subscription: subscriptionState(event.data.object),
      };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!subscriptionId) return { ...base, kind: 'ignored', checkoutId: null };
      const lineEnds = invoice.lines.data.map((line) => line.period.end);
      return {
        ...base,
        kind: 'invoicePaid',
        checkoutId: checkoutIdOf(details?.metadata),
        subscriptionId,
        customerId: idOf(invoice.customer),
        periodEndsAt: lineEnds.length > 0 ? fromUnix(Math.max(...lineEnds)) : null,
      };
    }
    default:
      return { ...base, kind: 'ignored', checkoutId: null };
  }
}

/**
 * Stripe (the official `stripe` package): Checkout Sessions in `payment` mode for one-time plans
 * and `subscription` mode (with `trial_period_days`) for subscriptions, the customer portal, and
 * webhooks verified with `stripe.webhooks.constructEvent`. Live keys (`sk_live_`) use the plans'
 * production price ids, test keys their test ids.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly environment: ProviderEnvironment;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.environment = settings.secretKey.startsWith('sk_live_') ? 'production' : 'test';
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    if (!request.price) throw new Error(`Plan ${request.plan.id} has no Stripe price`);
    const metadata = { checkoutId: request.checkoutId };
    const customer = request.customer.providerCustomerId
      ? { customer: request.customer.providerCustomerId }
      : { customer_email: request.customer.email };
    const common = {
      client_reference_id: request.checkoutId,
      metadata,
      line_items: [{ price: request.price.priceId, quantity: 1 }],
      success_url: request.urls.success,
      cancel_url: request.urls.cancel,
      locale: STRIPE_LOCALES[request.customer.language],
      ...customer,
    };
    const session =
      request.plan.kind === 'subscription'
        ? await this.stripe.checkout.sessions.create(
            {
              ...common,
              mode: 'subscription',
              subscription_data: {
                metadata,
                ...(request.plan.trialDays > 0
                  ? { trial_period_days: request.plan.trialDays }
                  : {}),
              },
            },
            { idempotencyKey: `checkout-${request.checkoutId}` },
          )
        : await this.stripe.checkout.sessions.create(
            {
              ...common,
              mode: 'payment',
              payment_intent_data: { metadata },
              ...(request.customer.providerCustomerId ? {} : { customer_creation: 'always' }),
            },
            { idempotencyKey: `checkout-${request.checkoutId}` },
          );
    if (!session.url) throw new Error(`Stripe answered checkout ${session.id} without a URL`);
    return { providerCheckoutId: session.id, url: session.url };
  }

  parseWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): PaymentEvent[] {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new InvalidWebhookSignature('no Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : String(error));
    }
    return [toPaymentEvent(event)];
  }

  async cancelSubscription(subscriptionId: string, checkoutId: string): Promise<PaymentEvent[]> {
    return this.setCancelAtPeriodEnd(subscriptionId, checkoutId, true);
  }

  async resumeSubscription(subscriptionId: string, checkoutId: string): Promise<PaymentEvent[]> {
    return this.setCancelAtPeriodEnd(subscriptionId, checkoutId, false);
  }

  /** Stripe's authenticated answer is the subscription's new state, applied like its event. */
  private async setCancelAtPeriodEnd(
    subscriptionId: string,
    checkoutId: string,
    cancelAtPeriodEnd: boolean,
  ): Promise<PaymentEvent[]> {
    const subscription = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: cancelAtPeriodEnd,
    });
    return [
      {
        kind: 'subscriptionChanged',
        id: `api:${subscription.id}:${cancelAtPeriodEnd ? 'cancel' : 'resume'}:${Date.now()}`,
        type: 'customer.subscription.updated',
        occurredAt: new Date(),
        checkoutId,
        subscription: subscriptionState(subscription),
      },
    ];
  }

  async customerPortalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }
}

/** Stripe's checkout locale of each Telemed language. */
const STRIPE_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = {
  'en-GB': 'en-GB',
  pl: 'pl',
  es: 'es',
  it: 'it',
  el: 'el',
  de: 'de',
};
