import type {
  ChangeEmailBody,
  ChangePasswordBody,
  ForgetBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  SetPasswordBody,
} from '../schemas/auth';
import type { AvatarUploadBody, AvatarUploadResponse } from '../schemas/avatar';
import type { HealthResponse } from '../schemas/system';
import type { CreateTeamBody, Team } from '../schemas/team';
import type { UpdateMeBody, User } from '../schemas/user';
import * as accountCalls from './accountCalls';
import type { SignInAnswer } from './accountCalls';
import { ApiCore } from './ApiCore';
import type { CallOptions } from './ApiCore';
import * as systemCalls from './systemCalls';
import * as teamCalls from './teamCalls';
import * as userCalls from './userCalls';
import type { CurrentUser } from './userCalls';

/**
 * The typed client of the Telemed API. Each call lives in its resource's module
 * (`accountCalls`, `userCalls`, `teamCalls`, ...) on top of {@link ApiCore.request}; this class
 * gives them one documented method each. Every method rejects with an `ApiRequestError`.
 *
 * @example
 * const client = new ApiClient({ baseUrl: '/api', language: 'pl' });
 * client.on('tokenExpired', () => session.signOut());
 * await client.login({ email: 'doctor@demo.telemed.test', password: 'Demo-pass-2026' });
 * const teams = await client.listTeams();
 */
export class ApiClient extends ApiCore {
  /**
   * Creates an account (POST users); the server mails a confirmation link.
   *
   * @example
   * await client.register({
   *   email: 'anna@example.com',
   *   password: 'long-enough',
   *   acceptedConsents: { termsOfService: true, privacyPolicy: true },
   *   language: 'pl',
   * });
   */
  register(body: RegisterBody, options?: CallOptions): Promise<RegisterResponse> {
    return accountCalls.register(this, body, options);
  }

  /**
   * Confirms an account with the token of its confirmation link (GET confirm/{token}).
   *
   * @example
   * const { message } = await client.confirmAccount(searchParams.get('token')!); // 'account confirmed'
   */
  confirmAccount(token: string, options?: CallOptions): Promise<MessageResponse> {
    return accountCalls.confirmAccount(this, token, options);
  }

  /**
   * Signs in (POST login): stores the returned token, or clears the stored one when none is
   * returned. A 401 here is 'Wrong email or password', never a token expiry.
   *
   * @example
   * const { user } = await client.login({ email, password });
   */
  login(body: LoginBody, options?: CallOptions): Promise<SignInAnswer> {
    return accountCalls.login(this, body, options);
  }

  /**
   * Mails a password reset link if the address has an account (POST forget).
   *
   * @example
   * await client.forgotPassword({ email: 'anna@example.com' });
   */
  forgotPassword(body: ForgetBody, options?: CallOptions): Promise<MessageResponse> {
    return accountCalls.forgotPassword(this, body, options);
  }

  /**
   * Sets a new password with a reset token (POST auth/reset/{token}); the token works once.
   *
   * @example
   * await client.resetPassword(token, { password: 'new-password' }); // { message: 'password changed' }
   */
  resetPassword(
    token: string,
    body: ResetPasswordBody,
    options?: CallOptions,
  ): Promise<MessageResponse> {
    return accountCalls.resetPassword(this, token, body, options);
  }

  /**
   * Sets a new password from the set-password screen's link (POST user/{userId}/password).
   *
   * @example
   * await client.setPassword(userId, { password: 'new-password', token });
   */
  setPassword(
    userId: string,
    body: SetPasswordBody,
    options?: CallOptions,
  ): Promise<MessageResponse> {
    return accountCalls.setPassword(this, userId, body, options);
  }

  /**
   * Fetches the signed-in user (GET users/me).
   *
   * @example
   * const me = await client.getMe();
   */
  getMe(options?: CallOptions): Promise<CurrentUser> {
    return userCalls.getMe(this, options);
  }

  /**
   * Updates the profile, settings or personal details (POST users/me); nested parts merge.
   *
   * @example
   * const user = await client.updateMe({ settings: { language: 'pl', lengthUnits: 'imperial' } });
   */
  updateMe(body: UpdateMeBody, options?: CallOptions): Promise<User> {
    return userCalls.updateMe(this, body, options);
  }

  /**
   * Changes the password (POST users/me/password); a wrong current password or an unchanged new
   * one fail with field errors.
   *
   * @example
   * await client.changePassword({ currentPassword, newPassword });
   */
  changePassword(body: ChangePasswordBody, options?: CallOptions): Promise<MessageResponse> {
    return userCalls.changePassword(this, body, options);
  }

  /**
   * Asks to change the email address (POST users/me/email); the new address gets a link.
   *
   * @example
   * await client.changeEmail({ email: 'new@example.com' });
   */
  changeEmail(body: ChangeEmailBody, options?: CallOptions): Promise<MessageResponse> {
    return userCalls.changeEmail(this, body, options);
  }

  /**
   * Confirms an email change with the token of its link (PUT confirm/{token}/email).
   *
   * @example
   * const user = await client.confirmEmailChange(token);
   */
  confirmEmailChange(token: string, options?: CallOptions): Promise<User> {
    return userCalls.confirmEmailChange(this, token, options);
  }

  /**
   * Asks where to upload a new avatar (POST users/me/avatar); send it with {@link uploadAvatar}.
   *
   * @example
   * const { uploadUrl } = await client.requestAvatarUpload({ contentType: 'image/png' });
   */
  requestAvatarUpload(
    body: AvatarUploadBody,
    options?: CallOptions,
  ): Promise<AvatarUploadResponse> {
    return userCalls.requestAvatarUpload(this, body, options);
  }

  /**
   * Uploads the avatar's bytes to the URL {@link requestAvatarUpload} gave (PUT). Any answer but
   * 200 fails with 'Adding avatar failed.'.
   *
   * @example
   * const user = await client.uploadAvatar(uploadUrl, { content: file, contentType: 'image/png' });
   */
  uploadAvatar(
    uploadUrl: string,
    image: { content: BodyInit; contentType: AvatarUploadBody['contentType'] },
    options?: CallOptions,
  ): Promise<User> {
    return userCalls.uploadAvatar(this, uploadUrl, image, options);
  }

  /**
   * Lists the clinics the user belongs to, each with the user's member role (GET teams).
   *
   * @example
   * const teams = await client.listTeams();
   */
  listTeams(options?: CallOptions): Promise<Team[]> {
    return teamCalls.listTeams(this, options);
  }

  /**
   * Creates a clinic whose administrator is the user (POST teams).
   *
   * @example
   * const team = await client.createTeam({ name: 'Klinika Zdrowie', countryContext: 'PL' });
   */
  createTeam(body: CreateTeamBody, options?: CallOptions): Promise<Team> {
    return teamCalls.createTeam(this, body, options);
  }

  /**
   * Checks that the API is up (GET health).
   *
   * @example
   * await client.health(); // { status: 'ok' }
   */
  health(options?: CallOptions): Promise<HealthResponse> {
    return systemCalls.health(this, options);
  }
}
