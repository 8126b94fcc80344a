import { randomUUID } from 'node:crypto';
import { ApiRequestError, MemoryStorage, SessionStore } from '@telemed/domain';
import type { ToastMessage } from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApi } from './runningApi';
import type { RunningApi } from './runningApi';
import { signedInUser } from './signedInUser';

let api: RunningApi;

beforeAll(async () => {
  api = await startRunningApi();
});

afterAll(async () => {
  await api.close();
});

/** A sign-in token of the user that expired a minute ago, signed with the server's key. */
function expiredTokenOf(userId: string): Promise<string> {
  return api.app.accessTokens.signAccessToken({
    id: randomUUID(),
    userId,
    expiresAt: new Date(Date.now() - 60_000),
  });
}

describe('the client against the real API: token expiry', () => {
  it('on a 401 removes the stored token and emits tokenExpired', async () => {
    const { client, user } = await signedInUser(api);
    client.tokenStore.set(await expiredTokenOf(user.id));
    const expired: ApiRequestError[] = [];
    client.on('tokenExpired', (error) => expired.push(error));

    const failure: unknown = await client.users.me().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 401,
      code: 'TOKEN_EXPIRED_OR_INVALID',
      message: 'Application error. Refresh the page or contact your administrator.',
    });
    expect(expired).toEqual([failure]);
    expect(client.tokenStore.get()).toBeNull();
  });
});

describe('the session against the real API', () => {
  it('is authenticated with a valid stored token and picks the first team as active', async () => {
    const { client } = await signedInUser(api);
    const first = await client.teams.create({
      body: { name: 'Klinika Zdrowie', countryContext: 'PL' },
    });
    await client.teams.create({ body: { name: 'Praxis am Markt', countryContext: 'DE' } });
    const session = new SessionStore({ client, storage: new MemoryStorage() });

    await session.restore();
    await session.loadTeams();

    expect(session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      activeTeamId: first._id,
    });
    expect(session.getSnapshot().teams.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'Klinika Zdrowie', role: 'administrator' },
      { name: 'Praxis am Markt', role: 'administrator' },
    ]);
  });

  it('keeps the stored team active when the user belongs to it', async () => {
    const { client } = await signedInUser(api);
    await client.teams.create({ body: { name: 'Klinika Zdrowie', countryContext: 'PL' } });
    const second = await client.teams.create({
      body: { name: 'Clinica del Sol', countryContext: 'ES' },
    });
    const storage = new MemoryStorage();
    storage.setItem('teamId', second._id);
    const session = new SessionStore({ client, storage });

    await session.loadTeams();

    expect(session.getSnapshot().activeTeamId).toBe(second._id);
  });

  it('signs out with the token-expired toast when the stored token has expired', async () => {
    const { client, user } = await signedInUser(api);
    client.tokenStore.set(await expiredTokenOf(user.id));
    const session = new SessionStore({ client, storage: new MemoryStorage() });
    const toasts: ToastMessage[] = [];
    client.on('message', (toast) => toasts.push(toast));

    await session.restore();

    expect(session.getSnapshot()).toMatchObject({ status: 'notAuthenticated', user: null });
    expect(toasts).toEqual([
      { text: 'Token expired or invalid', messageKey: 'errors.tokenExpired', type: 'error' },
    ]);
  });

  it('signs in through the session and stores the token', async () => {
    const { email, password } = await signedInUser(api);
    const client = api.newClient();
    const session = new SessionStore({ client, storage: new MemoryStorage() });

    await session.signIn({ email, password });

    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', user: { email } });
    expect(client.tokenStore.get()).toEqual(expect.any(String));
    await expect(client.users.me()).resolves.toMatchObject({ email });
  });
});
