/**
 * Benchmark `tasks.edf-import`: a 24 h, 8-channel EDF (128 Hz, 16-bit: 177 MB) imported end to
 * end through HTTP on loopback (issue 21): `POST edf/tasks/import` streams it to storage, the task
 * reads it, checks it and writes its pyramids, and the time ends when the task is completed. The
 * peer is a plain read of the same file to physical values with @telemed/formats (whose ratio to
 * EDFlib is `formats.edf-read`'s). Memory is the process's peak RSS during upload and import less
 * its RSS just before (the client's side streams the file from disk in the same process).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { reportFigure, round } from '../../../tooling/bench';
import {
  BENCH_HOURS,
  benchExamination,
  completedEdfTask,
  readWholeFile,
  residentBytes,
  sendForImport,
  writeBenchRecording,
} from './benchEdfRecording';
import { startBenchServer } from './benchServer';

const BENCH = 'tasks.edf-import';
/** How often the process's memory is sampled, ms. */
const MEMORY_SAMPLE_MS = 50;

const server = await startBenchServer('tasks-edf-import');
try {
  const examination = await benchExamination(server, 'edf-import');
  const file = path.join(server.dataDir, 'bench.edf');
  await writeBenchRecording(file, BENCH_HOURS * 3600);
  const megabytes = (await stat(file)).size / 1e6;
  const readMs = await readWholeFile(file);

  const before = await residentBytes();
  let peak = before;
  const sampler = setInterval(() => {
    void residentBytes().then((bytes) => {
      peak = Math.max(peak, bytes);
    });
  }, MEMORY_SAMPLE_MS);
  const started = performance.now();
  const id = await sendForImport(server, examination, file);
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
    peer: '@telemed/formats whole-file read',
    ratio: round(importMs / readMs, 2),
  });
  reportFigure({
    bench: BENCH,
    metric: 'import-24h-8ch.upload.ms',
    value: Math.round(uploadedMs),
    unit: 'ms',
  });
  reportFigure({
    bench: BENCH,
    metric: 'read-24h-8ch.ms',
    value: Math.round(readMs),
    unit: 'ms',
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
