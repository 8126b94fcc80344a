import { ApiRequestError, fieldErrorKeys } from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApi } from './runningApi';
import type { RunningApi } from './runningApi';
import { uniqueEmail } from '../helpers/testApp';
import { signedInUser } from './signedInUser';

let api: RunningApi;

beforeAll(async () => {
  api = await startRunningApi();
});

afterAll(async () => {
  await api.close();
});

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

describe('the client against the real API: accounts', () => {
  it('registers, confirms from the mailed link, signs in and reads the current user', async () => {
    const client = api.newClient();
    const email = uniqueEmail();

    const registered = await client.users.register({
      body: {
        email,
        password: 'Sunny-Meadow-42',
        acceptedConsents: { termsOfService: true, privacyPolicy: true, dataProcessing: true },
        language: 'pl',
      },
    });
    const { token } = await api.mailedToken(email, '/confirm/account');
    const confirmation = await client.auth.confirmAccount({ params: { token } });
    const signIn = await client.auth.login({ body: { email, password: 'Sunny-Meadow-42' } });
    const me = await client.users.me();

    expect(registered).toEqual({
      message: 'Check your mailbox: a message with a link is on its way',
    });
    expect(confirmation).toEqual({ message: 'account confirmed' });
    expect(client.tokenStore.get()).toBe(signIn.token);
    expect(me).toMatchObject({
      id: signIn.user.id,
      email,
      confirmed: true,
      settings: { language: 'pl' },
    });
  });

  it('refuses an unconfirmed account with its message', async () => {
    const client = api.newClient();
    const email = uniqueEmail();
    await client.users.register({
      body: {
        email,
        password: 'Sunny-Meadow-42',
        acceptedConsents: { termsOfService: true, privacyPolicy: true },
      },
    });

    const error = await failureOf(
      client.auth.login({ body: { email, password: 'Sunny-Meadow-42' } }),
    );

    expect(error).toMatchObject({
      status: 403,
      code: 'ACCOUNT_NOT_CONFIRMED',
      message: 'Account not confirmed, check your email',
      messageKey: 'errors.accountNotConfirmed',
    });
  });

  it('tells wrong credentials without treating the 401 as an expired token', async () => {
    const { client, email } = await signedInUser(api);
    const token = client.tokenStore.get();
    let tokenExpired = false;
    client.on('tokenExpired', () => (tokenExpired = true));

    const error = await failureOf(
      client.auth.login({ body: { email, password: 'not-my-password' } }),
    );

    expect(error).toMatchObject({ status: 401, message: 'Wrong email or password' });
    expect(tokenExpired).toBe(false);
    expect(client.tokenStore.get()).toBe(token);
  });

  it('maps the validation errors of a bad registration to field message keys', async () => {
    const client = api.newClient();

    const error = await failureOf(
      client.users.register({
        body: {
          email: 'not-an-email',
          password: 'short',
          acceptedConsents: { termsOfService: true, privacyPolicy: true },
        },
      }),
    );

    expect(error.status).toBe(400);
    expect(fieldErrorKeys(error)).toEqual({
      email: 'validation.isEmail',
      password: 'validation.passwordTooShort',
    });
  });

  it('updates settings and personal details', async () => {
    const { client } = await signedInUser(api);

    const updated = await client.users.updateMe({
      body: {
        settings: { language: 'de', lengthUnits: 'imperial', temperatureUnits: 'fahrenheit' },
        personalDetails: {
          fullName: 'Greta Schmidt',
          dateOfBirth: '1979-11-02',
          gender: 'female',
          height: 171,
        },
      },
    });
    const me = await client.users.me();

    expect(updated.settings).toEqual({
      language: 'de',
      lengthUnits: 'imperial',
      temperatureUnits: 'fahrenheit',
    });
    expect(me.personalDetails).toEqual({
      fullName: 'Greta Schmidt',
      dateOfBirth: '1979-11-02',
      gender: 'female',
      height: 171,
    });
  });

  it('changes the password after refusing a wrong current one', async () => {
    const { client, email, password } = await signedInUser(api);

    const refusal = await failureOf(
      client.users.changePassword({
        body: { currentPassword: 'not-my-password', newPassword: 'Quiet-River-77' },
      }),
    );
    const changed = await client.users.changePassword({
      body: {
        currentPassword: password,
        newPassword: 'Quiet-River-77',
      },
    });
    const signIn = await api
      .newClient()
      .auth.login({ body: { email, password: 'Quiet-River-77' } });

    expect(fieldErrorKeys(refusal)).toEqual({ currentPassword: 'validation.wrongCurrentPassword' });
    expect(changed).toEqual({ message: 'password changed' });
    expect(signIn.user.email).toBe(email);
  });

  it('sets a new password from the mailed link, once', async () => {
    const { email } = await signedInUser(api);
    const client = api.newClient();

    await client.users.forgotPassword({ body: { email } });
    const { token, link } = await api.mailedToken(email, '/set-password');
    const userId = link.searchParams.get('userId')!;
    const changed = await client.auth.setPassword({
      params: { userId },
      body: { password: 'Quiet-River-77', token },
    });
    const reuse = await failureOf(
      client.auth.setPassword({
        params: { userId },
        body: { password: 'Another-River-88', token },
      }),
    );

    expect(changed).toEqual({ message: 'password changed' });
    expect(reuse).toMatchObject({
      status: 400,
      message: 'Invalid or expired token',
      messageKey: 'errors.invalidOrExpiredToken',
    });
    await expect(
      client.auth.login({ body: { email, password: 'Quiet-River-77' } }),
    ).resolves.toHaveProperty('token');
  });

  it('resets the password through auth/reset with the mailed token', async () => {
    const { email } = await signedInUser(api);
    const client = api.newClient();

    await client.users.forgotPassword({ body: { email } });
    const { token } = await api.mailedToken(email, '/set-password');
    const changed = await client.auth.resetPassword({
      params: { token },
      body: { password: 'Calm-Harbour-31' },
    });

    expect(changed).toEqual({ message: 'password changed' });
    await expect(
      client.auth.login({ body: { email, password: 'Calm-Harbour-31' } }),
    ).resolves.toHaveProperty('token');
  });

  it('changes the email address after confirmation from the new address', async () => {
    const { client } = await signedInUser(api);
    const newEmail = uniqueEmail();

    await client.users.changeEmail({ body: { email: newEmail } });
    const { token } = await api.mailedToken(newEmail, '/confirm/email/change');
    const user = await client.auth.confirmEmailChange({ params: { token } });

    expect(user.email).toBe(newEmail);
  });

  it('uploads an avatar, and refuses bytes that are not the announced image', async () => {
    const { client } = await signedInUser(api);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    const { uploadUrl } = await client.users.requestAvatarUpload({
      body: { contentType: 'image/png' },
    });
    const user = await client.uploadAvatar(uploadUrl, { content: png, contentType: 'image/png' });
    const avatar = await fetch(new URL(user.avatar!, api.origin));
    const second = await client.users.requestAvatarUpload({ body: { contentType: 'image/png' } });
    const refusal = await failureOf(
      client.uploadAvatar(second.uploadUrl, {
        content: Buffer.from('not an image'),
        contentType: 'image/png',
      }),
    );

    expect(avatar.status).toBe(200);
    expect(Buffer.from(await avatar.arrayBuffer())).toEqual(png);
    expect(refusal).toMatchObject({
      message: 'Adding avatar failed.',
      messageKey: 'errors.avatarFailed',
    });
  });

  it('answers the health check', async () => {
    await expect(api.newClient().health.check()).resolves.toEqual({ status: 'ok' });
  });
});
