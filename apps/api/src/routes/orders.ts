import { ordersContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { permitted } from '../services/permissions';

/**
 * Clinic orders (see `ordersContract`): the clinic's administrators submit and read the clinic's
 * orders (business details and signatures, so not the other employees); site administrators
 * list every order, set its fee and activate the clinic.
 */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const orders = app.ordersService;

  implementRoutes(
    app,
    ordersContract,
    {
      submitOrder: async (request) =>
        orders.submit(request.params.teamId, request.userId, {
          ...request.body,
          specialRequests: request.body.specialRequests ?? '',
        }),

      listTeamOrders: async (request) => orders.listOfTeam(request.params.teamId),

      getOrder: async (request) => orders.read(request.params.teamId, request.params.orderId),

      listAllOrders: async () => orders.listAll(),

      setOrderFee: async (request) => orders.setFee(request.params.orderId, request.body),

      activateOrder: async (request) => orders.activate(request.params.orderId),
    },
    {
      submitOrder: permitted('team.edit'),
      listTeamOrders: permitted('team.edit'),
      getOrder: permitted('team.edit'),
    },
  );
};
