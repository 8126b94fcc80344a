import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, createClinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { bearer, logIn, signUp, tokenFromMail } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const testApp = setUpTestApp();

/** The status of GET users/me with the token: 200 while its session lasts, 401 after. */
async function meStatus(app: TestApp, token: string): Promise<number> {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/users/me',
    headers: bearer(token),
  });
  return response.statusCode;
}

async function secondDevice(email: string, password: string): Promise<string> {
  const login = await logIn(testApp.app, email, password);
  expect(login.statusCode).toBe(200);
  return login.json<{ token: string }>().token;
}

describe('POST /api/logout', () => {
  it('ends only the session of the token it is called with', async () => {
    const account = await signUp(testApp);
    const phone = await secondDevice(account.email, account.password);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'signed out' });

    expect(await meStatus(testApp, account.token)).toBe(401);
    expect(await meStatus(testApp, phone)).toBe(200);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(account.token),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TOKEN_EXPIRED_OR_INVALID');
  });

  it('needs a token', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions that end with the credentials', () => {
  it('a password change ends every other session and keeps the one that changed it', async () => {
    const account = await signUp(testApp);
    const laptop = await secondDevice(account.email, account.password);
    const changed = await call(testApp, account.token, 'POST', 'users/me/password', {
      currentPassword: account.password,
      newPassword: 'Another-horse-8',
    });
    expect(changed.statusCode).toBe(200);

    expect(await meStatus(testApp, account.token)).toBe(200);
    expect(await meStatus(testApp, laptop)).toBe(401);
  });

  it('a password reset from a mailed link ends every session', async () => {
    const account = await signUp(testApp);
    const laptop = await secondDevice(account.email, account.password);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/forget',
      payload: { email: account.email },
    });
    // The reset mail goes out after the answer.
    await testApp.app.backgroundWork.settled();
    const resetToken = tokenFromMail(testApp.smtp!.lastMailTo(account.email).text);
    const reset = await testApp.app.inject({
      method: 'POST',
      url: `/api/auth/reset/${resetToken}`,
      payload: { password: 'Reset-horse-9' },
    });
    expect(reset.statusCode).toBe(200);

    expect(await meStatus(testApp, account.token)).toBe(401);
    expect(await meStatus(testApp, laptop)).toBe(401);
    const fresh = await secondDevice(account.email, 'Reset-horse-9');
    expect(await meStatus(testApp, fresh)).toBe(200);
  });

  it('the set-password screen ends every session too', async () => {
    const account = await signUp(testApp);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/forget',
      payload: { email: account.email },
    });
    // The reset mail goes out after the answer.
    await testApp.app.backgroundWork.settled();
    const resetToken = tokenFromMail(testApp.smtp!.lastMailTo(account.email).text);
    const reset = await testApp.app.inject({
      method: 'POST',
      url: `/api/user/${account.userId}/password`,
      payload: { password: 'Reset-horse-9', token: resetToken },
    });
    expect(reset.statusCode).toBe(200);
    expect(await meStatus(testApp, account.token)).toBe(401);
  });

  it('account deletion ends every session', async () => {
    const account = await signUp(testApp);
    const laptop = await secondDevice(account.email, account.password);
    const deleted = await call(testApp, account.token, 'DELETE', 'users/me', {
      password: account.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await meStatus(testApp, account.token)).toBe(401);
    expect(await meStatus(testApp, laptop)).toBe(401);
  });
});

describe('sign-in tokens', () => {
  it('refuses a validly signed token that names no session (issued before sessions existed)', async () => {
    const account = await signUp(testApp);
    const withoutSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.userId)
      .setAudience('telemed:access')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(testApp.config.jwtSecret));
    expect(await meStatus(testApp, withoutSession)).toBe(401);
  });

  it('refuses a token whose session belongs to another user', async () => {
    const first = await signUp(testApp);
    const second = await signUp(testApp);
    const { jti } = JSON.parse(
      Buffer.from(first.token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as { jti: string };
    const borrowed = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(second.userId)
      .setJti(jti)
      .setAudience('telemed:access')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(testApp.config.jwtSecret));
    expect(await meStatus(testApp, borrowed)).toBe(401);
  });
});

describe('removal from a clinic', () => {
  it('takes the clinic away from the removed member at once', async () => {
    const clinic = await createClinic(testApp, 'Removal Clinic');
    const colleague = await signUp(testApp);
    const invited = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/employee`,
      {
        email: colleague.email,
        role: 'nurse',
      },
    );
    expect(invited.statusCode).toBe(201);
    const joined = await call(testApp, colleague.token, 'POST', 'teams/joinToTeam', {
      teamId: clinic.teamId,
    });
    const memberId = joined.json<{ memberId: string }>().memberId;
    expect(
      (await call(testApp, colleague.token, 'GET', `teams/${clinic.teamId}/member/me`)).statusCode,
    ).toBe(200);

    const removed = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      `teams/${clinic.teamId}/members/${memberId}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(testApp, colleague.token, 'GET', `teams/${clinic.teamId}/member/me`)).statusCode,
    ).toBe(403);
    // The person keeps their account and its other sessions' worth: only the clinic is gone.
    expect(await meStatus(testApp, colleague.token)).toBe(200);
  });
});
