import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkouts, processedPaymentEvents, subscriptions, teamMembers } from '../src/db/schema';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { uniqueRemoteAddress } from './helpers/testApp';
import {
  deliver,
  registerPatient,
  rehabilitationClinic,
  sandboxEvent,
  sandboxOf,
  signupBody,
} from './paymentsFixtures';

/*
 * Payment state comes only from verified provider events, each applied once, in any order: the
 * same delivery twice, an invoice paid before its checkout's completion, a cancellation before a
 * late renewal. Deliveries are the sandbox's, signed as the server verifies them.
 */

const testApp = setUpTestApp();

let clinic: Clinic;

beforeAll(async () => {
  clinic = await rehabilitationClinic(testApp, 'Webhook Clinic');
});

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

/** A pending checkout of a plan, with its registrant's address. */
async function pendingCheckout(planId: number): Promise<{ checkoutId: string; email: string }> {
  const body = signupBody(planId, clinic.teamId);
  const response = await registerPatient(testApp, body);
  expect(response.statusCode, response.body).toBe(201);
  return { checkoutId: response.json().checkout.id, email: body.email };
}

async function stateOf(checkoutId: string) {
  const { db } = testApp.app;
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.checkoutId, checkoutId));
  const members = checkout
    ? await db.select().from(teamMembers).where(eq(teamMembers.userId, checkout.userId))
    : [];
  return { checkout, subscription, members };
}

const now = () => Math.floor(Date.now() / 1000);

describe('a replayed webhook', () => {
  it('changes nothing the second time: one patient, one mail, one recorded event', async () => {
    const { checkoutId, email } = await pendingCheckout(2);
    const event = sandboxEvent(checkoutId, 'checkout.session.completed:paid', now());
    const delivery = sandboxOf(testApp).signed(event);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await deliver(testApp, delivery.rawBody, delivery.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const state = await stateOf(checkoutId);
    expect(state.checkout?.status).toBe('paid');
    expect(state.members).toHaveLength(1);
    expect(smtp().mailsTo(email)).toHaveLength(1);
    const recorded = await testApp.app.db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.eventId, event.id));
    expect(recorded).toHaveLength(1);
  });
});

describe('a replay among events of the same second', () => {
  it('does not bring back the state a later event of that second replaced', async () => {
    const { checkoutId } = await pendingCheckout(1);
    const sandbox = sandboxOf(testApp);
    const at = now();
    const subscription = {
      id: `sub_same_second_${checkoutId}`,
      customerId: `cus_same_second_${checkoutId}`,
      status: 'active' as const,
      trialEndsAt: null,
      currentPeriodEndsAt: new Date((at + 30 * 86_400) * 1000).toISOString(),
      cancelAtPeriodEnd: true,
    };
    // Providers stamp events in whole seconds: a cancellation and its undoing can share one.
    const cancelled = sandbox.signed(
      sandboxEvent(checkoutId, 'customer.subscription.updated', at, { subscription }),
    );
    const resumed = sandbox.signed(
      sandboxEvent(checkoutId, 'customer.subscription.updated', at, {
        subscription: { ...subscription, cancelAtPeriodEnd: false },
      }),
    );
    for (const delivery of [cancelled, resumed, cancelled]) {
      expect((await deliver(testApp, delivery.rawBody, delivery.headers)).statusCode).toBe(200);
    }
    expect((await stateOf(checkoutId)).subscription?.cancelAtPeriodEnd).toBe(false);
  });
});

describe('webhooks out of order', () => {
  it('pays on an invoice before the checkout completes, and older events change nothing', async () => {
    const { checkoutId, email } = await pendingCheckout(1);
    const sandbox = sandboxOf(testApp);
    const t0 = now() - 60;
    const periodEnd = new Date((t0 + 30 * 86_400) * 1000).toISOString();
    const subscription = {
      id: `sub_test_${checkoutId}`,
      customerId: `cus_test_${checkoutId}`,
      status: 'active' as const,
      trialEndsAt: null,
      currentPeriodEndsAt: periodEnd,
      cancelAtPeriodEnd: false,
    };
    const send = async (type: string, created: number, extra = {}) => {
      const delivery = sandbox.signed(sandboxEvent(checkoutId, type, created, extra));
      const response = await deliver(testApp, delivery.rawBody, delivery.headers);
      expect(response.statusCode, response.body).toBe(200);
    };

    await send('invoice.paid', t0 + 20, { subscription });
    let state = await stateOf(checkoutId);
    expect(state.checkout?.status).toBe('paid');
    expect(state.subscription).toMatchObject({
      status: 'active',
      providerSubscriptionId: subscription.id,
      currentPeriodEndsAt: new Date(periodEnd),
    });

    await send('checkout.session.completed:paid', t0 + 10);
    await send('customer.subscription.created', t0 + 5, {
      subscription: { ...subscription, status: 'trialing' },
    });
    state = await stateOf(checkoutId);
    expect(state.subscription?.status).toBe('active');
    expect(state.members).toHaveLength(1);
    expect(smtp().mailsTo(email)).toHaveLength(1);

    // The provider ends the subscription; a renewal it raised earlier arrives afterwards.
    await send('customer.subscription.deleted', t0 + 40, {
      subscription: { ...subscription, status: 'canceled' },
    });
    const laterEnd = new Date((t0 + 60 * 86_400) * 1000).toISOString();
    await send('invoice.paid', t0 + 30, {
      subscription: { ...subscription, currentPeriodEndsAt: laterEnd },
    });
    state = await stateOf(checkoutId);
    expect(state.subscription).toMatchObject({
      status: 'canceled',
      currentPeriodEndsAt: new Date(periodEnd),
    });
  });

  it('keeps a paid checkout paid when its expiry arrives late', async () => {
    const { checkoutId } = await pendingCheckout(2);
    const sandbox = sandboxOf(testApp);
    for (const [type, created] of [
      ['checkout.session.completed:paid', now()],
      ['checkout.session.expired', now() - 5],
    ] as const) {
      const delivery = sandbox.signed(sandboxEvent(checkoutId, type, created));
      await deliver(testApp, delivery.rawBody, delivery.headers);
    }
    expect((await stateOf(checkoutId)).checkout?.status).toBe('paid');
  });
});

describe('an unverified webhook', () => {
  it('is refused with 400 in the shared error shape and changes nothing', async () => {
    const { checkoutId } = await pendingCheckout(2);
    const delivery = sandboxOf(testApp).signed(
      sandboxEvent(checkoutId, 'checkout.session.completed:paid', now()),
    );
    const tampered = Buffer.from(delivery.rawBody.toString('utf8').replace('"created"', '"creat"'));
    const forged = await deliver(testApp, tampered, delivery.headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      statusCode: 400,
      code: 'INVALID_WEBHOOK_SIGNATURE',
      message: 'Invalid webhook signature',
    });
    const unsigned = await deliver(testApp, delivery.rawBody, {
      'content-type': 'application/json',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await stateOf(checkoutId)).checkout?.status).toBe('pending');
  });

  it('answers 404 on another provider’s path and 400 on an unknown provider', async () => {
    const send = (provider: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/${provider}`,
        remoteAddress: uniqueRemoteAddress(),
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    expect((await send('stripe')).statusCode).toBe(404);
    const unknown = await send('paypal');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validationErrors[0].property).toBe('provider');
  });
});
