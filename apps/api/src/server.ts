import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * Starts the one Telemed server: migrates (on app build), prepares the demo when enabled (seeded
 * into an empty database, synthetic recordings for its examinations), listens, prints where to
 * go and how to sign in, and shuts down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: config.logLevel } });
  // The seed is loaded only when the demo is asked for.
  const demo = config.seedDemo ? await import('./seed/demoServer') : null;
  await demo?.prepareDemo(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
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

  await app.listen({ host: config.host, port: config.port });
  const database =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.dataDir}/pglite`;
  const mail = config.smtpUrl ? 'SMTP' : `outbox at ${config.publicUrl}/api/dev/outbox`;
  const lines = [
    '',
    `Telemed is running at ${config.publicUrl}`,
    `  database: ${database}`,
    `  mail:     ${mail}`,
    ...(demo?.demoSignInLines() ?? []),
  ];
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // After listening, so the server is up at once.
  if (demo) void demo.makeFeaturedDemoRecordings(app);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
