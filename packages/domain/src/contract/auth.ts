import {
  LoginBodySchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
  SetPasswordBodySchema,
  SignInAnswerSchema,
} from '../schemas/auth';
import { TokenParamsSchema, UserParamsSchema } from '../schemas/routeParams';
import { UserSchema } from '../schemas/user';
import { endpoint, errorResponses } from './endpoint';

/** Sign-in, logout and the one-time links of mails (confirm account, reset password, change email). */
export const authContract = {
  /** Signs in; a 401 here is 'Wrong email or password', never a token expiry. */
  login: endpoint({
    method: 'POST',
    path: '/login',
    access: 'public',
    body: LoginBodySchema,
    responses: { 200: SignInAnswerSchema, ...errorResponses },
    client: { expiresTokenOn401: false },
  }),
  /**
   * Ends the session of the bearer token on the server: the token is refused from then on, on
   * every device that holds it, while the user's other sessions go on. A 401 (the session had
   * already ended) is no token expiry to announce: the caller is signing out anyway.
   */
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    access: 'signedIn',
    responses: { 200: MessageResponseSchema, ...errorResponses },
    client: { expiresTokenOn401: false },
  }),
  /** Confirms an account with the token of its confirmation link. */
  confirmAccount: endpoint({
    method: 'GET',
    path: '/confirm/:token',
    access: 'public',
    params: TokenParamsSchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Confirms an email change with the token of its link. */
  confirmEmailChange: endpoint({
    method: 'PUT',
    path: '/confirm/:token/email',
    access: 'public',
    params: TokenParamsSchema,
    responses: { 200: UserSchema, ...errorResponses },
  }),
  /** Sets a new password with a reset token; the token works once. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset/:token',
    access: 'public',
    params: TokenParamsSchema,
    body: ResetPasswordBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Sets a new password from the set-password screen's link. */
  setPassword: endpoint({
    method: 'POST',
    path: '/user/:userId/password',
    access: 'public',
    params: UserParamsSchema,
    body: SetPasswordBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
} as const;
