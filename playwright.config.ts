import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tooling/chromium';

/*
 * End-to-end tests drive Debian's Chromium against the REAL built server (`corepack pnpm build`
 * first): API, socket and the built clinic portal on one port, on a fresh PGlite data directory
 * seeded with the demo clinic, mail going to the outbox that GET /api/dev/outbox lists to the
 * demo's site administrator.
 * Playwright evaluates this file in every worker too; the environment variables set here by the
 * runner are inherited by the workers, so all of them agree on one directory and port.
 */
process.env.TELEMED_E2E_PORT ??= '3123';
process.env.TELEMED_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'telemed-e2e-'));

const port = Number(process.env.TELEMED_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One browser at a time: on the 2-core machines the server and one Chromium already use both
  // cores, and a second browser only made every page slower (the board of ~300 demo cards took
  // over 30 s to render with two).
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      TELEMED_DATA_DIR: process.env.TELEMED_E2E_DATA_DIR,
      TELEMED_SEED_DEMO: 'true',
      // Every test comes from 127.0.0.1: the per-address limits (10 failed sign-ins a minute,
      // 20 registrations, reset or e-mail change requests an hour) guard the product, while the
      // suite registers dozens of accounts.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      ACCOUNT_REQUESTS_PER_ADDRESS_PER_HOUR: '100000',
    },
  },
});
