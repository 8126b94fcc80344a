import { ApiRequestError } from '@telemed/domain';
import type { CurrentPlan, RecoverCode, Subscription } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  checkoutState,
  offeredPlans,
  startedCheckout,
} from '../rehabilitationSignup/signupFixtures.test-support';
import { subscriptionMachine } from './subscriptionMachine';
import type { SubscriptionSnapshot } from './subscriptionMachine';
import { subscriptionActors } from './subscriptionServices';
import type { SubscriptionServices } from './subscriptionServices';

/** A renewing monthly subscription with a trial. */
function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: offeredPlans[2]!,
    status: 'trialing',
    teamId: '0b7e5c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
    teamName: 'Rehabilitation clinic',
    trialEndsAt: '2026-12-05T10:00:00.000Z',
    nextPaymentAt: '2026-12-05T10:00:00.000Z',
    endsAt: null,
    cancelAtPeriodEnd: false,
    hasCustomerPortal: false,
    ...overrides,
  };
}

const withPlan = (overrides: Partial<Subscription> = {}): CurrentPlan => ({
  subscription: subscription(overrides),
  phoneRequired: false,
});

const noPlan: CurrentPlan = { subscription: null, phoneRequired: false };

const cancelled = withPlan({
  cancelAtPeriodEnd: true,
  nextPaymentAt: null,
  endsAt: '2026-12-05T10:00:00.000Z',
});

const lostConnection = () => new ApiRequestError('Network error', { status: 0, code: 'NETWORK' });

