import { z } from 'zod';
import {
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
  SetPasswordBodySchema,
  UserSchema,
} from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import type { ZodRoutes } from '../http/zodTypeProvider';

const TokenParamsSchema = z.object({ token: z.string().min(1) });

/** Sign-in and the one-time links of mails (confirm account, reset password, change email). */
export const authRoutes: ZodRoutes = async (app) => {
  app.post(
    '/login',
    {
      schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema, ...errorResponses } },
    },
    async (request) => app.accountsService.login(request.body.email, request.body.password),
  );

  app.get(
    '/confirm/:token',
    {
      schema: {
        params: TokenParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) => app.accountsService.confirmAccount(request.params.token),
  );

  app.put(
    '/confirm/:token/email',
    { schema: { params: TokenParamsSchema, response: { 200: UserSchema, ...errorResponses } } },
    async (request) => app.accountsService.confirmEmailChange(request.params.token),
  );

  app.post(
    '/auth/reset/:token',
    {
      schema: {
        params: TokenParamsSchema,
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.accountsService.resetPassword(request.params.token, request.body.password),
  );

  app.post(
    '/user/:userId/password',
    {
      schema: {
        params: z.object({ userId: z.uuid({ error: 'invalidFormat' }) }),
        body: SetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.accountsService.resetPassword(
        request.body.token,
        request.body.password,
        request.params.userId,
      ),
  );
};
