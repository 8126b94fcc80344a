import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../src/db/connect';
import { ThrottlesRepository } from '../src/repositories/throttlesRepository';
import { RequestThrottle } from '../src/services/requestThrottle';
import type { ThrottleLimits } from '../src/services/requestThrottle';
import { call, createClinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { createTestDatabase } from './helpers/testDatabase';
import {
  ACCEPTED_CONSENTS,
  bearer,
  createTestApp,
  logIn,
  signUp,
  uniqueEmail,
  uniqueRemoteAddress,
  VALID_PASSWORD,
} from './helpers/testApp';
import type { Response, TestApp } from './helpers/testApp';

/** Small limits, so each is reached in a few calls. */
const LIMITS = {
  LOGIN_ATTEMPTS_PER_MINUTE: '10',
  LOGIN_FAILURES_PER_ACCOUNT: '8',
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: '3',
  ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR: '4',
  ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '2',
};

/** The request limit each route names in its config, as the routes are registered. */
const throttleOfRoute = new Map<string, string>();

const testApp = setUpTestApp({
  env: LIMITS,
  onRoute: (route: RouteOptions) => {
    if (route.config?.throttle)
      throttleOfRoute.set(`${route.method} ${route.url}`, route.config.throttle);
  },
});

const statusesOf = (responses: Response[]) => responses.map((response) => response.statusCode);

async function inSequence(count: number, call: (index: number) => Promise<Response>) {
  const responses: Response[] = [];
  for (let index = 0; index < count; index += 1) responses.push(await call(index));
  return responses;
}

/** The spec's 429: the server's message (platform-core §8) and when to retry. */
function expectTooManyRequests(response: Response, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
    message: `Too many requests, try again in ${retryAfter} seconds`,
  });
}

const QUARTER_HOUR = 15 * 60;
const HOUR = 60 * 60;

describe('the limited calls', () => {
  it('are sign-in, every password check of a signed-in user, every call that mails an address it is given and the public checkout calls', () => {
    expect(Object.fromEntries(throttleOfRoute)).toEqual({
      'POST /api/login': 'signIn',
      'POST /api/users/me/password': 'passwordCheck',
      'DELETE /api/users/me': 'passwordCheck',
      'DELETE /api/teams/:teamId': 'passwordCheck',
      'POST /api/users': 'registration',
      'POST /api/forget': 'resetRequest',
      'POST /api/users/me/email': 'emailChange',
      'POST /api/rehabilitationUsers': 'registration',
      'GET /api/payments/checkouts/:checkoutId': 'checkout',
      'HEAD /api/payments/checkouts/:checkoutId': 'checkout',
      'GET /api/payments/sandbox/checkouts/:checkoutId': 'checkout',
      'HEAD /api/payments/sandbox/checkouts/:checkoutId': 'checkout',
      'POST /api/payments/sandbox/checkouts/:checkoutId/outcome': 'checkout',
    });
  });
});

