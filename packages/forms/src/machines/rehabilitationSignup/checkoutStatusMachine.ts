import type { CheckoutState } from '@telemed/domain';
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { unprovidedService } from '../unprovidedService';

/** How long a success page waits before asking again about a pending checkout. */
export const CHECKOUT_POLL_MS = 2000;

/** Which checkout a success page shows: the id from its URL. */
export interface CheckoutStatusInput {
  checkoutId: string;
}

/** What the checkout-status machine holds. */
export interface CheckoutStatusContext {
  input: CheckoutStatusInput;
  /** The checkout as the server last answered it. */
  checkout: CheckoutState | null;
}

/** What the page tells the machine. */
export type CheckoutStatusEvent = { type: 'checkout.reload' };

/**
 * A payment success page's view of its checkout (platform-core §2): what the server learnt from
 * the provider's verified events, never an assumption. While the checkout is pending (a delayed
 * payment) it asks again every {@link CHECKOUT_POLL_MS}; paid, failed and abandoned are final.
 *
 * Tags drive the page: `loading`, `loadFailed`, and the checkout's status once known (`pending`,
 * `paid`, `failed`, `abandoned`).
 */
export const checkoutStatusMachine = setup({
  types: {
    input: {} as CheckoutStatusInput,
    context: {} as CheckoutStatusContext,
    events: {} as CheckoutStatusEvent,
  },
  actors: {
    loadCheckout: unprovidedService<CheckoutState, string>('loadCheckout'),
  },
  delays: { pollInterval: CHECKOUT_POLL_MS },
  guards: {
    isPending: ({ context }) => context.checkout?.status === 'pending',
    isPaid: ({ context }) => context.checkout?.status === 'paid',
    isFailed: ({ context }) => context.checkout?.status === 'failed',
  },
  actions: {
    storeCheckout: assign((_, checkout: CheckoutState) => ({ checkout })),
  },
}).createMachine({
  id: 'checkoutStatus',
  context: ({ input }) => ({ input, checkout: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadCheckout',
        input: ({ context }) => context.input.checkoutId,
        onDone: {
          target: 'known',
          actions: [{ type: 'storeCheckout', params: ({ event }) => event.output }],
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'checkout.reload': 'loading' },
    },
    known: {
      always: [
        { guard: 'isPending', target: 'pending' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isFailed', target: 'failed' },
        { target: 'abandoned' },
      ],
    },
    pending: {
      tags: ['pending'],
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'asking' } },
        asking: {
          invoke: {
            src: 'loadCheckout',
            input: ({ context }) => context.input.checkoutId,
            onDone: {
              target: '#checkoutStatus.known',
              actions: [{ type: 'storeCheckout', params: ({ event }) => event.output }],
            },
            // A missed answer while pending: the page keeps what it knew and asks again.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    paid: { type: 'final', tags: ['paid'] },
    failed: { type: 'final', tags: ['failed'] },
    abandoned: { type: 'final', tags: ['abandoned'] },
  },
});

/** A snapshot of the checkout-status machine. */
export type CheckoutStatusSnapshot = SnapshotFrom<typeof checkoutStatusMachine>;
