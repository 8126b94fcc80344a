import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './examinationsFixtures';
import { bearer, createTestApp, logIn, signUp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await testApp.close();
});

function connect(token: string | undefined): Socket {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function nextEvent<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

describe('socket.io', () => {
  it('greets an authenticated socket and joins its user and team rooms', async () => {
    const account = await signUp(testApp);
    const team = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: bearer(account.token),
        payload: { name: 'Realtime Clinic', countryContext: 'ES' },
      })
    ).json();

    const socket = connect(account.token);
    expect(await nextEvent(socket, 'session.ready')).toEqual({ userId: account.userId });

    const roomMessages = Promise.all([
      nextEvent(socket, 'user.ping'),
      nextEvent(socket, 'team.ping'),
    ]);
    testApp.app.realtime.to(`user:${account.userId}`).emit('user.ping', 'for the user');
    testApp.app.realtime.to(`team:${team._id}`).emit('team.ping', 'for the team');
    expect(await roomMessages).toEqual(['for the user', 'for the team']);
  });

  it('adds open sockets to the room of a clinic created after connecting', async () => {
    const account = await signUp(testApp);
    const socket = connect(account.token);
    await nextEvent(socket, 'session.ready');
    const team = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: bearer(account.token),
        payload: { name: 'Brand New Clinic', countryContext: 'CA' },
      })
    ).json();

    const received = nextEvent(socket, 'team.ping');
    testApp.app.realtime.to(`team:${team._id}`).emit('team.ping', 'welcome');
    expect(await received).toBe('welcome');
  });

  it('rejects a missing or invalid token with TOKEN_EXPIRED_OR_INVALID', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const error = await nextEvent<Error>(connect(token), 'connect_error');
      expect(error.message).toBe('TOKEN_EXPIRED_OR_INVALID');
    }
  });

  it('keeps HTTP routes working beside the socket', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

/** Resolves once the server closed the socket (reason 'io server disconnect'). */
function closedByServer(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

async function connected(token: string): Promise<Socket> {
  const socket = connect(token);
  await nextEvent(socket, 'session.ready');
  return socket;
}

describe('socket.io and ended sessions', () => {
  it('refuses to connect with the token of an ended session', async () => {
    const account = await signUp(testApp);
    await call(testApp, account.token, 'POST', 'logout');
    const error = await nextEvent<Error>(connect(account.token), 'connect_error');
    expect(error.message).toBe('TOKEN_EXPIRED_OR_INVALID');
  });

  it('drops the sockets of a session that logs out and keeps the other sessions’ sockets', async () => {
    const account = await signUp(testApp);
    const phoneToken = (await logIn(testApp.app, account.email, account.password)).json().token;
    const laptop = await connected(account.token);
    const phone = await connected(phoneToken);

    const laptopClosed = closedByServer(laptop);
    await call(testApp, account.token, 'POST', 'logout');
    expect(await laptopClosed).toBe('io server disconnect');

    const stillHeard = nextEvent(phone, 'user.ping');
    testApp.app.realtime.to(`user:${account.userId}`).emit('user.ping', 'still here');
    expect(await stillHeard).toBe('still here');
    expect(phone.connected).toBe(true);
  });

  it('drops the sockets of every other session when the password changes', async () => {
    const account = await signUp(testApp);
    const otherToken = (await logIn(testApp.app, account.email, account.password)).json().token;
    const current = await connected(account.token);
    const other = await connected(otherToken);

    const otherClosed = closedByServer(other);
    const changed = await call(testApp, account.token, 'POST', 'users/me/password', {
      currentPassword: account.password,
      newPassword: 'Another-horse-8',
    });
    expect(changed.statusCode).toBe(200);
    expect(await otherClosed).toBe('io server disconnect');
    const stillHeard = nextEvent(current, 'user.ping');
    testApp.app.realtime.to(`user:${account.userId}`).emit('user.ping', 'kept');
    expect(await stillHeard).toBe('kept');
  });

  it('takes a removed member’s sockets out of the clinic’s room', async () => {
    const admin = await signUp(testApp);
    const team = (
      await call(testApp, admin.token, 'POST', 'teams', {
        name: 'Room Clinic',
        countryContext: 'PL',
      })
    ).json<{ _id: string }>();
    const nurse = await signUp(testApp);
    await call(testApp, admin.token, 'POST', `teams/${team._id}/employee`, {
      email: nurse.email,
      role: 'nurse',
    });
    const { memberId } = (
      await call(testApp, nurse.token, 'POST', 'teams/joinToTeam', { teamId: team._id })
    ).json<{ memberId: string }>();
    const adminSocket = await connected(admin.token);
    const nurseSocket = await connected(nurse.token);

    const heardBefore = nextEvent(nurseSocket, 'team.ping');
    testApp.app.realtime.to(`team:${team._id}`).emit('team.ping', 'before');
    expect(await heardBefore).toBe('before');

    await call(testApp, admin.token, 'DELETE', `teams/${team._id}/members/${memberId}`);
    const nurseHeard: unknown[] = [];
    nurseSocket.on('team.ping', (payload) => nurseHeard.push(payload));
    // The administrator's socket hears the same broadcast, so once it has, the nurse's would have.
    const adminHeard = nextEvent(adminSocket, 'team.ping');
    testApp.app.realtime.to(`team:${team._id}`).emit('team.ping', 'after');
    expect(await adminHeard).toBe('after');
    const userHeard = nextEvent(nurseSocket, 'user.ping');
    testApp.app.realtime.to(`user:${nurse.userId}`).emit('user.ping', 'account still connected');
    expect(await userHeard).toBe('account still connected');
    expect(nurseHeard).toEqual([]);
  });

  it('takes every socket out of a deleted clinic’s room', async () => {
    const admin = await signUp(testApp);
    const team = (
      await call(testApp, admin.token, 'POST', 'teams', {
        name: 'Gone Clinic',
        countryContext: 'PL',
      })
    ).json<{ _id: string }>();
    const socket = await connected(admin.token);
    const heard: unknown[] = [];
    socket.on('team.ping', (payload) => heard.push(payload));

    const deleted = await call(testApp, admin.token, 'DELETE', `teams/${team._id}`, {
      password: admin.password,
    });
    expect(deleted.statusCode).toBe(200);
    testApp.app.realtime.to(`team:${team._id}`).emit('team.ping', 'after deletion');
    // A message to the user's own room arrives after any the clinic's room would have sent.
    const userHeard = nextEvent(socket, 'user.ping');
    testApp.app.realtime.to(`user:${admin.userId}`).emit('user.ping', 'still connected');
    expect(await userHeard).toBe('still connected');
    expect(heard).toEqual([]);
  });
});
