import type { Country, Order, SubmitOrderBody } from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { unprovidedService } from '../unprovidedService';
import { changeOrderDraft, emptyOrderDraft, orderBody, orderDraftIssues } from './orderDraft';
import type { OrderDraft, SignatureDraft } from './orderDraft';

/** What the order form starts from: the clinic and its country. */
export interface OrderFormInput {
  teamId: string;
  country: Country;
}

/** What the order form machine holds. */
export interface OrderFormContext {
  teamId: string;
  draft: OrderDraft;
  /** Whether a submit was tried: from then on every field's problem shows, not only touched ones. */
  submitAttempted: boolean;
  /** Why the last submit failed; its field messages show beside the fields. */
  saveError: unknown;
  /** The stored order, once submitted. */
  order: Order | null;
}

/** What the order form tells its machine. */
export type OrderFormEvent =
  | { type: 'field.change'; change: Partial<Omit<OrderDraft, 'signature'>> }
  | { type: 'signature.change'; change: Partial<SignatureDraft> }
  | { type: 'form.submit' };

/** How a submit ended, for the screen around the form ('order created'). */
export type OrderFormEmitted =
  { type: 'order.created'; order: Order } | { type: 'order.submitFailed'; error: unknown };

/** The input of the `submitOrder` service: POST teams/{teamId}/orders. */
export interface SubmitOrderInput {
  teamId: string;
  body: SubmitOrderBody;
}

/**
 * The clinic's order form (clinical-domain §2, §3 "Order form", §5): the draft of every field,
 * the fields that depend on the country (the kinds of business id it has), the signature drawn or
 * typed, and the submit. The draft is checked by the schema the server uses, so a submit that
 * cannot pass is not sent and shows every field's problem; a refused submit keeps the draft with
 * the server's answer.
 */
export const orderFormMachine = setup({
  types: {
    input: {} as OrderFormInput,
    context: {} as OrderFormContext,
    events: {} as OrderFormEvent,
    emitted: {} as OrderFormEmitted,
  },
  actors: {
    submitOrder: unprovidedService<Order, SubmitOrderInput>('submitOrder'),
  },
  guards: {
    isDraftValid: ({ context }) => orderDraftIssues(context.draft).length === 0,
  },
  actions: {
    changeFields: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'field.change');
        return changeOrderDraft(context.draft, event.change);
      },
    }),
    changeSignature: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'signature.change');
        return { ...context.draft, signature: { ...context.draft.signature, ...event.change } };
      },
    }),
    markSubmitAttempted: assign({ submitAttempted: true }),
    forgetSaveError: assign({ saveError: null }),
    storeSaveError: assign({ saveError: (_, { error }: { error: unknown }) => error }),
    storeOrder: assign({ order: (_, order: Order) => order }),
    announceCreated: emit((_, order: Order) => ({ type: 'order.created' as const, order })),
    announceSubmitFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'order.submitFailed' as const,
      error,
    })),
  },
}).createMachine({
  id: 'orderForm',
  context: ({ input }) => ({
    teamId: input.teamId,
    draft: emptyOrderDraft(input.country),
    submitAttempted: false,
    saveError: null,
    order: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'field.change': { actions: 'changeFields' },
        'signature.change': { actions: 'changeSignature' },
        'form.submit': [
          { guard: 'isDraftValid', target: 'submitting', actions: 'markSubmitAttempted' },
          { actions: 'markSubmitAttempted' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'forgetSaveError',
      invoke: {
        src: 'submitOrder',
        input: ({ context }) => ({ teamId: context.teamId, body: orderBody(context.draft) }),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'storeOrder', params: ({ event }) => event.output },
            { type: 'announceCreated', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceSubmitFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    submitted: { type: 'final' },
  },
});

/** A snapshot of the order form. */
export type OrderFormSnapshot = SnapshotFrom<typeof orderFormMachine>;
