import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { PlanRow } from '../src/db/schema';
import { InvalidWebhookSignature } from '../src/payments/paymentProvider';
import { StripeProvider } from '../src/payments/stripeProvider';

/*
 * The Stripe adapter against the official library itself: webhooks signed with the library's
 * own `generateTestHeaderString`, and requests built by the library and sent through its own
 * fetch HTTP client over an injected fetch (Stripe's servers are out of reach here).
 */

const WEBHOOK_SECRET = 'whsec_test_telemed';
const library = new Stripe('sk_test_telemed');

interface SentRequest {
  method: string;
  url: string;
  body: URLSearchParams;
  headers: Headers;
}

/** A provider whose requests are recorded and answered with `answer`. */
function recordingProvider(answer: unknown, secretKey = 'sk_test_telemed') {
  const sent: SentRequest[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  }) as typeof fetch;
  const provider = new StripeProvider({
    secretKey,
    webhookSecret: WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  });
  return { provider, sent };
}

const plan = (kind: PlanRow['kind'], trialDays = 0): PlanRow => ({
  id: kind === 'subscription' ? 1 : 2,
  kind,
  amountMinor: 4900,
  currency: 'PLN',
  trialDays,
  periodCount: 1,
  periodUnit: 'months',
  offered: true,
  position: 1,
});

const request = (kind: PlanRow['kind'], trialDays = 0) => ({
  checkoutId: '4b6f0a44-3f35-4b3e-9d59-0a9a4ddc1f10',
  plan: plan(kind, trialDays),
  price: { priceId: 'price_test_1', productId: 'prod_test_1' },
  customer: { email: 'patient@example.test', language: 'pl' as const, providerCustomerId: null },
  urls: {
    success: 'https://telemed.test/payment-success-subscription?checkout=1',
    cancel: 'https://telemed.test/subscription?checkout=1',
  },
});

/** A delivery signed as Stripe signs it. */
function signed(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return {
    rawBody: Buffer.from(payload),
    headers: {
      'stripe-signature': library.webhooks.generateTestHeaderString({ payload, secret }),
    },
  };
}

const event = (type: string, object: object, created = 1_790_000_000) => ({
  id: `evt_${type}`,
  object: 'event',
  type,
  created,
  data: { object },
});

