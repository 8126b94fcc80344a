import { SAMPLE_PLANS } from '@telemed/domain/mock';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkouts, teamMembers, users } from '../src/db/schema';
import { DEMO_CLINIC_NAME } from '../src/services/demoClinicName';
import { call, createClinic } from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn, signUp, tokenFromMail, uniqueRemoteAddress } from './helpers/testApp';
import {
  publicCall,
  recoverCodeFromMail,
  registerPatient,
  rehabilitationClinic,
  signupBody,
} from './paymentsFixtures';

const testApp = setUpTestApp();

let clinic: Clinic;

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

async function membershipOf(email: string, teamId: string) {
  const [row] = await testApp.app.db
    .select({ role: teamMembers.role, phone: teamMembers.phone })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(users.email, email), eq(teamMembers.teamId, teamId)));
  return row ?? null;
}

/** Signs up for a plan and answers the checkout's id and URL. */
async function startSignup(planId: number, email?: string) {
  const body = signupBody(planId, clinic.teamId, email);
  const response = await registerPatient(testApp, body);
  expect(response.statusCode, response.body).toBe(201);
  const started = response.json<{ checkoutUrl: string | null; checkout: { id: string } }>();
  return { ...started, email: body.email, password: body.password };
}

const settle = (checkoutId: string, outcome: string) =>
  publicCall(testApp, 'POST', `payments/sandbox/checkouts/${checkoutId}/outcome`, { outcome });

/** Confirms the account through the plan mail's link and signs in. */
async function signInAfterMail(email: string, password: string): Promise<string> {
  const token = tokenFromMail(smtp().lastMailTo(email).text);
  expect((await publicCall(testApp, 'GET', `confirm/${token}`)).statusCode).toBe(200);
  const login = await logIn(testApp.app, email, password);
  expect(login.statusCode).toBe(200);
  return login.json<{ token: string }>().token;
}

beforeAll(async () => {
  clinic = await rehabilitationClinic(testApp, 'Rehabilitation Clinic');
});

