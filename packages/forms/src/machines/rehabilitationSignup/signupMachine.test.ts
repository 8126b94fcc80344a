import { ApiRequestError, PLAN_IDS } from '@telemed/domain';
import type { RehabilitationSignupBody } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { checkoutState, offeredPlans, startedCheckout } from './signupFixtures.test-support';
import type { SignupField } from './signupDraft';
import { shownSignupIssues, signupMachine } from './signupMachine';
import type { SignupInput } from './signupMachine';
import { signupActors } from './signupServices';
import type { SignupServices } from './signupServices';

const entries: [SignupField, unknown][] = [
  ['firstName', 'Anna'],
  ['lastName', 'Kowalska'],
  ['email', 'Anna.Kowalska@example.org'],
  ['password', 'correct horse battery'],
  ['phone', '+48 600 100 200'],
  ['dateOfBirth', '1958-04-12'],
  ['gender', 'female'],
  ['acceptedConsents.termsOfService', true],
  ['acceptedConsents.privacyPolicy', true],
  ['acceptedConsents.subscriptionServices', true],
];

function fakeServices(overrides: Partial<SignupServices> = {}) {
  const registered: RehabilitationSignupBody[] = [];
  const services: SignupServices = {
    loadPlans: async () => offeredPlans,
    register: async (body) => {
      registered.push(body);
      return startedCheckout();
    },
    loadCheckout: async () => checkoutState(),
    ...overrides,
  };
  return { services, registered };
}

async function startSignup(services: SignupServices, input: SignupInput = {}) {
  const actor = createActor(signupMachine.provide({ actors: signupActors(services) }), { input });
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  return actor;
}

async function filledForm(services: SignupServices, input: SignupInput = {}) {
  const actor = await startSignup(services, input);
  actor.send({ type: 'plan.choose', planId: PLAN_IDS.oneTime });
  for (const [field, value] of entries) actor.send({ type: 'field.change', field, value });
  return actor;
}

describe('the rehabilitation signup machine', () => {
  it('offers the plans, takes the chosen one and leads to the form', async () => {
    const actor = await startSignup(fakeServices().services);
    expect(actor.getSnapshot().hasTag('choosingPlan')).toBe(true);
    expect(actor.getSnapshot().context.plans.map((plan) => plan.kind)).toEqual([
      'demo',
      'one-time',
      'subscription',
    ]);
    actor.send({ type: 'plan.choose', planId: PLAN_IDS.normal });
    expect(actor.getSnapshot().hasTag('choosingPlan')).toBe(true);
    actor.send({ type: 'plan.choose', planId: PLAN_IDS.subscription });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.plan?.kind).toBe('subscription');
  });

  it('says when the plans could not be loaded and loads them again on request', async () => {
    let calls = 0;
    const { services } = fakeServices({
      loadPlans: async () => {
        calls += 1;
        if (calls === 1) throw new ApiRequestError('Network error', { status: 0, code: 'NETWORK' });
        return offeredPlans;
      },
    });
    const actor = await startSignup(services);
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    actor.send({ type: 'plans.reload' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('choosingPlan'));
    expect(calls).toBe(2);
  });

  it('checks the entries with the shared schema, showing a field’s issue once it changed', async () => {
    const { services, registered } = fakeServices();
    const actor = await startSignup(services);
    actor.send({ type: 'plan.choose', planId: PLAN_IDS.oneTime });
    expect(shownSignupIssues(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'field.change', field: 'email', value: 'not an address' });
    actor.send({ type: 'field.change', field: 'password', value: 'short' });
    expect(shownSignupIssues(actor.getSnapshot().context)).toEqual({
      email: { constraint: 'isEmail' },
      password: { constraint: 'passwordTooShort' },
    });
    actor.send({ type: 'form.submit' });
    const shown = shownSignupIssues(actor.getSnapshot().context);
    expect(shown).toMatchObject({
      firstName: { constraint: 'isRequired' },
      'acceptedConsents.termsOfService': { constraint: 'notAccepted' },
      'acceptedConsents.subscriptionServices': { constraint: 'notAccepted' },
    });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(registered).toEqual([]);
  });

  it('registers with the chosen plan and the clinic of the link, then goes to the checkout', async () => {
    const { services, registered } = fakeServices();
    const teamId = '20000000-0000-4000-8000-000000000001';
    const actor = await filledForm(services, { teamId, language: 'pl' });
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('checkout');
    expect(done.output?.checkoutUrl).toContain('/sandbox-checkout/');
    expect(registered).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Kowalska',
        email: 'Anna.Kowalska@example.org',
        password: 'correct horse battery',
        phone: '+48 600 100 200',
        dateOfBirth: '1958-04-12',
        gender: 'female',
        acceptedConsents: { termsOfService: true, privacyPolicy: true, subscriptionServices: true },
        planId: PLAN_IDS.oneTime,
        teamId,
        language: 'pl',
      },
    ]);
  });

  it('ends with the demo’s settled state when no checkout is needed', async () => {
    const demo = checkoutState({
      status: 'paid',
      planId: PLAN_IDS.demo,
      planKind: 'demo',
      successPath: '/payment-success-demo',
    });
    const { services } = fakeServices({
      register: async () => ({ checkoutUrl: null, checkout: demo }),
    });
    const actor = await filledForm(services);
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toBe('demo');
    expect(done.output?.checkout.successPath).toBe('/payment-success-demo');
  });

  it('shows the server’s refusal beside its fields until they change', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [{ property: 'phone', constraints: { invalidPhone: 'Invalid phone' } }],
    });
    const { services } = fakeServices({ register: () => Promise.reject(refusal) });
    const actor = await filledForm(services);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ kind: 'invalid' });
    expect(shownSignupIssues(context)).toEqual({ phone: { constraint: 'invalidPhone' } });
    actor.send({ type: 'field.change', field: 'phone', value: '+48 600 100 201' });
    expect(shownSignupIssues(actor.getSnapshot().context)).toEqual({});
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps every entry when the connection is lost, and sends them again', async () => {
    let calls = 0;
    const { services, registered } = fakeServices({
      register: async (body) => {
        calls += 1;
        if (calls === 1) throw new ApiRequestError('Network error', { status: 0, code: 'NETWORK' });
        registered.push(body);
        return startedCheckout();
      },
    });
    const actor = await filledForm(services);
    const before = actor.getSnapshot().context.draft;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network' });
    expect(actor.getSnapshot().context.draft).toEqual(before);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(registered).toHaveLength(1);
  });

  it('reports any other refusal with its error, such as an address that has an account', async () => {
    const refusal = new ApiRequestError('An account with this email already exists', {
      status: 409,
      code: 'ACCOUNT_EXISTS',
    });
    const { services } = fakeServices({ register: () => Promise.reject(refusal) });
    const actor = await filledForm(services);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('editing'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', error: refusal });
  });

  it('goes back to the plans keeping the entries', async () => {
    const actor = await filledForm(fakeServices().services);
    actor.send({ type: 'form.back' });
    expect(actor.getSnapshot().hasTag('choosingPlan')).toBe(true);
    actor.send({ type: 'plan.choose', planId: PLAN_IDS.subscription });
    expect(actor.getSnapshot().context.draft.firstName).toBe('Anna');
  });
});
