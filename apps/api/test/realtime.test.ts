import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp } from './helpers/testApp';
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
