/**
 * The API in the benchmark's process on loopback (PGlite in a temporary directory, or PostgreSQL
 * at DATABASE_URL) and a signed-up user, for the benchmarks of apps/api.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
// The app's `db` and `mailer` decorations are declared with their plugins.
import type {} from '../src/plugins/db';
import type {} from '../src/plugins/mail';

/** The API listening on loopback, and how to call it. */
export interface BenchServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** `http://127.0.0.1:port`. */
  address: string;
  dataDir: string;
  /** 'pglite', or 'postgres' when DATABASE_URL is set: benchmarks name their figures by it. */
  database: string;
  call(
    method: string,
    url: string,
    init?: { body?: unknown; token?: string },
  ): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Starts the API for a benchmark; `env` adds to the environment (e.g. PUBLIC_URL), `beforeListen`
 * may add hooks (Fastify takes none once listening).
 */
export async function startBenchServer(
  name: string,
  env: Record<string, string> = {},
  beforeListen?: (app: BenchServer['app']) => void,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `telemed-bench-${name}-`));
  const config = loadConfig({
    ...process.env,
    TELEMED_DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TELEMED_SEED_DEMO: 'false',
    LOGIN_ATTEMPTS_PER_MINUTE: '100000',
    // Benchmarks register their users from one address.
    ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config });
  beforeListen?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const call: BenchServer['call'] = async (method, url, init = {}) => {
    const send = () =>
      fetch(`${address}/api/${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    // A keep-alive socket left idle for minutes (filling a large clinic) is closed by the server
    // (keepAliveTimeout); the first call after meets ECONNRESET once.
    const response = await send().catch(send);
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    app,
    address,
    dataDir,
    database: config.database.kind,
    call,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A confirmed, signed-in user of the bench server, registered through the API and the outbox. */
export async function signUpBenchUser(
  server: BenchServer,
): Promise<{ email: string; password: string; token: string }> {
  const { call } = server;
  const email = `bench.${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Bench-password-2026';
  await call('POST', 'users', {
    body: { email, password, acceptedConsents: { termsOfService: true, privacyPolicy: true } },
  });
  // Read in the process: GET dev/outbox answers only site administrators.
  const mails = (await server.app.mailer.outbox?.list()) ?? [];
  const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  const confirmToken = link && new URL(link).searchParams.get('token');
  if (!confirmToken) throw new Error('no confirmation link in the outbox');
  await call('GET', `confirm/${confirmToken}`);
  const { token } = (await call('POST', 'login', { body: { email, password } })) as {
    token: string;
  };
  return { email, password, token };
}
