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

/** The adapter method (protected in its typings) that sends one message to the other servers. */
interface Publisher {
  doPublish(message: unknown): Promise<unknown>;
}

/**
 * Sends an adapter's messages one after another. The adapter NOTIFYs each message on whichever
 * pooled connection is free, so two broadcasts made back to back (a task's 25 % and 50 %) could
 * reach the other servers, and this server's own sockets — which the cluster adapter serves only
 * once the NOTIFY is done — in either order. One message in flight at a time keeps the order in
 * which this process emitted them, everywhere.
 */
function publishInOrder(adapter: Publisher): void {
  const publish = adapter.doPublish.bind(adapter);
  let previous: Promise<unknown> = Promise.resolve();
  adapter.doPublish = (message) => {
    const sent = previous.then(() => publish(message));
    previous = sent.catch(() => undefined);
    return sent;
  };
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
  const adapterOf = createAdapter(pool, {
    errorHandler: (error) => log.error({ err: error }, 'realtime adapter'),
  });
  // socket.io calls the factory with `new`, so it is a function, not an arrow.
  io.adapter(function orderedAdapter(namespace: Parameters<typeof adapterOf>[0]) {
    const adapter = adapterOf(namespace);
    publishInOrder(adapter as unknown as Publisher);
    return adapter;
  });
  const pubSub = (io.of('/').adapter as unknown as PubSubInternals).client;
  const deadline = Date.now() + LISTENER_READY_TIMEOUT_MS;
  while (!pubSub?.client) {
    if (Date.now() > deadline) {
      throw new Error('socket.io could not LISTEN on PostgreSQL within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, LISTENER_POLL_MS));
  }
}