describe('the plans', () => {
  it('offers the demo, the one-time payment and the subscription with trial and interval', async () => {
    const response = await publicCall(testApp, 'GET', 'plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAMPLE_PLANS);
  });
});

describe('a one-time plan in the sandbox', () => {
  it('is pending until the card is accepted, then the registrant is a patient with the mail and recover code', async () => {
    const started = await startSignup(2);
    const checkoutId = started.checkout.id;
    expect(started.checkoutUrl).toBe(
      `http://telemed.test/register-rehabilitation/sandbox-checkout/${checkoutId}`,
    );
    expect(started.checkout).toMatchObject({ status: 'pending', planKind: 'one-time' });
    expect(await membershipOf(started.email, clinic.teamId)).toBeNull();
    expect(smtp().mailsTo(started.email)).toHaveLength(0);

    const page = await publicCall(testApp, 'GET', `payments/sandbox/checkouts/${checkoutId}`);
    expect(page.json()).toMatchObject({
      status: 'pending',
      price: { amountMinor: 19900, currency: 'PLN' },
      customerEmail: started.email,
      awaitingConfirmation: false,
    });

    const accepted = await settle(checkoutId, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      redirectUrl: `http://telemed.test/payment-success-one-time?checkout=${checkoutId}`,
      checkout: { status: 'paid', successPath: '/payment-success-one-time', failureReason: null },
    });
    expect(await membershipOf(started.email, clinic.teamId)).toEqual({
      role: 'user',
      phone: '+48 601 234 567',
    });
    const mails = smtp().mailsTo(started.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('jednorazowy plan rehabilitacji');
    const code = recoverCodeFromMail(mails[0]?.text ?? '');

    const token = await signInAfterMail(started.email, started.password);
    const current = await call(testApp, token, 'GET', 'users/me/subscription');
    expect(current.json()).toMatchObject({
      subscription: {
        plan: { id: 2, kind: 'one-time' },
        status: 'active',
        teamId: clinic.teamId,
        teamName: 'Rehabilitation Clinic',
        nextPaymentAt: null,
        cancelAtPeriodEnd: false,
        hasCustomerPortal: false,
      },
      phoneRequired: false,
    });
    expect(current.json().subscription.endsAt).toBeTruthy();
    expect((await call(testApp, token, 'GET', 'users/me/recover-code')).json()).toMatchObject({
      code,
    });
    const regenerated = await call(testApp, token, 'POST', 'users/me/recover-code');
    expect(regenerated.statusCode).toBe(201);
    expect(regenerated.json().code).toMatch(/^\d{8}$/);
    expect((await call(testApp, token, 'GET', 'users/me/recover-code')).json().code).toBe(
      regenerated.json().code,
    );
    // Settled: the page cannot settle it again.
    const again = await settle(checkoutId, 'declined');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CHECKOUT_CLOSED' });
  });

  it('fails with a clear reason on a declined card, and the address may sign up again', async () => {
    const started = await startSignup(2);
    const declined = await settle(started.checkout.id, 'declined');
    expect(declined.json()).toMatchObject({
      redirectUrl: `http://telemed.test/register-rehabilitation/subscription?checkout=${started.checkout.id}`,
      checkout: { status: 'failed', failureReason: 'cardDeclined' },
    });
    expect(await membershipOf(started.email, clinic.teamId)).toBeNull();
    expect(smtp().mailsTo(started.email)).toHaveLength(0);

    const retry = await startSignup(2, started.email);
    expect(retry.checkout.id).not.toBe(started.checkout.id);
    expect((await settle(retry.checkout.id, 'accepted')).json().checkout.status).toBe('paid');
    expect((await membershipOf(started.email, clinic.teamId))?.role).toBe('user');
  });

  it('is abandoned when the patient leaves the checkout', async () => {
    const started = await startSignup(2);
    const left = await settle(started.checkout.id, 'abandoned');
    expect(left.json().checkout).toMatchObject({ status: 'abandoned', failureReason: null });
    const state = await publicCall(testApp, 'GET', `payments/checkouts/${started.checkout.id}`);
    expect(state.json()).toMatchObject({ status: 'abandoned' });
  });

  it('stays pending on a delayed payment until its confirmation', async () => {
    const started = await startSignup(2);
    const early = await settle(started.checkout.id, 'delayedSucceeded');
    expect(early.statusCode).toBe(409);
    const delayed = await settle(started.checkout.id, 'delayed');
    expect(delayed.json()).toMatchObject({
      redirectUrl: `http://telemed.test/payment-success-one-time?checkout=${started.checkout.id}`,
      checkout: { status: 'pending' },
    });
    expect(await membershipOf(started.email, clinic.teamId)).toBeNull();
    const confirmed = await settle(started.checkout.id, 'delayedSucceeded');
    expect(confirmed.json().checkout.status).toBe('paid');
    expect((await membershipOf(started.email, clinic.teamId))?.role).toBe('user');
  });

  it('fails when a delayed payment does not go through', async () => {
    const started = await startSignup(2);
    await settle(started.checkout.id, 'delayed');
    const failed = await settle(started.checkout.id, 'delayedFailed');
    expect(failed.json().checkout).toMatchObject({
      status: 'failed',
      failureReason: 'paymentFailed',
    });
  });
});

describe('a subscription with a trial', () => {
  it('trials, cancels at the period end and resumes', async () => {
    const started = await startSignup(1);
    const paid = await settle(started.checkout.id, 'accepted');
    expect(paid.json()).toMatchObject({
      redirectUrl: `http://telemed.test/payment-rehabilitation-success-subscription?checkout=${started.checkout.id}`,
      checkout: { status: 'paid', planKind: 'subscription' },
    });
    expect(paid.json().checkout.trialEndsAt).toBeTruthy();
    const token = await signInAfterMail(started.email, started.password);

    const trial = (await call(testApp, token, 'GET', 'users/me/subscription')).json();
    expect(trial.subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    expect(trial.subscription.nextPaymentAt).toBe(trial.subscription.trialEndsAt);

    const cancelled = await call(testApp, token, 'POST', 'users/me/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      nextPaymentAt: null,
      endsAt: trial.subscription.nextPaymentAt,
    });
    const twice = await call(testApp, token, 'POST', 'users/me/subscription/cancel');
    expect(twice.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_CHANGEABLE' });

    const resumed = await call(testApp, token, 'POST', 'users/me/subscription/resume');
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null });
    const chosen = await call(testApp, token, 'POST', 'users/me/subscription/checkout', {
      planId: 2,
    });
    expect(chosen.json()).toMatchObject({ code: 'PLAN_ALREADY_ACTIVE' });
  });
});

