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
