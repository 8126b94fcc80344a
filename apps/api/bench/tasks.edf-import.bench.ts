/**
 * Benchmark `tasks.edf-import`: a 24 h, 8-channel EDF (128 Hz, 16-bit: 177 MB) imported end to
 * end through HTTP on loopback (issue 21): `POST edf/tasks/import` streams it to storage, the task
 * reads it, checks it and writes its pyramids, and the time ends when the task is completed. The
 * peer is a plain read of the same file to physical values with @telemed/formats (whose ratio to
 * EDFlib is `formats.edf-read`'s). Memory is the process's peak RSS during upload and import less
 * its RSS just before (the client's side streams the file from disk in the same process).
 */
import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileHandleSource, openEdf } from '@telemed/formats';
import { reportFigure, round } from '../../../tooling/bench';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { UsersRepository } from '../src/repositories/usersRepository';
import { signUpBenchUser, startBenchServer } from './benchServer';

const BENCH = 'tasks.edf-import';
const HOURS = 24;
const RATE = 128;
const LABELS = ['ECG', 'Air flow', 'SpO2', 'Chest volume', 'Pulse', 'Snore', 'Position', 'EEG'];
/** Records (of 1 s) written to the file at a time. */
const RECORDS_PER_WRITE = 600;
/** How often the process's memory is sampled, ms. */
const MEMORY_SAMPLE_MS = 50;

const field = (text: string | number, width: number) => String(text).padEnd(width, ' ');

/** A plain EDF header: LABELS at RATE in 1 s records, `records` of them. */
function edfHeader(records: number): Buffer {
  const perSignal = (value: (label: string) => string | number, width: number) =>
    LABELS.map((label) => field(value(label), width)).join('');
  return Buffer.from(
    field('0', 8) +
      field('X X X X', 80) +
      field('Startdate 20-NOV-2026 X X X', 80) +
      '20.11.26' +
      '08.00.00' +
      field(256 * (LABELS.length + 1), 8) +
      field('', 44) +
      field(records, 8) +
      field(1, 8) +
      field(LABELS.length, 4) +
      perSignal((label) => label, 16) +
      perSignal(() => '', 80) +
      perSignal(() => 'uV', 8) +
      perSignal(() => -3200, 8) +
      perSignal(() => 3200, 8) +
      perSignal(() => -32768, 8) +
      perSignal(() => 32767, 8) +
      perSignal(() => '', 80) +
      perSignal(() => RATE, 8) +
      perSignal(() => '', 32),
    'latin1',
  );
}

/** Writes the recording with a fixed-size buffer, so the process never holds the file. */
async function writeRecording(file: string, records: number): Promise<void> {
  const handle = await open(file, 'w');
  const block = new Int16Array(RECORDS_PER_WRITE * LABELS.length * RATE);
  try {
    await handle.write(edfHeader(records));
    for (let first = 0; first < records; first += RECORDS_PER_WRITE) {
      const count = Math.min(RECORDS_PER_WRITE, records - first);
      for (let index = 0; index < count * LABELS.length * RATE; index += 1)
        block[index] = Math.round(Math.sin((first * RATE + index) / 40) * 12_000);
      await handle.write(new Uint8Array(block.buffer, 0, count * LABELS.length * RATE * 2));
    }
  } finally {
    await handle.close();
  }
}

/** The process's resident memory, bytes. */
async function residentBytes(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Reads every sample of the file to physical values, a minute at a time; ms. */
async function readWholeFile(file: string): Promise<number> {
  const handle = await open(file, 'r');
  const started = performance.now();
  try {
    const reader = await openEdf(await fileHandleSource(handle));
    const channels = reader.header.signals.map((signal) => signal.index);
    for (let from = reader.timeline.start; from < reader.timeline.end; from += 600)
      await reader.readWindow({ start: from, end: from + 600, channels });
  } finally {
    await handle.close();
  }
  return performance.now() - started;
}

const server = await startBenchServer('tasks-edf-import');
try {
  const { app, address, dataDir, call } = server;
  const { token } = await signUpBenchUser(server);
  const team = (await call('POST', 'teams', {
    token,
    body: { name: 'Bench Clinic', countryContext: 'PL' },
  })) as { _id: string };
  const patientUser = await new UsersRepository(app.db).insert({
    email: 'patient.edf-import@example.test',
    passwordHash: 'unusable',
    fullName: 'Bench Patient',
    settings: { language: 'en-GB', temperatureUnits: 'celsius', lengthUnits: 'metric' },
    personalDetails: { fullName: 'Bench Patient', dateOfBirth: null, gender: null, height: null },
    confirmedAt: new Date(),
  });
  const patient = await new TeamsRepository(app.db).insertMember({
    teamId: team._id,
    userId: patientUser.id,
    role: 'user',
    name: 'Bench Patient',
    acceptedInvitation: true,
    enrolledOn: new Date(),
  });
  // The EDF dataset type takes any signals: eight channels of a polygraphy and an EEG.
  const examination = (await call('POST', `teams/${team._id}/members/${patient.id}/examinations`, {
    token,
    body: {
      type: 'edf_dataset',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-21T08:00:00.000Z',
      description: 'Bench',
    },
  })) as { _id: string };

  const file = path.join(dataDir, 'bench.edf');
  await writeRecording(file, HOURS * 3600);
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
  const query = new URLSearchParams({
    teamId: team._id,
    examinationId: examination._id,
    fileName: 'bench.edf',
  });
  const answer = await fetch(`${address}/api/edf/tasks/import?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (answer.status !== 201) throw new Error(`import: ${answer.status} ${await answer.text()}`);
  const uploadedMs = performance.now() - started;
  const { id } = (await answer.json()) as { id: string };
  await app.taskRunner.settle();
  const importMs = performance.now() - started;
  clearInterval(sampler);
  const { tasks } = (await call('GET', `edf/tasks?teamId=${team._id}`, { token })) as {
    tasks: { id: string; status: string }[];
  };
  const status = tasks.find((task) => task.id === id)?.status;
  if (status !== 'completed') throw new Error(`the import task ended ${status}`);

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
