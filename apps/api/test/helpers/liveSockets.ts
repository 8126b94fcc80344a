import type { AddressInfo } from 'node:net';
import type { ServerToClientEvents } from '@telemed/domain';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';

type Payload<Name extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[Name]>[0];

/**
 * Live sockets to a listening test app: each records every announcement of one name, once the
 * server greeted it (`session.ready`, so it has joined its rooms). Close them after the tests.
 */
export function liveSockets(app: () => FastifyInstance) {
  const sockets: Socket[] = [];
  return {
    async listenTo<Name extends Exclude<keyof ServerToClientEvents, 'session.ready'>>(
      token: string,
      name: Name,
    ): Promise<Payload<Name>[]> {
      const { port } = app().server.address() as AddressInfo;
      const socket = io(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      const received: Payload<Name>[] = [];
      socket.on(name as string, (event: Payload<Name>) => received.push(event));
      await new Promise((resolve) => socket.once('session.ready', resolve));
      return received;
    },
    close(): void {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}

/** Resolves once `received` holds `count` announcements. */
export async function until(received: unknown[], count: number): Promise<void> {
  await expect.poll(() => received.length, { timeout: 2_000, interval: 5 }).toBe(count);
}
