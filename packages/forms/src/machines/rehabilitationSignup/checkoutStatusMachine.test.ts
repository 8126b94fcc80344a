import { ApiRequestError } from '@telemed/domain';
import type { CheckoutState } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { CHECKOUT_POLL_MS, checkoutStatusMachine } from './checkoutStatusMachine';
import { checkoutState } from './signupFixtures.test-support';
import { signupActors } from './signupServices';

/** A server whose answers are queued: each call takes the next, the last one repeats. */
function answering(...answers: (CheckoutState | Error)[]) {
  const asked: string[] = [];
  const services = {
    loadPlans: async () => [],
    register: () => Promise.reject(new Error('not used')),
    loadCheckout: async (checkoutId: string) => {
      asked.push(checkoutId);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer as CheckoutState;
    },
  };
  const clock = new SimulatedClock();
  const actor = createActor(checkoutStatusMachine.provide({ actors: signupActors(services) }), {
    input: { checkoutId: checkoutState().id },
    clock,
  });
  actor.start();
  return { actor, clock, asked };
}

const settled = (snapshot: { hasTag(tag: string): boolean }) => !snapshot.hasTag('loading');

describe('the checkout-status machine', () => {
  it.each(['paid', 'failed', 'abandoned'] as const)(
    'shows a %s checkout as the server knows it and asks no more',
    async (status) => {
      const { actor, clock, asked } = answering(checkoutState({ status }));
      await waitFor(actor, settled);
      expect(actor.getSnapshot().hasTag(status)).toBe(true);
      clock.increment(CHECKOUT_POLL_MS * 3);
      expect(asked).toHaveLength(1);
    },
  );

  it('asks again while the checkout is pending, until the delayed payment settles', async () => {
    const { actor, clock, asked } = answering(
      checkoutState(),
      checkoutState(),
      checkoutState({ status: 'paid', periodEndsAt: '2027-02-28T05:00:00.000Z' }),
    );
    await waitFor(actor, settled);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    clock.increment(CHECKOUT_POLL_MS - 1);
    expect(asked).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, () => asked.length === 2);
    clock.increment(CHECKOUT_POLL_MS);
    await waitFor(actor, (snapshot) => snapshot.hasTag('paid'));
    expect(asked).toHaveLength(3);
    expect(actor.getSnapshot().context.checkout?.periodEndsAt).toBe('2027-02-28T05:00:00.000Z');
  });

  it('keeps showing pending through a missed answer', async () => {
    const lost = new ApiRequestError('Network error', { status: 0, code: 'NETWORK' });
    const { actor, clock, asked } = answering(
      checkoutState(),
      lost,
      checkoutState({ status: 'failed', failureReason: 'paymentFailed' }),
    );
    await waitFor(actor, settled);
    clock.increment(CHECKOUT_POLL_MS);
    await waitFor(actor, () => asked.length === 2);
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    clock.increment(CHECKOUT_POLL_MS);
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(actor.getSnapshot().context.checkout?.failureReason).toBe('paymentFailed');
  });

  it('says when the checkout could not be loaded and loads it again on request', async () => {
    const missing = new ApiRequestError('Payment not found', {
      status: 404,
      code: 'CHECKOUT_NOT_FOUND',
    });
    const { actor } = answering(missing, checkoutState({ status: 'paid' }));
    await waitFor(actor, settled);
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    actor.send({ type: 'checkout.reload' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('paid'));
  });
});
