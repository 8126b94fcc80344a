import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../examinationsFixtures';
import { setUpTestApp } from '../helpers/setUpTestApp';
import { VALID_PASSWORD, bearer, logIn, signUp } from '../helpers/testApp';
import { PUBLIC_ROUTES, apiRoutes, guardedClinic, routeName, urlOf } from './guardedClinic';
import type { GuardedClinic } from './guardedClinic';

/*
 * Every bearer that is not a live session, on every route that needs one: no token, text that is
 * no token, a token signed with another key, an unsigned one, one past its expiry, one whose
 * session was logged out, one from before a password change, and an avatar upload grant (signed
 * with the right key, for another audience). Each must be 401 'Token expired or invalid' before
 * anything else is looked at, the body included.
 */

const testApp = setUpTestApp();

let guarded: GuardedClinic;
/** Bearer tokens that must open nothing, by what they are. */
const identities: Record<string, string | null> = {};

/** A JWT with the given header and claims and no signature. */
function unsigned(header: object, claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(claims)}.`;
}

beforeAll(async () => {
  guarded = await guardedClinic(testApp);
  const { app } = testApp;
  const nurse = guarded.members.nurse;
  const live = decodeJwt(nurse.token);

  const loggedOut = await logIn(app, nurse.email, VALID_PASSWORD);
  const loggedOutToken = loggedOut.json<{ token: string }>().token;
  expect((await call(testApp, loggedOutToken, 'POST', 'logout')).statusCode).toBe(200);

  // The device that changes the password stays signed in; every other session of the account ends.
  const changer = await signUp(testApp);
  const otherDevice = (await logIn(app, changer.email, VALID_PASSWORD)).json<{ token: string }>();
  const changed = await call(testApp, changer.token, 'POST', 'users/me/password', {
    currentPassword: VALID_PASSWORD,
    newPassword: 'Another-horse-8',
  });
  expect(changed.statusCode).toBe(200);

  identities['no token'] = null;
  identities['text that is no token'] = 'not-a-token';
  identities['a token signed with another key'] = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(nurse.userId)
    .setJti(String(live.jti))
    .setAudience(String(live.aud))
    .setExpirationTime('1h')
    .sign(randomBytes(32));
  identities['an unsigned token (alg none)'] = unsigned(
    { alg: 'none', typ: 'JWT' },
    { ...live, exp: Math.floor(Date.now() / 1000) + 3600 },
  );
  identities['a token past its expiry'] = await app.accessTokens.signAccessToken({
    id: String(live.jti),
    userId: nurse.userId,
    expiresAt: new Date(Date.now() - 60_000),
  });
  identities['a logged-out session'] = loggedOutToken;
  identities['another device’s session from before a password change'] = otherDevice.token;
  identities['an avatar upload grant'] = await app.accessTokens.signAvatarUpload(
    nurse.userId,
    'image/png',
  );
});

describe('a bearer that is no live session', () => {
  it('still opens the routes for the live session it was made from', async () => {
    const me = await call(testApp, guarded.members.nurse.token, 'GET', 'users/me');
    expect(me.statusCode).toBe(200);
  });

  it('is refused with 401 on every route that is not public', async () => {
    const routes = apiRoutes(testApp).filter((route) => !(routeName(route) in PUBLIC_ROUTES));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    let tried = 0;
    for (const [identity, token] of Object.entries(identities)) {
      for (const route of routes) {
        tried += 1;
        const response = await testApp.app.inject({
          method: route.method as InjectOptions['method'],
          url: urlOf(route.path, guarded.ids),
          headers: token === null ? {} : bearer(token),
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: { any: 1 } } : {}),
        });
        if (response.statusCode !== 401 || response.json().message !== 'Token expired or invalid')
          failures.push(`${identity}: ${routeName(route)} ${response.statusCode}`);
      }
    }
    expect(tried).toBe(routes.length * Object.keys(identities).length);
    expect(failures).toEqual([]);
  }, 120_000);
});
