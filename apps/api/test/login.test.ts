import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTED_CONSENTS,
  VALID_PASSWORD,
  bearer,
  createTestApp,
  logIn,
  signUp,
  uniqueEmail,
} from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;
let account: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  testApp = await createTestApp();
  account = await signUp(testApp);
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/login', () => {
  it('answers a token and the user for the right password', async () => {
    const response = await logIn(testApp.app, account.email.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ id: account.userId, email: account.email, confirmed: true });

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(body.token),
    });
    expect(me.json().id).toBe(account.userId);
  });

  it('answers INVALID_CREDENTIALS for a wrong password or an unknown address', async () => {
    const expected = {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password',
    };
    const wrongPassword = await logIn(testApp.app, account.email, 'Not-the-password-1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    const unknown = await logIn(testApp.app, uniqueEmail('nobody'), VALID_PASSWORD);
    expect(unknown.json()).toEqual(expected);
  });

  it('refuses an account whose address is not confirmed yet', async () => {
    const email = uniqueEmail();
    await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, password: VALID_PASSWORD, acceptedConsents: ACCEPTED_CONSENTS },
    });
    const response = await logIn(testApp.app, email, VALID_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_NOT_CONFIRMED',
      message: 'Account not confirmed, check your email',
    });
  });

  it('validates the body', async () => {
    const response = await logIn(testApp.app, 'nope', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
      { property: 'password', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('answers 429 with a retry message after 10 failed sign-ins a minute from one address', async () => {
    const remoteAddress = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await logIn(testApp.app, `rate${attempt}@limit.test`, 'x', {
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));

    const limited = await logIn(testApp.app, account.email, account.password, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    const body = limited.json();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/^Too many requests, try again in (60|[1-5]?\d) seconds$/);
    expect(limited.headers['retry-after']).toBeDefined();

    const otherClient = await logIn(testApp.app, account.email, account.password);
    expect(otherClient.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const me = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/users/me', headers });
  const expected = {
    statusCode: 401,
    code: 'TOKEN_EXPIRED_OR_INVALID',
    message: 'Token expired or invalid',
  };

  it('answers TOKEN_EXPIRED_OR_INVALID without a token', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expected);
  });

  it('refuses a malformed or forged token', async () => {
    expect((await me(bearer('not.a.jwt'))).json()).toEqual(expected);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.userId)
      .setAudience('telemed:access')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some other secret'));
    expect((await me(bearer(forged))).json()).toEqual(expected);
    expect((await me({ authorization: `Basic ${account.token}` })).json()).toEqual(expected);
  });

  it('refuses an expired token', async () => {
    const expired = await testApp.app.accessTokens.signAccessToken({
      id: randomUUID(),
      userId: account.userId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect((await me(bearer(expired))).json()).toEqual(expected);
  });

  it('refuses an avatar upload grant used as a sign-in token', async () => {
    const grant = await testApp.app.accessTokens.signAvatarUpload(account.userId, 'image/png');
    expect((await me(bearer(grant))).json()).toEqual(expected);
  });
});
