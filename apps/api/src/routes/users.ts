import { usersContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import type { RoutePolicy } from '../http/implementRoutes';

/** Reset or registration mails one address may receive per hour. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;

/**
 * A rate limit per target address, after validation, for the calls that mail an address:
 * nobody can flood someone's inbox through them.
 */
const mailsPerAddress = (call: string): RoutePolicy => ({
  config: {
    rateLimit: {
      max: MAILS_PER_ADDRESS_PER_HOUR,
      timeWindow: 60 * 60 * 1000,
      hook: 'preHandler',
      keyGenerator: (request) => `${call}:${(request.body as { email: string }).email}`,
    },
  },
});

/** Registration, password recovery and the signed-in user's own account. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const accountDeletion = app.accountDeletionService;

  implementRoutes(
    app,
    usersContract,
    {
      register: async (request) =>
        app.accountsService.register({
          ...request.body,
          language: request.body.language ?? request.context.language,
        }),

      forgotPassword: async (request) => app.accountsService.forgetPassword(request.body.email),

      me: async (request) => app.accountsService.currentUser(request.userId),

      updateMe: async (request) => app.accountsService.updateMe(request.userId, request.body),

      deleteAccount: async (request) => accountDeletion.deleteAccount(request.userId, request.body),

      changePassword: async (request) =>
        app.accountsService.changePassword(
          { userId: request.userId, sessionId: request.sessionId },
          request.body,
        ),

      changeEmail: async (request) =>
        app.accountsService.requestEmailChange(request.userId, request.body.email),

      requestAvatarUpload: async (request) =>
        app.avatarsService.createUploadUrl(request.userId, request.body.contentType),
    },
    {
      // Registering an existing address mails its owner, like a reset mail.
      register: mailsPerAddress('register'),
      forgotPassword: mailsPerAddress('forget'),
      // The password is checked: as many tries as sign-in allows.
      deleteAccount: {
        config: { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: 60_000 } },
      },
    },
  );
};
