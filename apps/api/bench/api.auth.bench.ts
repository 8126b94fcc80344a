/**
 * Benchmark `api.auth`: sign-in and current-user latency through HTTP on loopback, with the
 * production password-hash cost, on PGlite (or PostgreSQL when DATABASE_URL is set).
 * Sign-in is dominated by scrypt by design; GET users/me is the cost every page load pays.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { signUpBenchUser, startBenchServer } from './benchServer';

const LOGIN_SAMPLES = 30;
const ME_SAMPLES = 400;
const WARM_UP = 20;

// The production password-hash cost (this benchmark measures it); sign-in is not rate limited.
const server = await startBenchServer('auth', { LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
const { call, database } = server;

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
  const { email, password } = await signUpBenchUser(server);

  const login = () => call('POST', 'login', { body: { email, password } });
  const { token } = (await login()) as { token: string };
  await timed(WARM_UP, () => call('GET', 'users/me', { token }));

  const figures = {
    login: await timed(LOGIN_SAMPLES, login),
    'users-me': await timed(ME_SAMPLES, () => call('GET', 'users/me', { token })),
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
  await server.close();
}
