/**
 * Benchmark `api.upload-memory`: how much the server's resident memory grows while it takes a
 * large recording (issue 19: a 1 GB upload used to raise it by 3 GB). An 8-day, 3-lead, 250 Hz
 * EDF (1.04 GB, the size of the 7-day Holter RECORDING_MAX_BYTES was chosen for) is written to
 * disk record by record and streamed to `POST .../recording` of an EDF dataset examination over
 * HTTP on loopback, as a clinic uploads one. The API runs in this process; the file is never in
 * memory on the client side, so the growth is the server's. `UPLOAD_BENCH_DAYS` changes the size.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { reportFigure, round } from '../../../tooling/bench';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { UsersRepository } from '../src/repositories/usersRepository';
import { signUpBenchUser, startBenchServer } from './benchServer';

const BENCH = 'api.upload-memory';
const DAYS = Number(process.env.UPLOAD_BENCH_DAYS ?? 8);
const RATE = 250;
const LEADS = ['ECG I', 'ECG II', 'ECG III'];
/** Records (of 1 s) written to the file at a time. */
const RECORDS_PER_WRITE = 600;

const field = (text: string | number, width: number) => String(text).padEnd(width, ' ');

/** A plain EDF header: LEADS at RATE in 1 s records, `records` of them. */
function edfHeader(records: number): Buffer {
  const signals = LEADS.length;
  const perSignal = (value: (lead: string) => string | number, width: number) =>
    LEADS.map((lead) => field(value(lead), width)).join('');
  return Buffer.from(
    field('0', 8) +
      field('X X X X', 80) +
      field('Startdate 20-NOV-2026 X X X', 80) +
      '20.11.26' +
      '08.00.00' +
      field(256 * (signals + 1), 8) +
      field('', 44) +
      field(records, 8) +
      field(1, 8) +
      field(signals, 4) +
      perSignal((lead) => lead, 16) +
      perSignal(() => 'AgAgCl electrode', 80) +
      perSignal(() => 'mV', 8) +
      perSignal(() => -5, 8) +
      perSignal(() => 5, 8) +
      perSignal(() => -32768, 8) +
      perSignal(() => 32767, 8) +
      perSignal(() => 'HP:0.05Hz LP:40Hz', 80) +
      perSignal(() => RATE, 8) +
      perSignal(() => '', 32),
    'latin1',
  );
}

/** Writes the recording with a fixed-size buffer, so the client side never holds the file. */
async function writeRecording(file: string, records: number): Promise<void> {
  const handle = await open(file, 'w');
  const block = new Int16Array(RECORDS_PER_WRITE * LEADS.length * RATE);
  try {
    await handle.write(edfHeader(records));
    for (let first = 0; first < records; first += RECORDS_PER_WRITE) {
      const count = Math.min(RECORDS_PER_WRITE, records - first);
      for (let record = 0; record < count; record += 1) {
        for (let lead = 0; lead < LEADS.length; lead += 1) {
          const offset = (record * LEADS.length + lead) * RATE;
          for (let sample = 0; sample < RATE; sample += 1) {
            const time = (first + record) * RATE + sample;
            const beatPhase = (time % 200) / 200;
            block[offset + sample] = Math.round(
              (Math.exp(-(((beatPhase - 0.3) / 0.02) ** 2)) * (1 + lead / 4) * 4000) | 0,
            );
          }
        }
      }
      const bytes = new Uint8Array(block.buffer, 0, count * LEADS.length * RATE * 2);
      await handle.write(bytes);
    }
  } finally {
    await handle.close();
  }
}

const server = await startBenchServer('upload-memory');
try {
  const { app, address, dataDir, call } = server;
  const { token } = await signUpBenchUser(server);
  const team = (await call('POST', 'teams', {
    token,
    body: { name: 'Bench Clinic', countryContext: 'PL' },
  })) as { _id: string };
  const patientUser = await new UsersRepository(app.db).insert({
    email: `patient.${randomBytes(4).toString('hex')}@example.test`,
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
  const examination = (await call('POST', `teams/${team._id}/members/${patient.id}/examinations`, {
    token,
    body: {
      type: 'edf_dataset',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-28T08:00:00.000Z',
      description: 'Bench',
    },
  })) as { _id: string };

  const file = path.join(dataDir, 'upload.edf');
  await writeRecording(file, Math.round(DAYS * 86_400));
  const fileBytes = (await stat(file)).size;

  // The peak between two samples is caught by the process's own high-water mark, which only
  // tells a peak above every earlier one; sampling every 50 ms catches the others.
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
  }, 50);
  const started = performance.now();
  const url = `${address}/api/teams/${team._id}/examinations/${examination._id}/recording`;
  const response = await fetch(`${url}?fileName=upload.edf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  const highWaterAfter = process.resourceUsage().maxRSS * 1024;
  const peak = Math.max(sampledPeak, highWaterAfter > highWaterBefore ? highWaterAfter : 0);

  reportFigure({ bench: BENCH, metric: 'file-size', value: round(fileBytes / 1e6, 1), unit: 'MB' });
  reportFigure({
    bench: BENCH,
    metric: 'rss-growth',
    value: round((peak - before) / 1e6, 1),
    unit: 'MB',
  });
  reportFigure({ bench: BENCH, metric: 'upload-and-import', value: round(seconds, 1), unit: 's' });
} finally {
  await server.close();
}
