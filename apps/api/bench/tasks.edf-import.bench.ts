/**
 * Benchmark `tasks.edf-import`: a 24 h, 8-channel EDF (128 Hz, 16-bit: 177 MB) imported end to
 * end through HTTP on loopback (issue 21): `POST edf/tasks/import` streams it to storage, the task
 * reads it, checks it and writes its pyramids, and the time ends when the task is completed. The
 * peer is EDFlib 1.23 (Debian libedf-dev, the conformance test's C program) reading the same file
 * whole to physical values record by record, its fastest pattern (goal: the import in at most
 * twice its time); our own whole-file read with @telemed/formats is reported beside it. Memory is
 * the server process's peak RSS during upload and import less its RSS just before; the client
 * streams the file from a process of its own.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { buildEdflibPeer, timeEdflibRead } from '../../../packages/formats/src/edf/edflibPeer';
import {
  BENCH_HOURS,
  benchExamination,
  completedEdfTask,
  readWholeFile,
  residentBytes,
  importClient,
  writeBenchRecording,
} from './benchEdfRecording';
import { startBenchServer } from './benchServer';

const BENCH = 'tasks.edf-import';
/** EDFlib reads record by record (1 s of every signal per call), its fastest pattern. */
const EDFLIB_WINDOW_SECONDS = 1;
/** EDFlib's runs, of which the median counts. */
const EDFLIB_RUNS = 3;
/** How often the process's memory is sampled, ms. */
const MEMORY_SAMPLE_MS = 50;

const server = await startBenchServer('tasks-edf-import');
try {
  const examination = await benchExamination(server, 'edf-import');
  const file = path.join(server.dataDir, 'bench.edf');
  await writeBenchRecording(file, BENCH_HOURS * 3600);
  const megabytes = (await stat(file)).size / 1e6;
  const readMs = await readWholeFile(file);
  // EDFlib's read, warm as ours: the first run fills nothing the file writing did not.
  const edflib = await buildEdflibPeer(server.dataDir);
  const edflibRuns = await timeEdflibRead(edflib, file, EDFLIB_WINDOW_SECONDS, EDFLIB_RUNS);
  const edflibMs = percentile(
    edflibRuns.map((run) => run.nanoseconds / 1e6),
    50,
  );

  const client = await importClient(server, examination, file);
  const before = await residentBytes();
  let peak = before;
  const sampler = setInterval(() => {
    void residentBytes().then((bytes) => {
      peak = Math.max(peak, bytes);
    });
  }, MEMORY_SAMPLE_MS);
  const started = performance.now();
  const id = await client.send();
  const uploadedMs = performance.now() - started;
  await completedEdfTask(server, examination, id);
  const importMs = performance.now() - started;
  clearInterval(sampler);

  reportFigure({ bench: BENCH, metric: 'file.mb', value: round(megabytes, 1), unit: 'MB' });
  reportFigure({
    bench: BENCH,
    metric: 'import-24h-8ch.ms',
    value: Math.round(importMs),
    unit: 'ms',
    peer: 'EDFlib 1.23 whole-file read',
    ratio: round(importMs / edflibMs, 2),
  });
  reportFigure({
    bench: BENCH,
    metric: 'import-24h-8ch.upload.ms',
    value: Math.round(uploadedMs),
    unit: 'ms',
  });
  reportFigure({
    bench: BENCH,
    metric: 'read-24h-8ch.edflib.ms',
    value: Math.round(edflibMs),
    unit: 'ms',
  });
  reportFigure({
    bench: BENCH,
    metric: 'read-24h-8ch.ms',
    value: Math.round(readMs),
    unit: 'ms',
    peer: 'EDFlib 1.23 whole-file read',
    ratio: round(readMs / edflibMs, 2),
  });
  reportFigure({
    bench: BENCH,
    metric: 'import-24h-8ch.rss-growth',
    value: round((peak - before) / 1e6, 1),
    unit: 'MB',
  });
} finally {
  await server.close();
}
