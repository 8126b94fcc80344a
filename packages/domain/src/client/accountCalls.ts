import {
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterResponseSchema,
} from '../schemas/auth';
import type {
  ForgetBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SetPasswordBody,
} from '../schemas/auth';
import type { User } from '../schemas/user';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';

/** Signing in answers a token, or none when the server declines to open a session. */
const SignInAnswerSchema = LoginResponseSchema.partial({ token: true });

export interface SignInAnswer {
  token?: string;
  user: User;
}

export function register(
  core: ApiCore,
  body: RegisterBody,
  options?: CallOptions,
): Promise<RegisterResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'users',
    body,
    schema: RegisterResponseSchema,
  });
}

export function confirmAccount(
  core: ApiCore,
  token: string,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'GET',
    path: encodePath`confirm/${token}`,
    schema: MessageResponseSchema,
  });
}

export async function login(
  core: ApiCore,
  body: LoginBody,
  options?: CallOptions,
): Promise<SignInAnswer> {
  const answer = await core.request({
    ...options,
    method: 'POST',
    path: 'login',
    body,
    schema: SignInAnswerSchema,
    expiresTokenOn401: false,
  });
  if (answer.token) core.tokenStore.set(answer.token);
  else core.tokenStore.clear();
  return answer;
}

/**
 * Ends the session of the stored token on the server (POST logout). A 401 (the session had
 * already ended) is no token expiry to announce: the caller is signing out anyway.
 */
export function logout(core: ApiCore, options?: CallOptions): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'logout',
    schema: MessageResponseSchema,
    expiresTokenOn401: false,
  });
}

export function forgotPassword(
  core: ApiCore,
  body: ForgetBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'forget',
    body,
    schema: MessageResponseSchema,
  });
}

export function resetPassword(
  core: ApiCore,
  token: string,
  body: ResetPasswordBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`auth/reset/${token}`,
    body,
    schema: MessageResponseSchema,
  });
}

export function setPassword(
  core: ApiCore,
  userId: string,
  body: SetPasswordBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: encodePath`user/${userId}/password`,
    body,
    schema: MessageResponseSchema,
  });
}
