import type { FastifyInstance } from 'fastify';
import { isLoopbackHost } from '../config';
import type { AppConfig } from '../config';
import { TeamsRepository } from '../repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from './demo';
import { DemoClinicRecordings } from './demoClinicRecordings';
import { DemoRecordingsClosed } from './demoRecordingBuilder';
import { seedDemoRecordings } from './demoRecordings';

/*
 * The demo as the server runs it when TELEMED_SEED_DEMO asks for it; server.ts loads this module
 * only then, so a deployment without the demo never loads the seed.
 */

/**
 * Gives the demo clinic's examinations their synthetic recordings on first access, and seeds the
 * demo clinic into an empty database (a re-run keeps the data and never seeds twice).
 */
export async function prepareDemo(app: FastifyInstance): Promise<void> {
  app.recordingsService.useDemoRecordings(new DemoClinicRecordings(app.db), app.ecgAnalysisService);
  if ((await app.usersRepository.count()) > 0) return;
  await seedDemo(app.db, app.passwordHasher);
  app.log.info('Seeded the demo clinic');
}

/**
 * The lines the server prints about signing in to the demo: who reads the outbox (the demo
 * clinic's administrator is also the site administrator), and a warning off loopback.
 */
export function demoSignInLines(config: Pick<AppConfig, 'host' | 'devOutbox'>): string[] {
  const lines = [
    `  demo sign-ins (password ${DEMO_PASSWORD}):`,
    ...DEMO_SIGN_INS.map((signIn) => `    ${signIn.role.padEnd(16)} ${signIn.email}`),
  ];
  const administrator = DEMO_SIGN_INS.find((signIn) => signIn.role === 'administrator');
  if (config.devOutbox && administrator)
    lines.push(`  the outbox is listed to the demo's site administrator, ${administrator.email}`);
  if (!isLoopbackHost(config.host))
    lines.push('  warning: the demo passwords are public; never seed the demo on a public address');
  return lines;
}

/**
 * Makes the featured demo recordings in the background, so the server is up at once; any demo
 * examination opened before they are ready makes its own on first access.
 */
export async function makeFeaturedDemoRecordings(app: FastifyInstance): Promise<void> {
  const clinic = await new TeamsRepository(app.db).findByName(DEMO_CLINIC_NAME);
  if (!clinic) return;
  try {
    const ready = await seedDemoRecordings(app.db, app.recordingsService, clinic.id);
    app.log.info(`Demo recordings ready for ${ready.length} examinations`);
  } catch (error) {
    // Stopped right after seeding: the rest are made on first access after the next start.
    if (error instanceof DemoRecordingsClosed) app.log.info(error.message);
    else app.log.error({ err: error }, 'demo recordings failed');
  }
}
