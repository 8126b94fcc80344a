import { usersContract } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { implementRoutes } from '../http/implementRoutes';

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
      register: { config: { throttle: 'registration', newPasswordField: 'password' } },
      forgotPassword: { config: { throttle: 'resetRequest' } },
      deleteAccount: { config: { throttle: 'passwordCheck' } },
      changePassword: { config: { throttle: 'passwordCheck', newPasswordField: 'newPassword' } },
      changeEmail: { config: { throttle: 'emailChange' } },
    },
  );
};
