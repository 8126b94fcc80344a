/**
 * Benchmark `clinic.bundle`: how much JavaScript the clinic portal makes a browser load before a
 * page shows its content (issue 20: at most 150 KB gzip for the sign-in page, 250 KB for the
 * examinations page). The API runs in this process and serves the built portal (`corepack pnpm
 * build` first); headless Chromium opens each page with an empty cache, and every script the page
 * requested until its content is visible counts: the entry, the chunks it preloads, the route's
 * chunks and the language catalogue. Sizes are each script's bytes as served and gzipped here
 * (level 9, as `vite build` reports them), so the figure does not depend on the server's
 * compression. See docs/benchmarks.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { reportFigure, round } from '../../../tooling/bench';
import { chromiumArgs, chromiumExecutablePath } from '../../../tooling/chromium';
import { signUpBenchUser, startBenchServer } from './benchServer';

const BENCH = 'clinic.bundle';
const clinicDist = path.resolve(import.meta.dirname, '../../clinic/dist/index.html');
if (!existsSync(clinicDist))
  throw new Error('The clinic app is not built: run `corepack pnpm build` first.');

interface ScriptLoad {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Opens `url` in a fresh browser context (nothing cached) and answers the scripts it loaded until
 * `shown` resolved. `token` signs the page in the way the portal remembers a session.
 */
async function scriptsUntilShown(
  browser: Browser,
  url: string,
  shown: (page: Page) => Promise<void>,
  token?: string,
): Promise<ScriptLoad[]> {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const loads: Promise<ScriptLoad>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      loads.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url);
    await shown(page);
    // Every request made before the content showed has its answer by now, or is still arriving:
    // both count.
    const counted = loads.length;
    return await Promise.all(loads.slice(0, counted));
  } finally {
    await context.close();
  }
}

function report(pageName: string, loads: ScriptLoad[]): void {
  const kb = (bytes: number) => round(bytes / 1024, 1);
  const sum = (pick: (load: ScriptLoad) => number) =>
    loads.reduce((total, load) => total + pick(load), 0);
  reportFigure({
    bench: BENCH,
    metric: `${pageName}.js-gzip`,
    value: kb(sum((load) => load.gzipBytes)),
    unit: 'KB',
  });
  reportFigure({
    bench: BENCH,
    metric: `${pageName}.js-raw`,
    value: kb(sum((load) => load.bytes)),
    unit: 'KB',
  });
  reportFigure({ bench: BENCH, metric: `${pageName}.scripts`, value: loads.length, unit: 'files' });
  if (process.env.BENCH_VERBOSE) {
    for (const load of [...loads].sort((a, b) => b.gzipBytes - a.gzipBytes))
      process.stderr.write(`${pageName} ${kb(load.gzipBytes)} KB ${load.url}\n`);
  }
}

const server = await startBenchServer('clinic-bundle');
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
try {
  const user = await signUpBenchUser(server);
  const team = (await server.call('POST', 'teams', {
    token: user.token,
    body: { name: 'Bundle clinic', countryContext: 'PL' },
  })) as { _id: string };

  const signIn = await scriptsUntilShown(browser, `${server.address}/sign-in`, async (page) => {
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
  report('sign-in', signIn);

  const examinations = await scriptsUntilShown(
    browser,
    `${server.address}/clinic/${team._id}/examinations`,
    async (page) => {
      await page.getByRole('heading', { name: 'Examinations', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Add examination' }).waitFor();
    },
    user.token,
  );
  report('examinations', examinations);
} finally {
  await browser.close();
  await server.close();
}
