import { paymentsContract, subscriptionContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/apiError';
import { implementRoutes } from '../http/implementRoutes';

/**
 * Rehabilitation payments (see `paymentsContract` and `subscriptionContract`): the public plans,
 * signup, checkout state and sandbox checkout, the providers' webhooks, and the signed-in user's
 * subscription. A webhook's signature covers its exact bytes, so in this scope JSON bodies
 * arrive as bytes: the webhook route takes them as they are, the others parse them.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const payments = app.paymentsService;
  const subscriptions = app.subscriptionService;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    if (request.routeOptions.url === `/api${paymentsContract.receiveWebhook.path}`) {
      return done(null, bytes);
    }
    const text = bytes.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'BAD_REQUEST'), undefined);
    }
  });

  implementRoutes(
    app,
    paymentsContract,
    {
      listPlans: async () => payments.listPlans(),

      registerRehabilitationUser: async (request) =>
        payments.registerRehabilitationUser({
          ...request.body,
          language: request.body.language ?? request.context.language,
        }),

      getCheckout: async (request) => payments.checkoutState(request.params.checkoutId),

      getSandboxCheckout: async (request) => payments.sandboxCheckout(request.params.checkoutId),

      settleSandboxCheckout: async (request) =>
        payments.settleSandboxCheckout(request.params.checkoutId, request.body.outcome),

      receiveWebhook: async (request) =>
        payments.receiveWebhook(
          request.params.provider,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers,
        ),
    },
    {
      registerRehabilitationUser: {
        config: { throttle: 'registration', newPasswordField: 'password' },
      },
      getCheckout: { config: { throttle: 'checkout' } },
      getSandboxCheckout: { config: { throttle: 'checkout' } },
      settleSandboxCheckout: { config: { throttle: 'checkout' } },
    },
  );

  implementRoutes(app, subscriptionContract, {
    getCurrentPlan: async (request) => subscriptions.currentPlan(request.userId),

    choosePlan: async (request) => {
      const user = await app.usersRepository.findById(request.userId);
      if (!user) throw new ApiError(401, 'TOKEN_EXPIRED_OR_INVALID');
      return payments.choosePlan(
        user,
        request.body.planId,
        await subscriptions.hasRunningPlan(request.userId),
      );
    },

    cancelSubscription: async (request) => subscriptions.cancel(request.userId),

    resumeSubscription: async (request) => subscriptions.resume(request.userId),

    openCustomerPortal: async (request) => subscriptions.customerPortal(request.userId),

    getRecoverCode: async (request) => subscriptions.recoverCode(request.userId),

    regenerateRecoverCode: async (request) => subscriptions.regenerateRecoverCode(request.userId),

    setPhone: async (request) => subscriptions.setPhone(request.userId, request.body.phone),
  });
};
