import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkouts, subscriptions, teamMembers } from '../src/db/schema';
import { createClinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { signUp, uniqueRemoteAddress } from './helpers/testApp';

/*
 * The API configured with Stripe: a delivery signed with the library's own test header reaches
 * the webhook route as raw bytes, verifies with `constructEvent` and pays the checkout once.
 */

const WEBHOOK_SECRET = 'whsec_api_test';
const testApp = setUpTestApp({
  env: {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_api',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
});

function post(provider: string, payload: string, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    remoteAddress: uniqueRemoteAddress(),
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('Stripe webhooks through the API', () => {
  it('pays the checkout once from a verified checkout.session.completed', async () => {
    const clinic = await createClinic(testApp, 'Stripe Clinic');
    const patient = await signUp(testApp);
    const [checkout] = await testApp.app.db
      .insert(checkouts)
      .values({
        userId: patient.userId,
        teamId: clinic.teamId,
        planId: 2,
        provider: 'stripe',
        providerCheckoutId: 'cs_test_api',
        origin: 'portal',
      })
      .returning();
    if (!checkout) throw new Error('no checkout');
    // Pretty-printed on purpose: the signature covers these exact bytes, not a re-serialisation.
    const payload = JSON.stringify(
      {
        id: 'evt_api_1',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: 'cs_test_api',
            object: 'checkout.session',
            client_reference_id: checkout.id,
            payment_status: 'paid',
            customer: 'cus_api',
            subscription: null,
          },
        },
      },
      null,
      2,
    );
    const signature = new Stripe('sk_test_api').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post('stripe', payload, { 'stripe-signature': signature });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [stored] = await testApp.app.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, checkout.id));
    expect(stored?.status).toBe('paid');
    const [plan] = await testApp.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.checkoutId, checkout.id));
    expect(plan).toMatchObject({ status: 'active', providerCustomerId: 'cus_api' });
    const memberships = await testApp.app.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, patient.userId));
    expect(memberships.map((member) => member.role)).toEqual(['user']);

    const forged = await post('stripe', payload.replace('"paid"', '"unpaid"'), {
      'stripe-signature': signature,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'INVALID_WEBHOOK_SIGNATURE' });
    expect((await post('sandbox', payload, {})).statusCode).toBe(404);
  });
});
