/**
 * Benchmark `api.enumeration`: does the time of an answer tell whether an address has an
 * account? POST forget and POST users/me/email are timed through HTTP on loopback, alternating
 * an address that has an account with one that has none, on PGlite (or PostgreSQL when
 * DATABASE_URL is set) with mail to the outbox, as `npm start` runs. Prints p50 and p95 per kind
 * and the ratio of the p50s (1 when the timing tells nothing).
 */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { signUpBenchUser, startBenchServer } from './benchServer';
// The app's `backgroundWork` decoration is declared with its plugin.
import type {} from '../src/plugins/services';

const SAMPLES = 25;

// Every sample uses new addresses from one client: the per-address limits must not answer 429.
const server = await startBenchServer('enumeration', {
  ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
});
const { address, database } = server;

/**
 * The timing client runs in a worker thread, as a remote client would: on the server's thread
 * it would read each answer only after the work the server starts next (PGlite runs its queries
 * on that thread), and time that work too.
 */
const client = new Worker(
  `const { parentPort } = require('node:worker_threads');
  parentPort.on('message', async ({ url, body, token }) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    parentPort.postMessage({ elapsed: performance.now() - started, status: response.status });
  });`,
  { eval: true },
);

/** Milliseconds until the answer of one call, which must not fail. */
function timedCall(url: string, body: unknown, token?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    client.once('message', ({ elapsed, status }: { elapsed: number; status: number }) =>
      status < 300 ? resolve(elapsed) : reject(new Error(`${url}: ${status}`)),
    );
    client.postMessage({ url: `${address}/api/${url}`, body, token });
  });
}

/** Each call is timed on a quiet server: the mails of the one before have gone out. */
const quiet = () => server.app.backgroundWork.settled();

const newAddress = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.test`;

try {
  const existing: string[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const email = newAddress('known');
    await server.call('POST', 'users', {
      body: {
        email,
        password: 'Bench-password-2026',
        acceptedConsents: { termsOfService: true, privacyPolicy: true },
      },
    });
    existing.push(email);
  }
  const { token } = await signUpBenchUser(server);
  // Warm the routes and the mail transport.
  for (let index = 0; index < 5; index += 1) {
    await timedCall('forget', { email: newAddress('warm') });
    await timedCall('users/me/email', { email: newAddress('warm') }, token);
  }

  const figures = {
    'forget.existing': [] as number[],
    'forget.unknown': [] as number[],
    'email-change.taken': [] as number[],
    'email-change.free': [] as number[],
  };
  type Figure = keyof typeof figures;
  const sample = async (figure: Figure, call: () => Promise<number>) => {
    await quiet();
    figures[figure].push(await call());
  };
  for (const email of existing) {
    await sample('forget.existing', () => timedCall('forget', { email }));
    await sample('forget.unknown', () => timedCall('forget', { email: newAddress('ghost') }));
    await sample('email-change.taken', () => timedCall('users/me/email', { email }, token));
    await sample('email-change.free', () =>
      timedCall('users/me/email', { email: newAddress('free') }, token),
    );
  }
  for (const [operation, samples] of Object.entries(figures)) {
    for (const p of [50, 95]) {
      reportFigure({
        bench: 'api.enumeration',
        metric: `${operation}.p${p}.${database}`,
        value: round(percentile(samples, p), 2),
        unit: 'ms',
      });
    }
  }
  const ratio = (known: Figure, unknown: Figure) =>
    round(percentile(figures[known], 50) / percentile(figures[unknown], 50), 2);
  reportFigure({
    bench: 'api.enumeration',
    metric: `forget.existing-to-unknown.p50.${database}`,
    value: ratio('forget.existing', 'forget.unknown'),
    unit: 'ratio',
  });
  reportFigure({
    bench: 'api.enumeration',
    metric: `email-change.taken-to-free.p50.${database}`,
    value: ratio('email-change.taken', 'email-change.free'),
    unit: 'ratio',
  });
} finally {
  await client.terminate();
  await server.close();
}
