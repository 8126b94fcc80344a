/**
 * Benchmark `viewer.open-holter`: how long after navigating to a 24 h Holter examination the
 * clinic app shows its signals (issue: within 1 s on localhost). The API runs in this process and
 * serves the built clinic app (`corepack pnpm build` first); headless Chromium, signed in as the
 * clinic's doctor, opens the examination page and the time is read in the page
 * (`performance.now()`, from the navigation's start) at the first frame after the viewer has data
 * and drew it. Every load is a full page load with the browser's cache warm, as a doctor going
 * from the list to an examination. See docs/benchmarks.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { chromiumArgs, chromiumExecutablePath } from '../../../tooling/chromium';
import { createBenchHolter } from './benchHolter';
import { startBenchServer } from './benchServer';

const BENCH = 'viewer.open-holter';
const WARM_UP = 1;
const RUNS = 7;
const clinicDist = path.resolve(import.meta.dirname, '../../clinic/dist/index.html');
if (!existsSync(clinicDist))
  throw new Error('The clinic app is not built: run `corepack pnpm build` first.');

const server = await startBenchServer('open-holter');
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
try {
  const holter = await createBenchHolter(server);
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const url = `${server.address}/clinic/${holter.teamId}/examinations/${holter.examinationId}`;
  await page.goto(url);
  await page.getByLabel('Email').fill(holter.email);
  await page.getByLabel('Password', { exact: true }).fill(holter.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(url);
  const cookies = page.getByRole('button', { name: 'Accept' });
  if (await cookies.isVisible()) await cookies.click();

  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    await page.goto(url);
    // The viewer says 'Loading signals…' in a status until its first window has arrived.
    await page.waitForFunction(
      () => {
        const plot = document.querySelector('[aria-roledescription]');
        return plot !== null && plot.querySelector('[role="status"]') === null;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    const shownAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
    );
    if (run >= WARM_UP) times.push(shownAt);
    if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
  }
  reportFigure({
    bench: BENCH,
    metric: 'signals-shown.p50',
    value: round(percentile(times, 50), 0),
    unit: 'ms',
  });
  reportFigure({
    bench: BENCH,
    metric: 'signals-shown.max',
    value: round(Math.max(...times), 0),
    unit: 'ms',
  });
  reportFigure({ bench: BENCH, metric: 'recording', value: 24, unit: 'h' });
} finally {
  await browser.close();
  await server.close();
}
