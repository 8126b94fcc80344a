import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Server } from 'socket.io';

const LISTENER_READY_TIMEOUT_MS = 10_000;
const LISTENER_POLL_MS = 5;

/** The part of @socket.io/postgres-adapter 0.5's internals that tells whether LISTEN is done. */
interface PubSubInternals {
  client?: { client?: unknown };
}

/**
 * Routes socket.io broadcasts through PostgreSQL LISTEN/NOTIFY so that several API processes on
 * one database reach each other's sockets (ARCHITECTURE.md, "Scaling").
 *
 * Resolves only once the adapter's LISTEN connection is established. The adapter acquires that
 * connection asynchronously and its close() releases it only if it already has it: a server
 * closed during that window would leak the connection and `pool.end()` would wait forever. A
 * server that is ready is also one that hears the other servers from its first request.
 */
export async function attachPostgresAdapter(
  io: Server,
  pool: pg.Pool,
  log: FastifyBaseLogger,
): Promise<void> {
  io.adapter(
    createAdapter(pool, { errorHandler: (error) => log.error({ err: error }, 'realtime adapter') }),
  );
  const pubSub = (io.of('/').adapter as unknown as PubSubInternals).client;
  const deadline = Date.now() + LISTENER_READY_TIMEOUT_MS;
  while (!pubSub?.client) {
    if (Date.now() > deadline) {
      throw new Error('socket.io could not LISTEN on PostgreSQL within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, LISTENER_POLL_MS));
  }
}
