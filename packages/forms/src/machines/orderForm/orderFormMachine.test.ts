import { ApiClient, ApiRequestError, MemoryTokenStore } from '@telemed/domain';
import type { Order } from '@telemed/domain';
import { createMockFetch } from '@telemed/domain/mock';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { TEAM_ID } from '../../fixtures/clinicFixtures.test-support';
import { orderFormMachine } from './orderFormMachine';
import type { OrderFormEmitted, SubmitOrderInput } from './orderFormMachine';
import { orderFormActors, orderFormApiServices } from './orderFormServices';
import type { OrderFormServices } from './orderFormServices';

const ORDER_ID = '60000000-0000-4000-8000-000000000001';
const USER_ID = '70000000-0000-4000-8000-000000000001';

/** The order the server stores from a submitted body. */
function storedOrder({ teamId, body }: SubmitOrderInput): Order {
  return {
    _id: ORDER_ID,
    teamId,
    teamName: 'Demo clinic',
    status: 'submitted',
    businessName: body.businessName,
    country: body.country,
    businessIdName: body.businessIdName,
    businessId: body.businessId,
    address: body.address,
    city: body.city,
    postalCode: body.postalCode,
    devices: body.devices,
    contractTerm: body.contractTerm,
    specialRequests: body.specialRequests ?? '',
    agreements: ['subscriptionServices', 'dataProcessing', 'privacy', 'terms'],
    signature: {
      method: 'typed',
      signerName: body.signature.signerName,
      signedBy: USER_ID,
      signedAt: '2026-11-28T10:00:00.000Z',
    },
    createdAt: '2026-11-28T10:00:00.000Z',
    fee: null,
    feeSetAt: null,
    activatedAt: null,
  };
}

function startForm(services: OrderFormServices, country: 'PL' | 'DE' | 'CA' = 'PL') {
  const emitted: OrderFormEmitted[] = [];
  const actor = createActor(orderFormMachine.provide({ actors: orderFormActors(services) }), {
    input: { teamId: TEAM_ID, country },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

type FormActor = ReturnType<typeof startForm>['actor'];

/** Fills in a complete Polish order with a typed signature. */
function fillValidOrder(actor: FormActor) {
  actor.send({
    type: 'field.change',
    change: {
      businessName: 'Kardio Sp. z o.o.',
      businessId: '5260001246',
      address: 'ul. Długa 5',
      city: 'Kraków',
      postalCode: '31-510',
      devices: '4',
      contractTerm: 'months3',
      agreements: { subscriptionServices: true, dataProcessing: true, privacy: true, terms: true },
    },
  });
  actor.send({ type: 'signature.change', change: { method: 'typed', signerName: 'Anna Nowak' } });
}

describe('the order form', () => {
  it('starts empty in the clinic’s country with its first kind of business id', () => {
    const { actor } = startForm({ submitOrder: async (input) => storedOrder(input) });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      country: 'PL',
      businessIdName: 'NIP',
    });
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
  });

  it('offers only the country’s kinds of business id when the country changes', () => {
    const { actor } = startForm({ submitOrder: async (input) => storedOrder(input) });
    actor.send({ type: 'field.change', change: { country: 'DE' } });
    expect(actor.getSnapshot().context.draft.businessIdName).toBe('EU_VAT');
    actor.send({ type: 'field.change', change: { country: 'CA' } });
    expect(actor.getSnapshot().context.draft.businessIdName).toBe('NATIONAL');
    actor.send({ type: 'field.change', change: { country: 'PL', businessIdName: 'NATIONAL' } });
    expect(actor.getSnapshot().context.draft.businessIdName).toBe('NATIONAL');
  });

  it('does not send a draft the schema refuses, and marks the attempt', () => {
    const submitted: SubmitOrderInput[] = [];
    const { actor } = startForm({
      submitOrder: async (input) => {
        submitted.push(input);
        return storedOrder(input);
      },
    });
    fillValidOrder(actor);
    actor.send({ type: 'field.change', change: { devices: '1' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitAttempted).toBe(true);
    expect(submitted).toEqual([]);
  });

  it('submits a valid order and announces it', async () => {
    const submitted: SubmitOrderInput[] = [];
    const { actor, emitted } = startForm({
      submitOrder: async (input) => {
        submitted.push(input);
        return storedOrder(input);
      },
    });
    fillValidOrder(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(submitted[0]?.body).toMatchObject({
      devices: 4,
      contractTerm: 'months3',
      signature: { method: 'typed', signerName: 'Anna Nowak' },
    });
    expect(submitted[0]?.body.signature).not.toHaveProperty('strokes');
    expect(done.context.order?._id).toBe(ORDER_ID);
    expect(emitted).toEqual([{ type: 'order.created', order: done.context.order }]);
  });

  it('keeps the draft with the server’s answer when the submit is refused', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [
        { property: 'businessId', constraints: { invalidNip: 'Enter 10-digit NIP' } },
      ],
    });
    const { actor, emitted } = startForm({ submitOrder: () => Promise.reject(refusal) });
    fillValidOrder(actor);
    actor.send({ type: 'form.submit' });
    const back = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(back.context.saveError).toBe(refusal);
    expect(back.context.draft.businessName).toBe('Kardio Sp. z o.o.');
    expect(emitted).toEqual([{ type: 'order.submitFailed', error: refusal }]);
  });
});

describe('orderFormApiServices', () => {
  it('submits through the contract, the mock validating the body as the server does', async () => {
    const fetch = createMockFetch(
      {
        orders: { submitOrder: ({ params, body }) => storedOrder({ teamId: params.teamId, body }) },
      },
      {
        onProblem: (problem) => {
          throw new Error(problem);
        },
      },
    );
    const services = orderFormApiServices(
      new ApiClient({ fetch, tokenStore: new MemoryTokenStore('test-token') }),
    );
    const { actor } = startForm(services);
    fillValidOrder(actor);
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(done.context.order).toMatchObject({ teamId: TEAM_ID, devices: 4 });
  });
});
