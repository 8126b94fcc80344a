import {
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ForgetBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
} from '../schemas/auth';
import { AvatarUploadBodySchema, AvatarUploadResponseSchema } from '../schemas/avatar';
import { CurrentUserSchema, UpdateMeBodySchema, UserSchema } from '../schemas/user';
import { endpoint, errorResponses } from './endpoint';

/** Registration, password recovery and the signed-in user's own account. */
export const usersContract = {
  /**
   * Creates an account and mails a confirmation link; an address that already has an account
   * gets a set-password link instead. The answer is the same `{ message }` either way.
   */
  register: endpoint({
    method: 'POST',
    path: '/users',
    access: 'public',
    body: RegisterBodySchema,
    responses: { 201: RegisterResponseSchema, ...errorResponses },
  }),
  /** Mails a password reset link if the address has an account (the same answer either way). */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/forget',
    access: 'public',
    body: ForgetBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** The signed-in user. */
  me: endpoint({
    method: 'GET',
    path: '/users/me',
    access: 'signedIn',
    responses: { 200: CurrentUserSchema, ...errorResponses },
  }),
  /** Updates the profile, settings or personal details; nested parts merge. */
  updateMe: endpoint({
    method: 'POST',
    path: '/users/me',
    access: 'signedIn',
    body: UpdateMeBodySchema,
    responses: { 200: UserSchema, ...errorResponses },
  }),
  /**
   * Deletes the account, confirmed by the password. Refused while a clinic keeps the user as its
   * patient or needs them as its only administrator.
   */
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/users/me',
    access: 'signedIn',
    body: DeleteAccountBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Changes the password; a wrong current one or an unchanged new one are field errors. */
  changePassword: endpoint({
    method: 'POST',
    path: '/users/me/password',
    access: 'signedIn',
    body: ChangePasswordBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Asks to change the email address; the new address gets a link. */
  changeEmail: endpoint({
    method: 'POST',
    path: '/users/me/email',
    access: 'signedIn',
    body: ChangeEmailBodySchema,
    responses: { 200: MessageResponseSchema, ...errorResponses },
  }),
  /** Where to upload a new avatar: a signed URL of `uploadsContract.avatar`. */
  requestAvatarUpload: endpoint({
    method: 'POST',
    path: '/users/me/avatar',
    access: 'signedIn',
    body: AvatarUploadBodySchema,
    responses: { 200: AvatarUploadResponseSchema, ...errorResponses },
  }),
} as const;
