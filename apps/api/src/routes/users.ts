import { usersContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';
import { MembersRepository } from '../repositories/membersRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { AccountDeletionService } from '../services/accountDeletion';

/** Reset mails one address may receive per hour. */
const RESET_MAILS_PER_HOUR = 5;

/** Registration, password recovery and the signed-in user's own account. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const accountDeletion = new AccountDeletionService(
    app.db,
    new UsersRepository(app.db),
    new TeamsRepository(app.db),
    new MembersRepository(app.db),
    app.passwordHasher,
    app.storage,
  );

  implementRoutes(
    app,
    usersContract,
    {
      register: async (request) => {
        const user = await app.accountsService.register({
          ...request.body,
          language: request.body.language ?? request.context.language,
        });
        return { user };
      },

      forgotPassword: async (request) => app.accountsService.forgetPassword(request.body.email),

      me: async (request) => app.accountsService.currentUser(request.userId),

      updateMe: async (request) => app.accountsService.updateMe(request.userId, request.body),

      deleteAccount: async (request) => accountDeletion.deleteAccount(request.userId, request.body),

      changePassword: async (request) =>
        app.accountsService.changePassword(request.userId, request.body),

      changeEmail: async (request) =>
        app.accountsService.requestEmailChange(request.userId, request.body.email),

      requestAvatarUpload: async (request) =>
        app.avatarsService.createUploadUrl(request.userId, request.body.contentType),
    },
    {
      forgotPassword: {
        // Per target address, after validation: nobody can flood someone's inbox with reset mails.
        config: {
          rateLimit: {
            max: RESET_MAILS_PER_HOUR,
            timeWindow: 60 * 60 * 1000,
            hook: 'preHandler',
            keyGenerator: (request) => `forget:${(request.body as { email: string }).email}`,
          },
        },
      },
      // The password is checked: as many tries as sign-in allows.
      deleteAccount: {
        config: { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: 60_000 } },
      },
    },
  );
};
