/**
 * Benchmark `signals.window-api`: GET .../signals through HTTP on loopback on a 24 h, 250 Hz
 * recording (ECG and SpO2, 86 MB of EDF+), for windows from 10 s to 24 h drawn 1600 points wide
 * (`duration` = span / 1600, as the viewer asks). Reports server time (Fastify's reply.elapsedTime,
 * from request to answer sent) p50/p95 and answer bytes per span, plus the import time. Time must
 * not grow with the span: each answer is O(points), raw samples zoomed in, pyramid envelopes out.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { HOLTER_SECONDS, HOLTER_START_MS, createBenchHolter } from './benchHolter';
import { startBenchServer } from './benchServer';

const BENCH = 'signals.window-api';
const PIXELS = 1600;
const SAMPLES = 60;
const WARM_UP = 10;
const SPANS: [string, number][] = [
  ['10s', 10],
  ['1min', 60],
  ['10min', 600],
  ['1h', 3600],
  ['6h', 6 * 3600],
  ['10h', 10 * 3600],
  ['24h', HOLTER_SECONDS],
];

const serverTimes = new Map<string, number>();
const server = await startBenchServer('signals', {}, (app) =>
  app.addHook('onResponse', async (request, reply) => {
    serverTimes.set(request.id, reply.elapsedTime);
  }),
);

try {
  const { token, base, importSeconds, fileMegabytes } = await createBenchHolter(server);
  reportFigure({
    bench: BENCH,
    metric: 'import-24h.seconds',
    value: round(importSeconds, 2),
    unit: 's',
  });
  reportFigure({
    bench: BENCH,
    metric: 'import-24h.file',
    value: round(fileMegabytes, 1),
    unit: 'MB',
  });

  const startMs = HOLTER_START_MS;
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (const [label, spanSeconds] of SPANS) {
    const times: number[] = [];
    const bytes: number[] = [];
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      const from = startMs + Math.floor(random() * (HOLTER_SECONDS - spanSeconds)) * 1000;
      const query = new URLSearchParams({
        startDate: String(from),
        endDate: String(from + spanSeconds * 1000),
        duration: String(spanSeconds / PIXELS),
      });
      const response = await fetch(`${server.address}/api/${base}/signals?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`signals ${label}: ${response.status}`);
      // The server's request id is not in the answer; the last recorded time is this request's.
      const serverTime = [...serverTimes.values()].at(-1) ?? Number.NaN;
      serverTimes.clear();
      if (sample >= WARM_UP) {
        times.push(serverTime);
        bytes.push(body.byteLength);
      }
    }
    for (const p of [50, 95]) {
      reportFigure({
        bench: BENCH,
        metric: `span-${label}.server.p${p}`,
        value: round(percentile(times, p), 2),
        unit: 'ms',
      });
    }
    reportFigure({
      bench: BENCH,
      metric: `span-${label}.bytes`,
      value: Math.round(percentile(bytes, 50)),
      unit: 'B',
    });
  }
} finally {
  await server.close();
}
