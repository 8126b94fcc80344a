import type { ApiClient, Order } from '@telemed/domain';
import { fromPromise } from 'xstate';
import type { SubmitOrderInput } from './orderFormMachine';

/** The call the order form makes, as the app provides it. */
export interface OrderFormServices {
  /** POST teams/{teamId}/orders: the stored order. */
  submitOrder(input: SubmitOrderInput): Promise<Order>;
}

/**
 * The order form machine's actors over the app's services.
 *
 * @example
 * const machine = orderFormMachine.provide({ actors: orderFormActors(services) });
 */
export function orderFormActors(services: OrderFormServices) {
  return {
    submitOrder: fromPromise<Order, SubmitOrderInput>(({ input }) => services.submitOrder(input)),
  };
}

/**
 * The order form's call over the API client derived from the contract, shared by the app, the
 * stories (against `@telemed/domain/mock`) and the tests.
 *
 * @example
 * const services = orderFormApiServices(new ApiClient({ baseUrl: '/api' }));
 */
export function orderFormApiServices(client: ApiClient): OrderFormServices {
  return {
    submitOrder: ({ teamId, body }) => client.orders.submitOrder({ params: { teamId }, body }),
  };
}
