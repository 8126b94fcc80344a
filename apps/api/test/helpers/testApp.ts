import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { BuildAppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppConfig } from '../../src/config';
import type { DatabaseTarget } from '../../src/db/connect';
import { users } from '../../src/db/schema';
import { SmtpTestServer } from './smtpTestServer';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** The SMTP server mails go to; null in outbox mode. */
  smtp: SmtpTestServer | null;
  close(): Promise<void>;
}

/**
 * A complete API on a real, empty database (see createTestDatabase) with its own data
 * directory. Mail goes through a loopback SMTP server unless `mail: 'outbox'`.
 */
export async function createTestApp(
  options: {
    mail?: 'smtp' | 'outbox';
    env?: Record<string, string>;
    /** Told every route as it is registered (see BuildAppOptions). */
    onRoute?: (route: RouteOptions) => void;
    /** The server's log, e.g. to a stream the test reads; none by default. */
    logger?: BuildAppOptions['logger'];
    /** A database another test app uses too; left in place on close. Default: a new one. */
    database?: DatabaseTarget;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'telemed-api-test-'));
  const smtp = options.mail === 'outbox' ? null : new SmtpTestServer();
  const smtpUrl = smtp ? await smtp.start() : undefined;
  const database = options.database
    ? { target: options.database, drop: async () => undefined }
    : await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      TELEMED_DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://telemed.test',
      TELEMED_SEED_DEMO: 'false',
      // The lowest allowed scrypt cost keeps hundreds of sign-ups per run fast; the algorithm is the same.
      PASSWORD_HASH_COST: '10',
      // Test files register hundreds of accounts from one address; test/throttle.test.ts sets
      // the production-like limits it checks.
      ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      ...options.env,
    }),
    database: database.target,
  };
  const app = await buildApp({
    config,
    logger: options.logger ?? false,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    config,
    smtp,
    async close() {
      await app.close();
      await smtp?.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.test`;
}

/** A distinct client address per sign-in, so only the limit tests meet the request limits. */
export function uniqueRemoteAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export const VALID_PASSWORD = 'Correct-horse-7';
export const ACCEPTED_CONSENTS = { termsOfService: true, privacyPolicy: true };

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export type Response = LightMyRequestResponse;

/** The `token` query parameter of the first link in a mail text. */
export function tokenFromMail(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No link with a token in mail:\n${text}`);
  return token;
}

/** The text of the newest mail to the address: from the SMTP test server, else the outbox. */
export async function lastMailText(testApp: TestApp, email: string): Promise<string> {
  if (testApp.smtp) return testApp.smtp.lastMailTo(email).text;
  const mails = (await testApp.app.mailer.outbox?.list()) ?? [];
  const mail = mails.find((candidate) => candidate.to === email);
  if (!mail) throw new Error(`No mail was stored for ${email}`);
  return mail.text;
}

/** Registers, confirms through the mailed link and signs in; answers the token and user id. */
export async function signUp(
  testApp: TestApp,
  email = uniqueEmail(),
  password = VALID_PASSWORD,
): Promise<{ token: string; userId: string; email: string; password: string }> {
  const { app } = testApp;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/users',
    // Each from its own address, as people register: no test meets the registration limit.
    remoteAddress: uniqueRemoteAddress(),
    payload: { email, password, acceptedConsents: ACCEPTED_CONSENTS },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const confirmToken = tokenFromMail(await lastMailText(testApp, email));
  await app.inject({ method: 'GET', url: `/api/confirm/${confirmToken}` });
  const login = await logIn(app, email, password);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{ token: string; user: { id: string } }>();
  return { token: body.token, userId: body.user.id, email, password };
}

/** Gives the account the site administrator role (platform-core §6), as an operator would. */
export async function makeSiteAdministrator(testApp: TestApp, userId: string): Promise<void> {
  await testApp.app.db
    .update(users)
    .set({ siteRoles: ['administrator'] })
    .where(eq(users.id, userId));
}

export function logIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Partial<InjectOptions> = {},
): Promise<Response> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: uniqueRemoteAddress(),
    payload: { email, password },
    ...extra,
  });
}
