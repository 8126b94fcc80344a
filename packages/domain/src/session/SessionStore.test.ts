import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/ApiClient';
import { MemoryStorage } from '../client/MemoryStorage';
import { aUser, json, recordingFetch } from '../client/recordingFetch.test-support';
import type { Answer } from '../client/recordingFetch.test-support';
import { MemoryTokenStore } from '../client/TokenStore';
import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { createMockFetch } from '../mock/createMockFetch';
import type { MockHandlers } from '../mock/createMockFetch';
import type { Team } from '../schemas/team';
import { isPortalTeam } from '../rules/roles';
import { SessionStore } from './SessionStore';

function team(name: string, role: Team['role'] = 'doctor'): Team {
  return {
    _id: crypto.randomUUID(),
    name,
    countryContext: 'PL',
    details: null,
    role,
    memberId: crypto.randomUUID(),
  };
}

function sessionWith(
  answers: Answer[],
  token: string | null = 'stored-token',
  teamFilter?: ConstructorParameters<typeof SessionStore>[0]['teamFilter'],
) {
  const { fetch, requests } = recordingFetch(...answers);
  const tokenStore = new MemoryTokenStore(token);
  const client = new ApiClient({ baseUrl: 'https://telemed.test/api', fetch, tokenStore });
  const storage = new MemoryStorage();
  const onBadGateway = vi.fn();
  const session = new SessionStore({ client, storage, onBadGateway, teamFilter });
  return { session, client, tokenStore, storage, requests, onBadGateway };
}

/** A session whose client is served by the contract's mock: handlers instead of a queue. */
function sessionOnMock(
  handlers: MockHandlers,
  teamFilter?: ConstructorParameters<typeof SessionStore>[0]['teamFilter'],
) {
  const client = new ApiClient({
    baseUrl: 'https://telemed.test/api',
    fetch: createMockFetch(handlers),
    tokenStore: new MemoryTokenStore('mock-token'),
  });
  const storage = new MemoryStorage();
  return { session: new SessionStore({ client, storage, teamFilter }), storage };
}

const tokenExpired = json(401, {
  statusCode: 401,
  code: 'TOKEN_EXPIRED_OR_INVALID',
  message: 'Token expired or invalid',
});

