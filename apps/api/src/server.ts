import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { AppConfig } from './config';

/** Where mail goes and, without SMTP, how to read it: the outbox folder and, on loopback, the route. */
function mailLines(config: AppConfig): string[] {
  if (config.smtpUrl) return ['  mail:     SMTP'];
  const lines = [
    `  mail:     outbox, one .eml and .json file per mail in ${config.dataDir}/outbox`,
  ];
  if (config.devOutbox) {
    lines.push(
      `            also listed at ${config.publicUrl}/api/dev/outbox for a signed-in site administrator`,
    );
  }
  return lines;
}

/** How long a stopping process may take before it exits anyway (its tasks' leases then lapse). */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Whether this process only runs background tasks (`server.js worker`, or `TELEMED_MODE=worker`):
 * no HTTP, no demo; more workers on one PostgreSQL share the tasks.
 */
function isWorker(argv: string[], env: NodeJS.ProcessEnv): boolean {
  return argv.slice(2).includes('worker') || env.TELEMED_MODE === 'worker';
}

/**
 * Stops the process gracefully on SIGINT and SIGTERM: the app stops taking tasks and hands its
 * running ones back, closes the socket server and the database; past the deadline it exits
 * anyway.
 */
function stopOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => {
      app.log.error(`not closed within ${SHUTDOWN_DEADLINE_MS} ms, exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * A worker: the app with its task runner and no listening socket. PGlite's database belongs to
 * one process, so a worker needs PostgreSQL.
 */
async function runWorker(config: AppConfig): Promise<void> {
  if (config.database.kind !== 'postgres') {
    throw new Error(
      'A worker shares the database with the servers: set DATABASE_URL (PostgreSQL).',
    );
  }
  const app = await buildApp({
    config: { ...config, tasks: { ...config.tasks, run: true } },
    logger: { level: config.logLevel },
  });
  stopOnSignals(app);
  await app.ready();
  process.stdout.write('Telemed worker is running background tasks (PostgreSQL)\n');
}

/**
 * Starts the one Telemed server: migrates (on app build), prepares the demo when enabled (seeded
 * into an empty database, synthetic recordings for its examinations), listens, prints where to
 * go and how to sign in, and shuts down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (isWorker(process.argv, process.env)) return runWorker(config);
  const app = await buildApp({ config, logger: { level: config.logLevel } });
  // The seed is loaded only when the demo is asked for.
  const demo = config.seedDemo ? await import('./seed/demoServer') : null;
  await demo?.prepareDemo(app);
  stopOnSignals(app);

  await app.listen({ host: config.host, port: config.port });
  const database =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.dataDir}/pglite`;
  const lines = [
    '',
    `Telemed is running at ${config.publicUrl}`,
    `  database: ${database}`,
    ...mailLines(config),
    ...(demo?.demoSignInLines(config) ?? []),
  ];
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // After listening, so the server is up at once.
  if (demo) void demo.makeFeaturedDemoRecordings(app);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
