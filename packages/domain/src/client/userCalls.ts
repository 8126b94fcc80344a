import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { CLIENT_ERROR_MESSAGES } from '../rules/errorCodes';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
  DeleteAccountBody,
  MessageResponse,
} from '../schemas/auth';
import { MessageResponseSchema } from '../schemas/auth';
import { AvatarUploadResponseSchema } from '../schemas/avatar';
import type { AvatarUploadBody, AvatarUploadResponse } from '../schemas/avatar';
import { UserSchema, UserSettingsSchema } from '../schemas/user';
import type { UpdateMeBody, User } from '../schemas/user';
import type { ApiCore, CallOptions } from './ApiCore';
import { encodePath } from './buildUrl';

/*
 * Accounts created before length units existed answer without them; the session fetches the
 * user again in that case (platform-core §7 "User"), so this answer tolerates their absence.
 */
const CurrentUserSchema = UserSchema.extend({
  settings: UserSettingsSchema.partial({ lengthUnits: true }),
});

/** The user as GET users/me answers it: `settings.lengthUnits` may still be missing. */
export type CurrentUser = Omit<User, 'settings'> & {
  settings: Omit<User['settings'], 'lengthUnits'> & {
    lengthUnits?: User['settings']['lengthUnits'];
  };
};

export function getMe(core: ApiCore, options?: CallOptions): Promise<CurrentUser> {
  return core.request({ ...options, method: 'GET', path: 'users/me', schema: CurrentUserSchema });
}

export function updateMe(core: ApiCore, body: UpdateMeBody, options?: CallOptions): Promise<User> {
  return core.request({ ...options, method: 'POST', path: 'users/me', body, schema: UserSchema });
}

export function changePassword(
  core: ApiCore,
  body: ChangePasswordBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'users/me/password',
    body,
    schema: MessageResponseSchema,
  });
}

export function deleteAccount(
  core: ApiCore,
  body: DeleteAccountBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'DELETE',
    path: 'users/me',
    body,
    schema: MessageResponseSchema,
  });
}

export function changeEmail(
  core: ApiCore,
  body: ChangeEmailBody,
  options?: CallOptions,
): Promise<MessageResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'users/me/email',
    body,
    schema: MessageResponseSchema,
  });
}

export function confirmEmailChange(
  core: ApiCore,
  token: string,
  options?: CallOptions,
): Promise<User> {
  return core.request({
    ...options,
    method: 'PUT',
    path: encodePath`confirm/${token}/email`,
    schema: UserSchema,
  });
}

export function requestAvatarUpload(
  core: ApiCore,
  body: AvatarUploadBody,
  options?: CallOptions,
): Promise<AvatarUploadResponse> {
  return core.request({
    ...options,
    method: 'POST',
    path: 'users/me/avatar',
    body,
    schema: AvatarUploadResponseSchema,
  });
}

export function uploadAvatar(
  core: ApiCore,
  uploadUrl: string,
  image: { content: BodyInit; contentType: AvatarUploadBody['contentType'] },
  options?: CallOptions,
): Promise<User> {
  return core.request({
    ...options,
    method: 'PUT',
    path: uploadUrl,
    rawBody: image,
    schema: UserSchema,
    // Only a 200 carries the updated user; anything else is 'Adding avatar failed.' (platform-core §8).
    successStatuses: [200],
    failureMessage: {
      text: CLIENT_ERROR_MESSAGES.avatarFailed,
      messageKey: ERROR_MESSAGE_KEYS.avatarFailed,
    },
  });
}