/** Services answering as a signed-in patient's server would; each test overrides what it needs. */
function serve(overrides: Partial<SubscriptionServices> = {}) {
  const calls: string[] = [];
  const code = (digits: string): RecoverCode => ({
    code: digits,
    createdAt: '2026-11-28T09:00:00.000Z',
  });
  const services: SubscriptionServices = {
    loadCurrentPlan: async () => withPlan(),
    loadPlans: async () => offeredPlans,
    choosePlan: async () => startedCheckout(),
    cancelSubscription: async () => cancelled,
    resumeSubscription: async () => withPlan(),
    loadRecoverCode: async () => code('12345678'),
    regenerateRecoverCode: async () => code('87654321'),
    setPhone: async () => withPlan(),
    ...overrides,
  };
  const recorded = Object.fromEntries(
    Object.entries(services).map(([name, call]) => [
      name,
      (...args: unknown[]) => {
        calls.push(name);
        return (call as (...inner: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as SubscriptionServices;
  const actor = createActor(
    subscriptionMachine.provide({ actors: subscriptionActors(recorded) }),
  ).start();
  return { actor, calls };
}

const idle = (snapshot: SubscriptionSnapshot) =>
  snapshot.matches({ shown: 'idle' }) || snapshot.hasTag('loadFailed');

describe('the subscription machine', () => {
  it('shows the current plan once loaded', async () => {
    const { actor } = serve();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    expect(actor.getSnapshot().context.currentPlan?.subscription?.plan.kind).toBe('subscription');
  });

  it('says when the plan could not be loaded and loads it again on request', async () => {
    const answers = [Promise.reject(lostConnection()), Promise.resolve(noPlan)];
    answers[0]!.catch(() => undefined);
    const { actor, calls } = serve({ loadCurrentPlan: () => answers.shift()! });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBeInstanceOf(ApiRequestError);
    actor.send({ type: 'plan.reload' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('shown'));
    expect(actor.getSnapshot().context.currentPlan).toEqual(noPlan);
    expect(actor.getSnapshot().context.loadError).toBeNull();
    expect(calls).toEqual(['loadCurrentPlan', 'loadCurrentPlan']);
  });

  it('cancels a renewing subscription at the period end and resumes it', async () => {
    const { actor, calls } = serve();
    await waitFor(actor, idle);
    actor.send({ type: 'plan.cancel' });
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.currentPlan?.subscription?.endsAt).toBe(
      '2026-12-05T10:00:00.000Z',
    );
    actor.send({ type: 'plan.resume' });
    expect(actor.getSnapshot().hasTag('resuming')).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.currentPlan?.subscription?.cancelAtPeriodEnd).toBe(false);
    expect(calls).toEqual(['loadCurrentPlan', 'cancelSubscription', 'resumeSubscription']);
  });

  it('neither cancels a cancelled plan nor resumes a renewing one', async () => {
    const { actor, calls } = serve();
    await waitFor(actor, idle);
    actor.send({ type: 'plan.resume' });
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    const one = serve({ loadCurrentPlan: async () => cancelled });
    await waitFor(one.actor, idle);
    one.actor.send({ type: 'plan.cancel' });
    expect(one.actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect([...calls, ...one.calls]).toEqual(['loadCurrentPlan', 'loadCurrentPlan']);
  });

  it('keeps the plan and says why when cancelling fails, and forgets it on the next try', async () => {
    const refusal = new ApiRequestError('Conflict', { status: 409, code: 'CONFLICT' });
    const answers = [Promise.reject(refusal), Promise.resolve(cancelled)];
    answers[0]!.catch(() => undefined);
    const { actor } = serve({ cancelSubscription: () => answers.shift()! });
    await waitFor(actor, idle);
    actor.send({ type: 'plan.cancel' });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.failure).toEqual({ action: 'cancel', error: refusal });
    expect(actor.getSnapshot().context.currentPlan?.subscription?.cancelAtPeriodEnd).toBe(false);
    actor.send({ type: 'plan.cancel' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.currentPlan?.subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it('reveals the recover code and replaces it with a new one', async () => {
    const { actor } = serve();
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.recoverCode).toBeNull();
    actor.send({ type: 'recoverCode.reveal' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.recoverCode?.code).toBe('12345678');
    actor.send({ type: 'recoverCode.regenerate' });
    expect(actor.getSnapshot().hasTag('regeneratingRecoverCode')).toBe(true);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.recoverCode?.code).toBe('87654321');
  });

  it('saves the phone number and shows the plan the server answers', async () => {
    const phones: string[] = [];
    const { actor } = serve({
      loadCurrentPlan: async () => ({ ...withPlan(), phoneRequired: true }),
      setPhone: async (phone) => {
        phones.push(phone);
        return withPlan();
      },
    });
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.currentPlan?.phoneRequired).toBe(true);
    actor.send({ type: 'phone.submit', phone: '+48600100200' });
    expect(actor.getSnapshot().hasTag('savingPhone')).toBe(true);
    await waitFor(actor, idle);
    expect(phones).toEqual(['+48600100200']);
    expect(actor.getSnapshot().context.currentPlan?.phoneRequired).toBe(false);
  });

  it('opens the plans and goes to the checkout of the chosen one', async () => {
    const chosen: number[] = [];
    const { actor } = serve({
      loadCurrentPlan: async () => noPlan,
      choosePlan: async (planId) => {
        chosen.push(planId);
        return startedCheckout();
      },
    });
    await waitFor(actor, idle);
    actor.send({ type: 'plans.open' });
    expect(actor.getSnapshot().hasTag('loadingPlans')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: { choosingPlan: 'picking' } }));
    expect(actor.getSnapshot().context.plans).toEqual(offeredPlans);
    actor.send({ type: 'plan.choose', planId: offeredPlans[1]!.id });
    expect(actor.getSnapshot().hasTag('startingCheckout')).toBe(true);
    actor.send({ type: 'plans.close' });
    expect(actor.getSnapshot().hasTag('startingCheckout')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('redirecting'));
    expect(chosen).toEqual([offeredPlans[1]!.id]);
    expect(actor.getSnapshot().context.checkoutUrl).toBe(startedCheckout().checkoutUrl);
  });

  it('loads the plan again after the free demo, which needs no checkout', async () => {
    const answers = [noPlan, withPlan({ plan: offeredPlans[0]!, status: 'active' })];
    const { actor, calls } = serve({
      loadCurrentPlan: async () => answers.shift()!,
      choosePlan: async () => ({
        checkoutUrl: null,
        checkout: checkoutState({ status: 'paid', planKind: 'demo' }),
      }),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'plans.open' });
    await waitFor(actor, (snapshot) => snapshot.matches({ shown: { choosingPlan: 'picking' } }));
    actor.send({ type: 'plan.choose', planId: offeredPlans[0]!.id });
    await waitFor(actor, (snapshot) => snapshot.context.currentPlan?.subscription !== null);
    await waitFor(actor, idle);
    expect(actor.getSnapshot().context.currentPlan?.subscription?.plan.kind).toBe('demo');
    expect(actor.getSnapshot().context.checkoutUrl).toBeNull();
    expect(calls).toEqual(['loadCurrentPlan', 'loadPlans', 'choosePlan', 'loadCurrentPlan']);
  });

  it('keeps the modal open with the reason when the plans or the checkout fail', async () => {
    const failures = [Promise.reject(lostConnection()), Promise.resolve(offeredPlans)];
    failures[0]!.catch(() => undefined);
    const refusal = new ApiRequestError('A plan is active', {
      status: 409,
      code: 'PLAN_ALREADY_ACTIVE',
    });
    const { actor } = serve({
      loadCurrentPlan: async () => noPlan,
      loadPlans: () => failures.shift()!,
      choosePlan: () => Promise.reject(refusal),
    });
    await waitFor(actor, idle);
    actor.send({ type: 'plans.open' });
    const picking = (snapshot: SubscriptionSnapshot) =>
      snapshot.matches({ shown: { choosingPlan: 'picking' } });
    await waitFor(actor, picking);
    expect(actor.getSnapshot().context.failure?.action).toBe('loadPlans');
    actor.send({ type: 'plans.reload' });
    await waitFor(actor, (snapshot) => picking(snapshot) && snapshot.context.plans !== null);
    actor.send({ type: 'plan.choose', planId: offeredPlans[2]!.id });
    await waitFor(actor, (snapshot) => picking(snapshot) && snapshot.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ action: 'choosePlan', error: refusal });
    actor.send({ type: 'plans.close' });
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
