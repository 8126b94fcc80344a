/**
 * What the EDF task benchmarks share: a day-long 8-channel EDF written to disk without holding
 * it, a plain read of it with @telemed/formats (their peer), the process's memory, and a clinic
 * with a patient and an EDF-dataset examination to import into.
 */
import { open, readFile } from 'node:fs/promises';
import { fileHandleSource, openEdf } from '@telemed/formats';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { UsersRepository } from '../src/repositories/usersRepository';
import { signUpBenchUser } from './benchServer';
import type { BenchServer } from './benchServer';
import { uploadClient } from './uploadClient';

export const BENCH_HOURS = 24;
export const BENCH_RATE = 128;
export const BENCH_LABELS = [
  'ECG',
  'Air flow',
  'SpO2',
  'Chest volume',
  'Pulse',
  'Snore',
  'Position',
  'EEG',
];
/** Records (of 1 s) written to the file at a time. */
const RECORDS_PER_WRITE = 600;

const field = (text: string | number, width: number) => String(text).padEnd(width, ' ');

/** A plain EDF header: the labels at the rate in 1 s records, `records` of them. */
function edfHeader(records: number): Buffer {
  const perSignal = (value: (label: string) => string | number, width: number) =>
    BENCH_LABELS.map((label) => field(value(label), width)).join('');
  return Buffer.from(
    field('0', 8) +
      field('X X X X', 80) +
      field('Startdate 20-NOV-2026 X X X', 80) +
      '20.11.26' +
      '08.00.00' +
      field(256 * (BENCH_LABELS.length + 1), 8) +
      field('', 44) +
      field(records, 8) +
      field(1, 8) +
      field(BENCH_LABELS.length, 4) +
      perSignal((label) => label, 16) +
      perSignal(() => '', 80) +
      perSignal(() => 'uV', 8) +
      perSignal(() => -3200, 8) +
      perSignal(() => 3200, 8) +
      perSignal(() => -32768, 8) +
      perSignal(() => 32767, 8) +
      perSignal(() => '', 80) +
      perSignal(() => BENCH_RATE, 8) +
      perSignal(() => '', 32),
    'latin1',
  );
}

/** Writes the day's recording with a fixed-size buffer, so the process never holds the file. */
export async function writeBenchRecording(file: string, records: number): Promise<void> {
  const handle = await open(file, 'w');
  const channels = BENCH_LABELS.length;
  const block = new Int16Array(RECORDS_PER_WRITE * channels * BENCH_RATE);
  try {
    await handle.write(edfHeader(records));
    for (let first = 0; first < records; first += RECORDS_PER_WRITE) {
      const count = Math.min(RECORDS_PER_WRITE, records - first);
      for (let index = 0; index < count * channels * BENCH_RATE; index += 1)
        block[index] = Math.round(Math.sin((first * BENCH_RATE + index) / 40) * 12_000);
      await handle.write(new Uint8Array(block.buffer, 0, count * channels * BENCH_RATE * 2));
    }
  } finally {
    await handle.close();
  }
}

/** The process's resident memory, bytes. */
export async function residentBytes(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** Reads every sample of the file to physical values, ten minutes at a time; ms. */
export async function readWholeFile(file: string): Promise<number> {
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

/** A signed-up clinic administrator with a patient and a day-long EDF-dataset examination. */
export interface BenchExamination {
  token: string;
  teamId: string;
  examinationId: string;
}

/** Makes the clinic, its patient and the examination a recording is imported into. */
export async function benchExamination(
  server: BenchServer,
  name: string,
): Promise<BenchExamination> {
  const { app, call } = server;
  const { token } = await signUpBenchUser(server);
  const team = (await call('POST', 'teams', {
    token,
    body: { name: 'Bench Clinic', countryContext: 'PL' },
  })) as { _id: string };
  const patientUser = await new UsersRepository(app.db).insert({
    email: `patient.${name}@example.test`,
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
  return { token, teamId: team._id, examinationId: examination._id };
}

/**
 * A client process of its own, ready to stream the file to `POST edf/tasks/import`; its `send`
 * answers the task's id (time it from the call: the client's start-up is behind it).
 */
export async function importClient(
  server: BenchServer,
  { token, teamId, examinationId }: BenchExamination,
  file: string,
): Promise<{ send(): Promise<string> }> {
  const query = new URLSearchParams({ teamId, examinationId, fileName: 'bench.edf' });
  const client = await uploadClient(
    `${server.address}/api/edf/tasks/import?${query}`,
    { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    file,
  );
  return {
    send: async () => {
      const answer = await client.send();
      if (answer.status !== 201) throw new Error(`import: ${answer.status} ${answer.body}`);
      return (JSON.parse(answer.body) as { id: string }).id;
    },
  };
}

/** Waits for the runner and checks how the EDF task ended; answers the task. */
export async function completedEdfTask(
  server: BenchServer,
  { token, teamId }: BenchExamination,
  taskId: string,
): Promise<{ id: string; status: string; extra: Record<string, unknown> }> {
  await server.app.taskRunner.settle();
  const { tasks } = (await server.call('GET', `edf/tasks?teamId=${teamId}`, { token })) as {
    tasks: { id: string; status: string; extra: Record<string, unknown> }[];
  };
  const task = tasks.find((listed) => listed.id === taskId);
  if (task?.status !== 'completed') throw new Error(`the EDF task ended ${task?.status}`);
  return task;
}
