/**
 * Benchmark `api.auth`: sign-in and current-user latency through HTTP on loopback, with the
 * production password-hash cost, on PGlite (or PostgreSQL when DATABASE_URL is set).
 * Sign-in is dominated by scrypt by design; GET users/me is the cost every page load pays.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const LOGIN_SAMPLES = 30;
const ME_SAMPLES = 400;
const WARM_UP = 20;

const dataDir = await mkdtemp(path.join(tmpdir(), 'telemed-bench-auth-'));
const config = loadConfig({
  ...process.env,
  TELEMED_DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  TELEMED_SEED_DEMO: 'false',
  LOGIN_ATTEMPTS_PER_MINUTE: '100000',
  LOG_LEVEL: 'silent',
});
const database = config.database.kind;
const app = await buildApp({ config });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${address}/api/${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function timed(samples: number, action: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await action();
    durations.push(performance.now() - started);
  }
  return durations;
}

try {
  const email = `bench.${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Bench-password-2026';
  await call('POST', 'users', {
    email,
    password,
    acceptedConsents: { termsOfService: true, privacyPolicy: true },
  });
  const mails = (await call('GET', 'dev/outbox')) as unknown as { to: string; text: string }[];
  const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  const confirmToken = link && new URL(link).searchParams.get('token');
  if (!confirmToken) throw new Error('no confirmation link in the outbox');
  await call('GET', `confirm/${confirmToken}`);

  const login = () => call('POST', 'login', { email, password });
  const { token } = (await login()) as { token: string };
  await timed(WARM_UP, () => call('GET', 'users/me', undefined, token));

  const figures = {
    login: await timed(LOGIN_SAMPLES, login),
    'users-me': await timed(ME_SAMPLES, () => call('GET', 'users/me', undefined, token)),
  };
  for (const [operation, samples] of Object.entries(figures)) {
    for (const p of [50, 95]) {
      reportFigure({
        bench: 'api.auth',
        metric: `${operation}.p${p}.${database}`,
        value: round(percentile(samples, p), 2),
        unit: 'ms',
      });
    }
  }
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
