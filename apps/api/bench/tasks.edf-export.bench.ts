/**
 * Benchmark `tasks.edf-export`: a 24 h, 8-channel EDF (128 Hz, 16-bit: 177 MB) imported, then
 * exported to EDF+ end to end (issue 21): `POST edf/tasks` for the whole recording with its
 * events, the task reading a minute at a time and writing the file to storage, the time ending
 * when the task is completed; then the file downloaded. A second export resamples one hour of
 * every channel to 256 Hz (the interpolation the dialog warns about). The peer is a plain read of
 * the source file to physical values with @telemed/formats. Memory is the process's peak RSS
 * during the export less its RSS just before.
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
  importClient,
  writeBenchRecording,
} from './benchEdfRecording';
import { startBenchServer } from './benchServer';

const BENCH = 'tasks.edf-export';
/** How often the process's memory is sampled, ms. */
const MEMORY_SAMPLE_MS = 50;
/** Events scored on the recording, written as annotations. */
const EVENTS = 500;

const server = await startBenchServer('tasks-edf-export');
try {
  const examination = await benchExamination(server, 'edf-export');
  const { token, teamId, examinationId } = examination;
  const file = path.join(server.dataDir, 'bench.edf');
  await writeBenchRecording(file, BENCH_HOURS * 3600);
  const client = await importClient(server, examination, file);
  await completedEdfTask(server, examination, await client.send());
  const start = Date.parse('2026-11-20T08:00:00.000Z');
  for (let index = 0; index < EVENTS; index += 1) {
    const at = start + ((index + 0.5) / EVENTS) * BENCH_HOURS * 3_600_000;
    await server.call('POST', `teams/${teamId}/examinations/${examinationId}/events`, {
      token,
      body: {
        type: 'CUSTOM',
        startDate: new Date(at).toISOString(),
        endDate: new Date(at + 10_000).toISOString(),
        description: `Bench event ${index + 1}`,
      },
    });
  }
  const readMs = await readWholeFile(file);

  /** Asks for an export, waits for it and answers its time (ms) and the task. */
  const exportTimed = async (body: Record<string, unknown>) => {
    const started = performance.now();
    const task = (await server.call('POST', 'edf/tasks', {
      token,
      body: { teamId, examinationId, task: 'EDF', ...body },
    })) as { id: string };
    const completed = await completedEdfTask(server, examination, task.id);
    return { ms: performance.now() - started, task: completed };
  };

  const before = await residentBytes();
  let peak = before;
  const sampler = setInterval(() => {
    void residentBytes().then((bytes) => {
      peak = Math.max(peak, bytes);
    });
  }, MEMORY_SAMPLE_MS);
  const whole = await exportTimed({});
  clearInterval(sampler);
  const annotations = whole.task.extra.annotations as number;
  if (annotations !== EVENTS) throw new Error(`the export wrote ${annotations} annotations`);
  // The download read as it arrives, so the process's buffers show the server's side of it
  // (RSS would not: the export before it left the pages it freed in the process).
  const buffers = () => process.memoryUsage().arrayBuffers;
  const beforeDownload = buffers();
  let downloadPeak = beforeDownload;
  const downloadSampler = setInterval(() => {
    downloadPeak = Math.max(downloadPeak, buffers());
  }, MEMORY_SAMPLE_MS / 5);
  const downloadStarted = performance.now();
  const download = await fetch(`${server.address}/api/edf/tasks/${whole.task.id}/file`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  const body = download.body?.getReader();
  for (let read = await body?.read(); read && !read.done; read = await body?.read())
    bytes += read.value.byteLength;
  const downloadMs = performance.now() - downloadStarted;
  clearInterval(downloadSampler);

  const resampled = await exportTimed({
    startDate: '2026-11-20T10:00:00.000Z',
    endDate: '2026-11-20T11:00:00.000Z',
    parameters: { samplingRate: 256 },
  });

  reportFigure({
    bench: BENCH,
    metric: 'source.mb',
    value: round((await stat(file)).size / 1e6, 1),
    unit: 'MB',
  });
  reportFigure({
    bench: BENCH,
    metric: 'export-24h-8ch.ms',
    value: Math.round(whole.ms),
    unit: 'ms',
    peer: '@telemed/formats whole-file read',
    ratio: round(whole.ms / readMs, 2),
  });
  reportFigure({
    bench: BENCH,
    metric: 'export-24h-8ch.file.mb',
    value: round(bytes / 1e6, 1),
    unit: 'MB',
  });
  reportFigure({
    bench: BENCH,
    metric: 'export-24h-8ch.download.ms',
    value: Math.round(downloadMs),
    unit: 'ms',
  });
  reportFigure({
    bench: BENCH,
    metric: 'export-24h-8ch.rss-growth',
    value: round((peak - before) / 1e6, 1),
    unit: 'MB',
  });
  reportFigure({
    bench: BENCH,
    metric: 'export-24h-8ch.download.buffers-growth',
    value: round((downloadPeak - beforeDownload) / 1e6, 1),
    unit: 'MB',
  });
  reportFigure({
    bench: BENCH,
    metric: 'export-1h-8ch-resampled-256hz.ms',
    value: Math.round(resampled.ms),
    unit: 'ms',
  });
  reportFigure({ bench: BENCH, metric: 'read-24h-8ch.ms', value: Math.round(readMs), unit: 'ms' });
} finally {
  await server.close();
}
