import {
  AvatarUploadBodySchema,
  AvatarUploadResponseSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ForgetBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  UpdateMeBodySchema,
  UserSchema,
} from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { MembersRepository } from '../repositories/membersRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { AccountDeletionService } from '../services/accountDeletion';

/** Registration, password recovery and the signed-in user's own account. */
export const usersRoutes: ZodRoutes = async (app) => {
  const accountDeletion = new AccountDeletionService(
    app.db,
    new UsersRepository(app.db),
    new TeamsRepository(app.db),
    new MembersRepository(app.db),
    app.passwordHasher,
    app.storage,
  );

  app.post(
    '/users',
    {
      schema: {
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await app.accountsService.register({
        ...request.body,
        language: request.body.language ?? request.context.language,
      });
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/forget',
    {
      schema: {
        body: ForgetBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => app.accountsService.forgetPassword(request.body.email),
  );

  app.get(
    '/users/me',
    { onRequest: app.authenticate, schema: { response: { 200: UserSchema, ...errorResponses } } },
    async (request) => app.accountsService.currentUser(request.userId),
  );

  app.post(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { body: UpdateMeBodySchema, response: { 200: UserSchema, ...errorResponses } },
    },
    async (request) => app.accountsService.updateMe(request.userId, request.body),
  );

  app.delete(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => accountDeletion.deleteAccount(request.userId, request.body),
  );

  app.post(
    '/users/me/password',
    {
      onRequest: app.authenticate,
      schema: {
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => app.accountsService.changePassword(request.userId, request.body),
  );

  app.post(
    '/users/me/email',
    {
      onRequest: app.authenticate,
      schema: {
        body: ChangeEmailBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => app.accountsService.requestEmailChange(request.userId, request.body.email),
  );

  app.post(
    '/users/me/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        body: AvatarUploadBodySchema,
        response: { 200: AvatarUploadResponseSchema, ...errorResponses },
      },
    },
    async (request) => app.avatarsService.createUploadUrl(request.userId, request.body.contentType),
  );
};
