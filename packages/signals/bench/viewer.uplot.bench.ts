/**
 * Benchmark `viewer.uplot`: our drawing of a 24 h, 250 Hz ECG channel 1920 px wide against uPlot
 * drawing the same samples, side by side in one headless Chromium page (issue: at least 20 times
 * faster for the whole day, no slower at 10 s). Ours is the server's pyramid query plus the
 * viewer's `drawViewer`; uPlot gets all 21.6 million samples and redraws on a scale change. Both
 * are timed until their canvas is rasterised. See docs/benchmarks.md.
 */
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { bundlePage, openBenchPage } from '../../../tooling/browserBench';
import type { UplotBenchApi } from './pages/uplotPage';

const BENCH = 'viewer.uplot';
const PEER = 'uPlot 1.6.32';
const DAY = 86_400;
const SPANS: readonly [string, number][] = [
  ['10s', 10],
  ['1min', 60],
  ['10min', 600],
  ['1h', 3_600],
  ['8h', 8 * 3_600],
  ['24h', DAY],
];
const WARM_UP = 3;
const RUNS = 20;
/**
 * Windows drawn per timed run: the page's clock ticks in 0.1 ms (Chromium coarsens it), so a
 * millisecond drawing is timed five at a time.
 */
const WINDOWS_PER_RUN = 5;

const bundle = await bundlePage({ main: path.join(import.meta.dirname, 'pages/uplotPage.ts') });
const { page, close } = await openBenchPage(bundle, { width: 2100, height: 700 });
try {
  await page.waitForFunction(() => window.uplotBench !== undefined, undefined, {
    timeout: 300_000,
  });
  for (const [name, span] of SPANS) {
    const ours: number[] = [];
    const peer: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      // Different windows each run (golden-ratio steps over the day), the same for both; who goes
      // first alternates, so neither always meets a cold cache.
      const starts = Array.from(
        { length: WINDOWS_PER_RUN },
        (_, index) => (((run * WINDOWS_PER_RUN + index) * 0.618_034) % 1) * (DAY - span),
      );
      const times = await page.evaluate(
        ([from, length, uplotFirst]) =>
          (window.uplotBench as UplotBenchApi).time(from, length, uplotFirst),
        [starts, span, run % 2 === 1] as const,
      );
      if (run < WARM_UP) continue;
      ours.push(times.ours / WINDOWS_PER_RUN);
      peer.push(times.uplot / WINDOWS_PER_RUN);
    }
    const oursMs = percentile(ours, 50);
    const peerMs = percentile(peer, 50);
    reportFigure({
      bench: BENCH,
      metric: `${name}.p50`,
      value: round(oursMs, 2),
      unit: 'ms',
      peer: PEER,
      ratio: round(oursMs / peerMs, 4),
    });
    reportFigure({ bench: BENCH, metric: `${name}.peer.p50`, value: round(peerMs, 2), unit: 'ms' });
  }
} finally {
  await close();
}