describe('Stripe checkout sessions', () => {
  it('opens a subscription in subscription mode with the trial and Telemed’s id everywhere', async () => {
    const { provider, sent } = recordingProvider({
      id: 'cs_test_1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const created = await provider.createCheckout(request('subscription', 14));
    expect(created).toEqual({
      providerCheckoutId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    const [sentRequest] = sent;
    expect(sentRequest?.method).toBe('POST');
    expect(sentRequest?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(sentRequest?.headers.get('authorization')).toBe('Bearer sk_test_telemed');
    expect(sentRequest?.headers.get('idempotency-key')).toBe(
      'checkout-4b6f0a44-3f35-4b3e-9d59-0a9a4ddc1f10',
    );
    expect(Object.fromEntries(sentRequest?.body ?? [])).toMatchObject({
      mode: 'subscription',
      client_reference_id: '4b6f0a44-3f35-4b3e-9d59-0a9a4ddc1f10',
      'metadata[checkoutId]': '4b6f0a44-3f35-4b3e-9d59-0a9a4ddc1f10',
      'subscription_data[metadata][checkoutId]': '4b6f0a44-3f35-4b3e-9d59-0a9a4ddc1f10',
      'subscription_data[trial_period_days]': '14',
      'line_items[0][price]': 'price_test_1',
      'line_items[0][quantity]': '1',
      customer_email: 'patient@example.test',
      locale: 'pl',
      success_url: 'https://telemed.test/payment-success-subscription?checkout=1',
      cancel_url: 'https://telemed.test/subscription?checkout=1',
    });
  });

  it('opens a one-time plan in payment mode, without a trial', async () => {
    const { provider, sent } = recordingProvider({
      id: 'cs_test_2',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_test_2',
    });
    await provider.createCheckout(request('one-time'));
    const body = Object.fromEntries(sent[0]?.body ?? []);
    expect(body).toMatchObject({
      mode: 'payment',
      customer_creation: 'always',
      'payment_intent_data[metadata][checkoutId]': '4b6f0a44-3f35-4b3e-9d59-0a9a4ddc1f10',
    });
    expect(Object.keys(body).some((key) => key.includes('trial'))).toBe(false);
  });

  it('uses the production prices with a live key, the test prices otherwise', () => {
    expect(recordingProvider({}, 'sk_live_telemed').provider.environment).toBe('production');
    expect(recordingProvider({}).provider.environment).toBe('test');
  });
});

describe('Stripe subscriptions and the customer portal', () => {
  const subscription = {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'trialing',
    trial_end: 1_790_500_000,
    cancel_at_period_end: true,
    metadata: { checkoutId: 'c-1' },
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_790_500_000 }] },
  };

  it('cancels at the period end and answers the new state as an event', async () => {
    const { provider, sent } = recordingProvider(subscription);
    const [changed] = await provider.cancelSubscription('sub_1', 'c-1');
    expect(sent[0]?.url).toBe('https://api.stripe.com/v1/subscriptions/sub_1');
    expect(sent[0]?.body.get('cancel_at_period_end')).toBe('true');
    expect(changed).toMatchObject({
      kind: 'subscriptionChanged',
      checkoutId: 'c-1',
      subscription: {
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        status: 'trialing',
        cancelAtPeriodEnd: true,
        currentPeriodEndsAt: new Date(1_790_500_000_000),
      },
    });
  });

  it('opens a customer portal session', async () => {
    const { provider, sent } = recordingProvider({
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.com/p/session/bps_1',
    });
    expect(await provider.customerPortalUrl('cus_1', 'https://telemed.test/subscription')).toBe(
      'https://billing.stripe.com/p/session/bps_1',
    );
    expect(sent[0]?.url).toBe('https://api.stripe.com/v1/billing_portal/sessions');
    expect(Object.fromEntries(sent[0]?.body ?? [])).toEqual({
      customer: 'cus_1',
      return_url: 'https://telemed.test/subscription',
    });
  });
});

describe('Stripe webhooks', () => {
  const { provider } = recordingProvider({});

  it('verifies the signature and normalises a completed checkout', () => {
    const delivery = signed(
      event('checkout.session.completed', {
        id: 'cs_1',
        object: 'checkout.session',
        client_reference_id: 'c-1',
        metadata: { checkoutId: 'c-1' },
        payment_status: 'no_payment_required',
        customer: 'cus_1',
        subscription: 'sub_1',
      }),
    );
    expect(provider.parseWebhook(delivery.rawBody, delivery.headers)).toEqual([
      {
        kind: 'checkoutCompleted',
        id: 'evt_checkout.session.completed',
        type: 'checkout.session.completed',
        occurredAt: new Date(1_790_000_000_000),
        checkoutId: 'c-1',
        paid: true,
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      },
    ]);
  });

  it('keeps a delayed payment unpaid until its confirmation', () => {
    const delivery = signed(
      event('checkout.session.completed', {
        object: 'checkout.session',
        client_reference_id: 'c-2',
        payment_status: 'unpaid',
        customer: null,
        subscription: null,
      }),
    );
    expect(provider.parseWebhook(delivery.rawBody, delivery.headers)[0]).toMatchObject({
      kind: 'checkoutCompleted',
      paid: false,
    });
    const confirmed = signed(
      event('checkout.session.async_payment_succeeded', {
        object: 'checkout.session',
        metadata: { checkoutId: 'c-2' },
      }),
    );
    expect(provider.parseWebhook(confirmed.rawBody, confirmed.headers)[0]).toMatchObject({
      kind: 'checkoutPaymentSucceeded',
      checkoutId: 'c-2',
    });
  });

  it('reads a paid invoice’s subscription, checkout and period from the invoice', () => {
    const delivery = signed(
      event('invoice.paid', {
        object: 'invoice',
        customer: 'cus_1',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_1', metadata: { checkoutId: 'c-1' } },
        },
        lines: { object: 'list', data: [{ period: { start: 1, end: 1_792_000_000 } }] },
      }),
    );
    expect(provider.parseWebhook(delivery.rawBody, delivery.headers)[0]).toMatchObject({
      kind: 'invoicePaid',
      checkoutId: 'c-1',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      periodEndsAt: new Date(1_792_000_000_000),
    });
  });

  it('refuses a delivery signed with another secret, a changed body, or none', () => {
    const payload = event('checkout.session.expired', { object: 'checkout.session' });
    const otherSecret = signed(payload, 'whsec_someone_else');
    expect(() => provider.parseWebhook(otherSecret.rawBody, otherSecret.headers)).toThrow(
      InvalidWebhookSignature,
    );
    const good = signed(payload);
    const changed = Buffer.from(good.rawBody.toString('utf8').replace('expired', 'completed'));
    expect(() => provider.parseWebhook(changed, good.headers)).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(good.rawBody, {})).toThrow(InvalidWebhookSignature);
  });
});
