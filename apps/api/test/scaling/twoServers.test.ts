// Runs only against PostgreSQL (the api-pglite project excludes this folder): PGlite is one
// process on one machine, while PostgreSQL is what lets several API servers share state.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { userRoom } from '../../src/plugins/realtime';
import { attachPostgresAdapter } from '../../src/realtime/postgresAdapter';
import { bearer, createTestApp, signUp } from '../helpers/testApp';
import type { TestApp } from '../helpers/testApp';

let first: TestApp;
let second: FastifyInstance;
const sockets: Socket[] = [];

beforeAll(async () => {
  first = await createTestApp();
  // A second, independent server on the same database: its own pool, its own socket.io.
  second = await buildApp({ config: first.config });
  await Promise.all([
    first.app.listen({ host: '127.0.0.1', port: 0 }),
    second.listen({ host: '127.0.0.1', port: 0 }),
  ]);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await second.close();
  await first.close();
});

const urlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

function connect(app: FastifyInstance, token: string): Promise<Socket> {
  const socket = io(urlOf(app), {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('session.ready', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('two API servers on one PostgreSQL', () => {
  it('accepts a sign-in token issued by the other server', async () => {
    const account = await signUp(first);
    const me = await second.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.userId, email: account.email });
  });

  it('delivers a broadcast from one server to a socket connected to the other', async () => {
    const account = await signUp(first);
    const socket = await connect(first.app, account.token);
    const received = new Promise((resolve) => socket.once('examination.updated', resolve));
    second.realtime
      .to(userRoom(account.userId))
      .emit('examination.updated', { examinationId: 'e-1' });
    await expect(received).resolves.toEqual({ examinationId: 'e-1' });
  });

  it('carries a broadcast larger than a NOTIFY payload through the attachments table', async () => {
    const account = await signUp(first);
    const socket = await connect(second, account.token);
    const note = 'x'.repeat(20_000);
    const received = new Promise((resolve) => socket.once('examination.updated', resolve));
    first.app.realtime.to(userRoom(account.userId)).emit('examination.updated', { note });
    await expect(received).resolves.toEqual({ note });
  });

  it('ends a session on both servers: its token and its socket on the other one', async () => {
    const account = await signUp(first);
    const socket = await connect(second, account.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(account.token),
    });
    expect(logout.statusCode).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
    const me = await second.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(account.token),
    });
    expect(me.statusCode).toBe(401);
  });

  it('releases its LISTEN connection when closed right after attaching', async () => {
    // The adapter acquires its LISTEN connection asynchronously and releases it on close only if
    // it already has it; closing the pool would then wait forever for the leaked connection.
    if (first.config.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const pool = new pg.Pool({ connectionString: first.config.database.url, max: 2 });
    const io = new Server(createServer());
    await attachPostgresAdapter(io, pool, first.app.log);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await pool.end();
    expect(pool.totalCount).toBe(0);
  }, 10_000);
});