describe('sign-in', () => {
  it('refuses an account from an address after 3 failures there, and only there', async () => {
    const account = await signUp(testApp);
    const remoteAddress = uniqueRemoteAddress();
    const failures = await inSequence(3, () =>
      logIn(testApp.app, account.email, 'Wrong-guess-1', { remoteAddress }),
    );
    expect(statusesOf(failures)).toEqual([401, 401, 401]);

    // Refused before the password is checked: the right one too, or the answer would tell.
    expectTooManyRequests(
      await logIn(testApp.app, account.email, account.password, { remoteAddress }),
      QUARTER_HOUR,
    );
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(200);
  });

  it('starts the count of an account from an address over on the right password', async () => {
    const account = await signUp(testApp);
    const remoteAddress = uniqueRemoteAddress();
    const responses = await inSequence(12, (index) =>
      logIn(testApp.app, account.email, index % 4 < 2 ? 'Wrong-guess-1' : account.password, {
        remoteAddress,
      }),
    );
    expect(statusesOf(responses)).toEqual([
      ...[401, 401, 200, 200],
      ...[401, 401, 200, 200],
      ...[401, 401, 200, 200],
    ]);
  });

  it('never counts right passwords against an address', async () => {
    const account = await signUp(testApp);
    const remoteAddress = uniqueRemoteAddress();
    const responses = await inSequence(14, () =>
      logIn(testApp.app, account.email, account.password, { remoteAddress }),
    );
    expect(statusesOf(responses)).toEqual(Array(14).fill(200));
  });

  it('refuses an address after 10 failures on any accounts', async () => {
    const account = await signUp(testApp);
    const remoteAddress = uniqueRemoteAddress();
    const failures = await inSequence(10, () =>
      logIn(testApp.app, uniqueEmail('sprayed'), 'Wrong-guess-1', { remoteAddress }),
    );
    expect(statusesOf(failures)).toEqual(Array(10).fill(401));
    expectTooManyRequests(
      await logIn(testApp.app, account.email, account.password, { remoteAddress }),
      60,
    );
  });

  it('refuses an account everywhere after 8 failures from any addresses', async () => {
    const account = await signUp(testApp);
    const failures = await inSequence(8, () => logIn(testApp.app, account.email, 'Wrong-guess-1'));
    expect(statusesOf(failures)).toEqual(Array(8).fill(401));
    expectTooManyRequests(await logIn(testApp.app, account.email, account.password), QUARTER_HOUR);
  });

  it('spends no account budget on requests refused for their address', async () => {
    const account = await signUp(testApp);
    const remoteAddress = uniqueRemoteAddress();
    await inSequence(10, () =>
      logIn(testApp.app, uniqueEmail('sprayed'), 'Wrong-guess-1', { remoteAddress }),
    );
    const refused = await inSequence(10, () =>
      logIn(testApp.app, account.email, 'Wrong-guess-1', { remoteAddress }),
    );
    expect(statusesOf(refused)).toEqual(Array(10).fill(429));
    expect((await logIn(testApp.app, account.email, account.password)).statusCode).toBe(200);
  });
});

describe('a signed-in user’s password checks', () => {
  it('refuse a password change after 8 wrong current passwords', async () => {
    const account = await signUp(testApp);
    const change = (currentPassword: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: bearer(account.token),
        payload: { currentPassword, newPassword: 'Quiet-Orchard-58' },
      });
    const wrong = await inSequence(8, () => change('Wrong-guess-1'));
    expect(statusesOf(wrong)).toEqual(Array(8).fill(400));
    expectTooManyRequests(await change(account.password), QUARTER_HOUR);
  });

  it('count account and clinic deletion with password changes, and refuse them alike', async () => {
    const clinic = await createClinic(testApp, 'Guessed Clinic');
    const { token } = clinic.admin;
    const deleteClinic = (password: string) =>
      call(testApp, token, 'DELETE', `teams/${clinic.teamId}`, { password });
    const deleteAccount = (password: string) =>
      call(testApp, token, 'DELETE', 'users/me', { password });
    const changePassword = (currentPassword: string) =>
      call(testApp, token, 'POST', 'users/me/password', {
        currentPassword,
        newPassword: 'Quiet-Orchard-58',
      });

    const wrong = [
      ...(await inSequence(3, () => deleteClinic('Wrong-guess-1'))),
      ...(await inSequence(3, () => deleteAccount('Wrong-guess-1'))),
      ...(await inSequence(2, () => changePassword('Wrong-guess-1'))),
    ];
    expect(statusesOf(wrong)).toEqual(Array(8).fill(400));

    // The right password too: the answer must not tell whether a guess was right.
    expectTooManyRequests(await deleteClinic(VALID_PASSWORD), QUARTER_HOUR);
    expectTooManyRequests(await deleteAccount(VALID_PASSWORD), QUARTER_HOUR);
    expect((await call(testApp, token, 'GET', `teams/${clinic.teamId}/member/me`)).statusCode).toBe(
      200,
    );
  });
});

describe('registration', () => {
  const register = (email: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress,
      payload: { email, password: 'Quiet-Orchard-58', acceptedConsents: ACCEPTED_CONSENTS },
    });

  it('refuses a fifth registration from one address within an hour', async () => {
    const remoteAddress = uniqueRemoteAddress();
    const responses = await inSequence(4, () => register(uniqueEmail('burst'), remoteAddress));
    expect(statusesOf(responses)).toEqual([201, 201, 201, 201]);
    expectTooManyRequests(await register(uniqueEmail('burst'), remoteAddress), HOUR);
    expect((await register(uniqueEmail('elsewhere'), uniqueRemoteAddress())).statusCode).toBe(201);
  });

  it('refuses a third registration of one e-mail address within an hour', async () => {
    const email = uniqueEmail('flooded');
    const responses = await inSequence(2, () => register(email, uniqueRemoteAddress()));
    expect(statusesOf(responses)).toEqual([201, 201]);
    expectTooManyRequests(await register(email, uniqueRemoteAddress()), HOUR);
  });
});

