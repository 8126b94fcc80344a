import { buildApp } from './app';
import { isLoopbackHost, loadConfig } from './config';
import type { AppConfig } from './config';
import { TeamsRepository } from './repositories/teamsRepository';
import { UsersRepository } from './repositories/usersRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from './seed/demo';
import { seedDemoRecordings } from './seed/demoRecordings';

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
    // The demo clinic's administrator is also the site administrator.
    const administrator = DEMO_SIGN_INS.find((signIn) => signIn.role === 'administrator');
    if (config.seedDemo && administrator)
      lines.push(`            (the demo's ${administrator.email})`);
  }
  return lines;
}

/**
 * Starts the one Telemed server: migrates (on app build), seeds the demo into an empty database
 * when enabled, listens, prints where to go and how to sign in, and shuts down gracefully.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: config.logLevel } });

  if (config.seedDemo && (await new UsersRepository(app.db).count()) === 0) {
    await seedDemo(app.db, app.passwordHasher);
    app.log.info('Seeded the demo clinic');
  }

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
  ];
  if (config.seedDemo) {
    lines.push(`  demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const signIn of DEMO_SIGN_INS) lines.push(`    ${signIn.role.padEnd(16)} ${signIn.email}`);
    if (!isLoopbackHost(config.host)) {
      lines.push(
        '  warning: the demo passwords are public; never seed the demo on a public address',
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  if (config.seedDemo) {
    // The featured demo recordings are made after listening, so the server is up at once; any
    // demo examination opened before they are ready makes its own on first access.
    const clinic = await new TeamsRepository(app.db).findByName(DEMO_CLINIC_NAME);
    if (clinic)
      seedDemoRecordings(app.db, app.recordingsService, clinic.id).then(
        (ready) => app.log.info(`Demo recordings ready for ${ready.length} examinations`),
        (error: unknown) => app.log.error({ err: error }, 'demo recordings failed'),
      );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
