/**
 * Benchmark `reports.pdf`: the full report of a 24 h, 250 Hz Holter after its ECG analysis as a
 * PDF, asked for through HTTP on loopback (`POST downloads/reports/tasks`) and rendered by the
 * task runner: request to completed task, p50/p95 over 5 runs after a warm-up, with the PDF's
 * size and pages. Goal (issue 21): p50 under 2 s. `REPORTS_PDF_OUT=<file>` keeps the last PDF.
 */
import { writeFile } from 'node:fs/promises';
import { percentile, reportFigure, round } from '../../../tooling/bench';
// The app's services (its Fastify declarations) for the tasks to settle.
import type {} from '../src/plugins/services';
import { createBenchHolter } from './benchHolter';
import { startBenchServer } from './benchServer';

const BENCH = 'reports.pdf';
const SAMPLES = 5;
const WARM_UP = 1;

const server = await startBenchServer('reports-pdf');

try {
  const holter = await createBenchHolter(server);
  const headers = { authorization: `Bearer ${holter.token}`, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    fetch(`${server.address}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const analysis = await post('analysis/ecg/tasks', {
    teamId: holter.teamId,
    examinationId: holter.examinationId,
  });
  if (analysis.status !== 201) throw new Error(`analysis: ${analysis.status}`);
  await server.app.taskRunner.settle();

  const times: number[] = [];
  let pdf = new Uint8Array();
  for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
    const started = performance.now();
    const created = await post('downloads/reports/tasks', {
      teamId: holter.teamId,
      examinationId: holter.examinationId,
      parameters: { variant: 'full', language: 'pl' },
    });
    if (created.status !== 201) throw new Error(`report PDF: ${created.status}`);
    const { id } = (await created.json()) as { id: string };
    await server.app.taskRunner.settle();
    const file = await fetch(`${server.address}/api/downloads/reports/tasks/${id}/file`, {
      headers,
    });
    if (file.status !== 200) throw new Error(`report PDF file: ${file.status}`);
    pdf = new Uint8Array(await file.arrayBuffer());
    if (sample >= WARM_UP) times.push(performance.now() - started);
  }
  for (const p of [50, 95])
    reportFigure({
      bench: BENCH,
      metric: `full-24h.p${p}`,
      value: round(percentile(times, p), 0),
      unit: 'ms',
    });
  reportFigure({ bench: BENCH, metric: 'full-24h.bytes', value: pdf.byteLength, unit: 'B' });
  const pages =
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g)?.length ?? 0;
  reportFigure({ bench: BENCH, metric: 'full-24h.pages', value: pages, unit: 'pages' });
  if (process.env.REPORTS_PDF_OUT) await writeFile(process.env.REPORTS_PDF_OUT, pdf);
} finally {
  await server.close();
}
