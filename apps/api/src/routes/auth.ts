import { authContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

/** Sign-in, logout and the one-time links of mails (confirm account, reset password, change email). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  implementRoutes(
    app,
    authContract,
    {
      login: async (request) =>
        app.accountsService.login(request.body.email, request.body.password),

      logout: async (request) =>
        app.accountsService.logout({ userId: request.userId, sessionId: request.sessionId }),

      confirmAccount: async (request) => app.accountsService.confirmAccount(request.params.token),

      confirmEmailChange: async (request) =>
        app.accountsService.confirmEmailChange(request.params.token),

      resetPassword: async (request) =>
        app.accountsService.resetPassword(request.params.token, request.body.password),

      setPassword: async (request) =>
        app.accountsService.resetPassword(
          request.body.token,
          request.body.password,
          request.params.userId,
        ),
    },
    {
      login: { config: { throttle: 'signIn' } },
      resetPassword: { config: { newPasswordField: 'password' } },
      setPassword: { config: { newPasswordField: 'password' } },
    },
  );
};
