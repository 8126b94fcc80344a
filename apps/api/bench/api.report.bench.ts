/**
 * Benchmark `api.report`: GET .../report and .../hrvreport through HTTP on loopback for a 24 h,
 * 250 Hz Holter after its ECG analysis (about 108,000 beats stored): server time (Fastify's
 * reply.elapsedTime) p50/p95 and answer bytes. The report is computed on request from the
 * events, the beats and the samples (docs/decisions.md "Reports"), so this is what opening or
 * printing one costs. Also the time of the background analysis itself, request to done.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
// The app's services (its Fastify declarations) for the analysis to settle.
import type {} from '../src/plugins/services';
import { createBenchHolter } from './benchHolter';
import { startBenchServer } from './benchServer';

const BENCH = 'api.report';
const SAMPLES = 10;
const WARM_UP = 2;

const serverTimes: number[] = [];
const server = await startBenchServer('report', {}, (app) =>
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes.push(reply.elapsedTime);
  }),
);

try {
  const holter = await createBenchHolter(server);
  const headers = { authorization: `Bearer ${holter.token}`, 'content-type': 'application/json' };
  const analysisStarted = performance.now();
  const created = await fetch(`${server.address}/api/analysis/ecg/tasks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ teamId: holter.teamId, examinationId: holter.examinationId }),
  });
  if (created.status !== 201) throw new Error(`analysis: ${created.status}`);
  await server.app.taskRunner.settle();
  reportFigure({
    bench: BENCH,
    metric: 'ecg-analysis-24h.seconds',
    value: round((performance.now() - analysisStarted) / 1000, 2),
    unit: 's',
  });

  const reports = `teams/${holter.teamId}/members/${holter.memberId}/examinations/${holter.examinationId}`;
  for (const kind of ['report', 'hrvreport']) {
    const times: number[] = [];
    const bytes: number[] = [];
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      serverTimes.length = 0;
      const response = await fetch(`${server.address}/api/${reports}/${kind}`, { headers });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${kind}: ${response.status}`);
      if (sample < WARM_UP) continue;
      times.push(serverTimes.at(-1) ?? Number.NaN);
      bytes.push(body.byteLength);
    }
    for (const p of [50, 95])
      reportFigure({
        bench: BENCH,
        metric: `${kind}-24h.server.p${p}`,
        value: round(percentile(times, p), 1),
        unit: 'ms',
      });
    reportFigure({
      bench: BENCH,
      metric: `${kind}-24h.bytes`,
      value: Math.round(percentile(bytes, 50)),
      unit: 'B',
    });
  }
} finally {
  await server.close();
}