describe('password reset requests', () => {
  const forget = (email: string, remoteAddress: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/forget', remoteAddress, payload: { email } });

  it('refuse a fifth request from one address within an hour, whatever the addresses', async () => {
    const remoteAddress = uniqueRemoteAddress();
    const responses = await inSequence(4, () => forget(uniqueEmail('probe'), remoteAddress));
    expect(statusesOf(responses)).toEqual([200, 200, 200, 200]);
    expectTooManyRequests(await forget(uniqueEmail('probe'), remoteAddress), HOUR);
  });

  it('refuse a third request for one address within an hour, from anywhere', async () => {
    const email = uniqueEmail('inbox');
    const responses = await inSequence(2, () => forget(email, uniqueRemoteAddress()));
    expect(statusesOf(responses)).toEqual([200, 200]);
    expectTooManyRequests(await forget(email, uniqueRemoteAddress()), HOUR);
  });
});

describe('e-mail change requests', () => {
  it('refuse a fifth request from one address, and a third to one address', async () => {
    const account = await signUp(testApp);
    const change = (email: string, remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/me/email',
        remoteAddress,
        headers: bearer(account.token),
        payload: { email },
      });
    const remoteAddress = uniqueRemoteAddress();
    const fromOne = await inSequence(4, () => change(uniqueEmail('new'), remoteAddress));
    expect(statusesOf(fromOne)).toEqual([200, 200, 200, 200]);
    expectTooManyRequests(await change(uniqueEmail('new'), remoteAddress), HOUR);

    const target = uniqueEmail('target');
    const toOne = await inSequence(2, () => change(target, uniqueRemoteAddress()));
    expect(statusesOf(toOne)).toEqual([200, 200]);
    expectTooManyRequests(await change(target, uniqueRemoteAddress()), HOUR);
  });
});

describe('counts in the database', () => {
  /** A database two test apps can open: PGlite on disk (one after the other) or PostgreSQL. */
  async function sharedDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
    if (process.env.TELEMED_TEST_DATABASE === 'postgres') return createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'telemed-throttle-'));
    return {
      target: { kind: 'pglite', dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }

  it('are shared by API processes, and survive a restart', async () => {
    const database = await sharedDatabase();
    // Processes of one deployment share the secret that keys the counters.
    const env = { ...LIMITS, JWT_SECRET: randomBytes(32).toString('hex') };
    let first: TestApp | undefined = await createTestApp({ env, database: database.target });
    let second: TestApp | undefined;
    try {
      const account = await signUp(first);
      const remoteAddress = uniqueRemoteAddress();
      const failures = await inSequence(3, () =>
        logIn(first!.app, account.email, 'Wrong-guess-1', { remoteAddress }),
      );
      expect(statusesOf(failures)).toEqual([401, 401, 401]);
      // PGlite is one process's database: the second server opens it after the first closed.
      if (database.target.kind === 'pglite') {
        await first.close();
        first = undefined;
      }
      second = await createTestApp({ env, database: database.target });
      expectTooManyRequests(
        await logIn(second.app, account.email, account.password, { remoteAddress }),
        QUARTER_HOUR,
      );
    } finally {
      await first?.close();
      await second?.close();
      await database.drop();
    }
  }, 120_000);

  it('start over when their window ends, and are swept then', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const limits = { registrationsPerAddress: { max: 2, windowSeconds: 60 } } as ThrottleLimits;
    const throttle = new RequestThrottle(
      new ThrottlesRepository(testApp.app.db),
      limits,
      'secret',
      () => now,
    );
    const check = [
      { limit: 'registrationsPerAddress', subject: `window-${Math.random()}` },
    ] as const;

    expect(await throttle.hit(check)).toBeNull();
    now = new Date('2026-01-01T10:00:20Z');
    expect(await throttle.hit(check)).toBeNull();
    expect(await throttle.hit(check)).toBe(40);
    now = new Date('2026-01-01T10:01:00Z');
    expect(await throttle.sweep()).toBeGreaterThanOrEqual(1);
    expect(await throttle.hit(check)).toBeNull();
  });
});