describe('the choose-plan modal', () => {
  it('opens a checkout for the clinic of the user’s last checkout, back to the portal', async () => {
    const account = await signUp(testApp);
    // An earlier signup for the clinic whose card was declined.
    await testApp.app.db.insert(checkouts).values({
      userId: account.userId,
      teamId: clinic.teamId,
      planId: 2,
      provider: 'sandbox',
      origin: 'signup',
      status: 'failed',
      failureReason: 'cardDeclined',
    });
    const chosen = await call(testApp, account.token, 'POST', 'users/me/subscription/checkout', {
      planId: 1,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const checkoutId = chosen.json().checkout.id;
    expect(chosen.json().checkout).toMatchObject({
      origin: 'portal',
      successPath: '/payment-success-subscription',
    });
    const left = await settle(checkoutId, 'abandoned');
    expect(left.json().redirectUrl).toBe(`http://telemed.test/subscription?checkout=${checkoutId}`);

    const again = await call(testApp, account.token, 'POST', 'users/me/subscription/checkout', {
      planId: 1,
    });
    const paid = await settle(again.json().checkout.id, 'accepted');
    expect(paid.json().redirectUrl).toBe(
      `http://telemed.test/payment-success-subscription?checkout=${again.json().checkout.id}`,
    );
    expect((await membershipOf(account.email, clinic.teamId))?.role).toBe('user');
    // A confirmed account's mail leads to the subscription page; no phone was given yet.
    expect(smtp().lastMailTo(account.email).text).toContain('http://telemed.test/subscription');
    const current = await call(testApp, account.token, 'GET', 'users/me/subscription');
    expect(current.json()).toMatchObject({
      subscription: { status: 'trialing', teamId: clinic.teamId },
      phoneRequired: true,
    });
    const phoned = await call(testApp, account.token, 'PUT', 'users/me/phone', {
      phone: '+48 602 000 111',
    });
    expect(phoned.json()).toMatchObject({ phoneRequired: false });
    expect((await membershipOf(account.email, clinic.teamId))?.phone).toBe('+48 602 000 111');
  });
});

describe('the demo', () => {
  it('needs no payment: the registrant is the demo clinic’s patient at once', async () => {
    const demo = await createClinic(testApp, DEMO_CLINIC_NAME);
    const body = signupBody(3, clinic.teamId);
    const response = await registerPatient(testApp, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      checkoutUrl: null,
      checkout: { status: 'paid', planKind: 'demo', successPath: '/payment-success-demo' },
    });
    expect((await membershipOf(body.email, demo.teamId))?.role).toBe('user');
    expect(await membershipOf(body.email, clinic.teamId)).toBeNull();
    expect(smtp().mailsTo(body.email)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses an address that has an account', async () => {
    const existing = await signUp(testApp);
    const response = await registerPatient(testApp, signupBody(2, clinic.teamId, existing.email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_EXISTS' });
  });

  it('refuses an address registered through POST users and still unconfirmed', async () => {
    const email = `unconfirmed-${Date.now()}@example.test`;
    const registered = await publicCall(testApp, 'POST', 'users', {
      email,
      password: 'Correct-horse-7',
      acceptedConsents: { termsOfService: true, privacyPolicy: true },
    });
    expect(registered.statusCode).toBe(201);
    const response = await registerPatient(testApp, signupBody(2, clinic.teamId, email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_EXISTS' });
  });

  it('refuses a clinic that has not switched subscriptions on', async () => {
    const closed = await createClinic(testApp, 'No Rehabilitation Clinic');
    const response = await registerPatient(testApp, signupBody(2, closed.teamId));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REHABILITATION_CLINIC_UNAVAILABLE' });
  });

  it('validates the personal data and consents with the shared error shape', async () => {
    const response = await registerPatient(testApp, {
      ...signupBody(4, clinic.teamId),
      phone: '601',
      acceptedConsents: { termsOfService: true, privacyPolicy: true },
    });
    expect(response.statusCode).toBe(400);
    const properties = response
      .json<{ validationErrors: { property: string }[] }>()
      .validationErrors.map((error) => error.property);
    expect(properties).toEqual(
      expect.arrayContaining(['phone', 'planId', 'acceptedConsents.subscriptionServices']),
    );
  });

  it('answers 404 for an unknown checkout', async () => {
    const response = await publicCall(
      testApp,
      'GET',
      'payments/checkouts/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CHECKOUT_NOT_FOUND' });
  });

  it('limits the public checkout calls per client address', async () => {
    const remoteAddress = uniqueRemoteAddress();
    const url = '/api/payments/checkouts/00000000-0000-4000-8000-000000000000';
    const statuses: number[] = [];
    for (let request = 0; request < 61; request += 1) {
      statuses.push((await testApp.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('shows no plan and no recover code before any payment', async () => {
    const account = await signUp(testApp);
    expect((await call(testApp, account.token, 'GET', 'users/me/subscription')).json()).toEqual({
      subscription: null,
      phoneRequired: false,
    });
    const code = await call(testApp, account.token, 'GET', 'users/me/recover-code');
    expect(code.statusCode).toBe(404);
    expect(code.json()).toMatchObject({ code: 'RECOVER_CODE_NOT_FOUND' });
  });
});