describe('SessionStore authentication', () => {
  it('starts unknown', () => {
    const { session } = sessionWith([]);

    expect(session.getSnapshot().status).toBe('unknown');
  });

  it('is authenticated after a successful current-user fetch', async () => {
    const { session } = sessionWith([json(200, aUser)]);

    await session.restore();

    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', user: aUser });
  });

  it('is not authenticated without a stored token, without asking the server', async () => {
    const { session, requests } = sessionWith([], null);

    await session.restore();

    expect(session.getSnapshot().status).toBe('notAuthenticated');
    expect(requests).toEqual([]);
  });

  it('is not authenticated when the current-user fetch fails', async () => {
    const { session, onBadGateway } = sessionWith([tokenExpired]);

    await session.restore();

    expect(session.getSnapshot()).toMatchObject({ status: 'notAuthenticated', user: null });
    expect(onBadGateway).not.toHaveBeenCalled();
  });

  it('fires the bad-gateway callback on a 502 and is not authenticated', async () => {
    const { session, onBadGateway } = sessionWith([
      () => new Response('Bad gateway', { status: 502 }),
    ]);

    await session.restore();

    expect(onBadGateway).toHaveBeenCalledOnce();
    expect(session.getSnapshot().status).toBe('notAuthenticated');
  });

  it('fetches the current user again when its length units are missing', async () => {
    const withoutUnits = { ...aUser, settings: { language: 'pl', temperatureUnits: 'celsius' } };
    const { session, requests } = sessionWith([json(200, withoutUnits), json(200, aUser)]);

    await session.restore();

    expect(requests.map(({ url }) => url)).toEqual([
      'https://telemed.test/api/users/me',
      'https://telemed.test/api/users/me',
    ]);
    expect(session.getSnapshot().user?.settings.lengthUnits).toBe('metric');
  });

  it('signs in with the returned token and user', async () => {
    const { session, tokenStore } = sessionWith(
      [json(200, { token: 'fresh-token', user: aUser })],
      null,
    );

    await session.signIn({ email: aUser.email, password: 'long-enough' });

    expect(tokenStore.get()).toBe('fresh-token');
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', user: aUser });
  });

  it('is not authenticated when sign-in returns no token', async () => {
    const { session } = sessionWith([json(200, { user: aUser })], null);

    await session.signIn({ email: aUser.email, password: 'long-enough' });

    expect(session.getSnapshot().status).toBe('notAuthenticated');
  });

  it('signs out and shows the token-expired error toast when a call answers 401', async () => {
    const { session, client, tokenStore } = sessionWith([json(200, aUser), tokenExpired]);
    await session.restore();
    const messages: unknown[] = [];
    client.on('message', (message) => messages.push(message));

    await client.teams.list().catch(() => undefined);

    expect(session.getSnapshot()).toMatchObject({ status: 'notAuthenticated', user: null });
    expect(tokenStore.get()).toBeNull();
    expect(messages).toEqual([
      {
        text: 'Token expired or invalid',
        messageKey: ERROR_MESSAGE_KEYS.tokenExpired,
        type: 'error',
      },
    ]);
  });

  it('logs out on the server before forgetting the token', async () => {
    const { session, tokenStore, requests } = sessionWith([
      json(200, aUser),
      json(200, { message: 'signed out' }),
    ]);
    await session.restore();

    await session.logOut();

    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      url: 'https://telemed.test/api/logout',
      headers: { Authorization: 'Bearer stored-token' },
    });
    expect(tokenStore.get()).toBeNull();
    expect(session.getSnapshot().status).toBe('notAuthenticated');
  });

  it('forgets the token without the expiry toast when the session had already ended', async () => {
    const { session, client, tokenStore } = sessionWith([json(200, aUser), tokenExpired]);
    await session.restore();
    const messages: unknown[] = [];
    client.on('message', (message) => messages.push(message));

    await session.logOut();

    expect(tokenStore.get()).toBeNull();
    expect(messages).toEqual([]);
  });

  it('tells subscribers about every change', async () => {
    const { session } = sessionWith([json(200, aUser)]);
    const listener = vi.fn();
    session.subscribe(listener);

    await session.restore();
    session.signOut();

    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('SessionStore active team', () => {
  it('activates the stored team when the user belongs to it', async () => {
    const teams = [team('Klinika Zdrowie'), team('Praxis Berlin')];
    const { session, storage } = sessionOnMock({ teams: { list: () => teams } });
    storage.setItem('teamId', teams[1]!._id);

    await session.loadTeams();

    expect(session.getSnapshot()).toMatchObject({ teams, activeTeamId: teams[1]!._id });
  });

  it('activates the first team when the stored one is not among the user teams', async () => {
    const teams = [team('Klinika Zdrowie'), team('Praxis Berlin')];
    const { session, storage } = sessionOnMock({ teams: { list: () => teams } });
    storage.setItem('teamId', crypto.randomUUID());

    await session.loadTeams();

    expect(session.getSnapshot().activeTeamId).toBe(teams[0]!._id);
  });

  it('remembers a selected team under `teamId`', async () => {
    const teams = [team('Klinika Zdrowie'), team('Praxis Berlin')];
    const { session, storage } = sessionOnMock({ teams: { list: () => teams } });
    await session.loadTeams();

    session.selectTeam(teams[1]!._id);

    expect(storage.getItem('teamId')).toBe(teams[1]!._id);
    expect(session.getSnapshot().activeTeamId).toBe(teams[1]!._id);
  });

  it('lists and activates only the clinics its filter accepts (the staff portal’s variant)', async () => {
    const asPatient = team('Klinika Zdrowie', 'user');
    const asNurse = team('Praxis Berlin', 'nurse');
    const { session, storage } = sessionOnMock(
      { users: { me: () => aUser }, teams: { list: () => [asPatient, asNurse] } },
      isPortalTeam,
    );
    storage.setItem('teamId', asPatient._id);
    await session.restore();

    await session.loadTeams();

    expect(session.getSnapshot()).toMatchObject({ teams: [asNurse], activeTeamId: asNurse._id });
  });

  it('keeps a site administrator’s every clinic in the portal', async () => {
    const asPatient = team('Klinika Zdrowie', 'user');
    const { session } = sessionOnMock(
      {
        users: { me: () => ({ ...aUser, role: ['administrator'] }) },
        teams: { list: () => [asPatient] },
      },
      isPortalTeam,
    );
    await session.restore();

    expect(await session.loadTeams()).toEqual([asPatient]);
  });
});
