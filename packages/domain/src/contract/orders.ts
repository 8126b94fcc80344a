import { z } from 'zod';
import {
  AdminOrderParamsSchema,
  OrderParamsSchema,
  TeamParamsSchema,
} from '../schemas/routeParams';
import { OrderSchema, SetOrderFeeBodySchema, SubmitOrderBodySchema } from '../schemas/orders';
import { endpoint, errorResponses } from './endpoint';

/**
 * Clinic orders (clinic activation, clinical-domain §2, §3 "Order form"): a clinic's
 * administrator submits an order and reads the clinic's orders; site administrators list every
 * order, set its fee and activate the clinic. The spec shows no paths for them (clinical-domain
 * §7); they follow the clinic's own resources (`/teams/:teamId/...`) and the site
 * administrators' (`/admin/...`). Whether a clinic ordered is `teamSettings.getOrderCreated`.
 */
export const ordersContract = {
  /** Submits the clinic's order; the answer is the stored order ('order created'). */
  submitOrder: endpoint({
    method: 'POST',
    path: '/teams/:teamId/orders',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: SubmitOrderBodySchema,
    responses: { 201: OrderSchema, ...errorResponses },
  }),
  /** The clinic's orders, newest first. */
  listTeamOrders: endpoint({
    method: 'GET',
    path: '/teams/:teamId/orders',
    access: 'teamMember',
    params: TeamParamsSchema,
    responses: { 200: z.array(OrderSchema), ...errorResponses },
  }),
  /** One of the clinic's orders; another clinic's is 404. */
  getOrder: endpoint({
    method: 'GET',
    path: '/teams/:teamId/orders/:orderId',
    access: 'teamMember',
    params: OrderParamsSchema,
    responses: { 200: OrderSchema, ...errorResponses },
  }),
  /** Every clinic's orders, newest first. */
  listAllOrders: endpoint({
    method: 'GET',
    path: '/admin/orders',
    access: 'siteAdmin',
    responses: { 200: z.array(OrderSchema), ...errorResponses },
  }),
  /** Sets the subscription fee sent to the clinic; the clinic's administrators are told by mail. */
  setOrderFee: endpoint({
    method: 'PUT',
    path: '/admin/orders/:orderId/fee',
    access: 'siteAdmin',
    params: AdminOrderParamsSchema,
    body: SetOrderFeeBodySchema,
    responses: { 200: OrderSchema, ...errorResponses },
  }),
  /** Activates the clinic of a priced order; its administrators are told by mail. */
  activateOrder: endpoint({
    method: 'POST',
    path: '/admin/orders/:orderId/activation',
    access: 'siteAdmin',
    params: AdminOrderParamsSchema,
    responses: { 200: OrderSchema, ...errorResponses },
  }),
} as const;
