/**
 * Benchmark `api.upload-memory`: how much the server's resident memory grows while it takes a
 * large recording (issue 19: a 1 GB upload used to raise it by 3 GB). The server runs as its own
 * process, as `npm start` runs it (from the sources, PGlite in a temporary directory); an 8-day,
 * 3-lead, 250 Hz EDF (1.04 GB, the size of the 7-day Holter RECORDING_MAX_BYTES was chosen for)
 * is written to disk record by record and streamed to `POST .../recording` of an EDF dataset
 * examination over HTTP on loopback, as a clinic uploads one. The growth is the server's peak
 * RSS during the upload and import (/proc: VmRSS sampled every 50 ms, and VmHWM) less its RSS
 * just before. `UPLOAD_BENCH_DAYS` changes the size.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { reportFigure, round } from '../../../tooling/bench';
import { Outbox } from '../src/mail/outbox';

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

/** A free loopback port for the server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A field of the server process's /proc status, in bytes (VmRSS, VmHWM). */
async function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kilobytes) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kilobytes) * 1024;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'telemed-bench-upload-memory-'));
const port = await freePort();
const address = `http://127.0.0.1:${port}`;
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
// Node itself runs the server (tsx only as its loader), so the process measured is the server.
const server = spawn(
  process.execPath,
  ['--conditions=@telemed/source', '--import', 'tsx', 'apps/api/src/server.ts'],
  {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TELEMED_DATA_DIR: dataDir,
      TELEMED_SEED_DEMO: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const response = await fetch(`${address}/api/${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  // The server is up once it answers its health check.
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 600 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const email = `bench.${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Bench-password-2026';
  await call('POST', 'users', {
    email,
    password,
    acceptedConsents: { termsOfService: true, privacyPolicy: true },
  });
  // Read from the server's data directory: GET dev/outbox answers only site administrators.
  const mails = await new Outbox(path.join(dataDir, 'outbox')).list();
  const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  await call('GET', `confirm/${new URL(link ?? 'http://x').searchParams.get('token')}`);
  const { token } = (await call('POST', 'login', { email, password })) as { token: string };
  const team = (await call(
    'POST',
    'teams',
    { name: 'Bench Clinic', countryContext: 'PL' },
    token,
  )) as { _id: string };
  const { teamMember } = (await call(
    'POST',
    `teams/${team._id}/user`,
    { fullName: 'Bench Patient' },
    token,
  )) as { teamMember: { _id: string } };
  const examination = (await call(
    'POST',
    `teams/${team._id}/members/${teamMember._id}/examinations`,
    {
      type: 'edf_dataset',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-28T08:00:00.000Z',
      description: 'Bench',
    },
    token,
  )) as { _id: string };

  const file = path.join(dataDir, 'upload.edf');
  await writeRecording(file, Math.round(DAYS * 86_400));
  const fileBytes = (await stat(file)).size;

  const pid = server.pid as number;
  const before = await memoryOf(pid, 'VmRSS');
  const highWaterBefore = await memoryOf(pid, 'VmHWM');
  let sampledPeak = before;
  const sampler = setInterval(() => {
    memoryOf(pid, 'VmRSS').then(
      (rss) => (sampledPeak = Math.max(sampledPeak, rss)),
      () => undefined,
    );
  }, 50);
  const started = performance.now();
  // node:http with pipeline keeps the client to the server's pace.
  const { status, text } = await new Promise<{ status: number; text: string }>(
    (resolve, reject) => {
      const upload = request(
        `${address}/api/teams/${team._id}/examinations/${examination._id}/recording?fileName=upload.edf`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/octet-stream',
            'content-length': String(fileBytes),
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: body }));
        },
      );
      upload.on('error', reject);
      pipeline(createReadStream(file), upload).catch(reject);
    },
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (status !== 201) throw new Error(`upload: ${status} ${text}`);
  // VmHWM is the true peak, but only tells one above every earlier peak of the process.
  const highWaterAfter = await memoryOf(pid, 'VmHWM');
  const peak = Math.max(sampledPeak, highWaterAfter > highWaterBefore ? highWaterAfter : 0);

  reportFigure({ bench: BENCH, metric: 'file-size', value: round(fileBytes / 1e6, 1), unit: 'MB' });
  reportFigure({ bench: BENCH, metric: 'rss-before', value: round(before / 1e6, 1), unit: 'MB' });
  reportFigure({
    bench: BENCH,
    metric: 'rss-growth',
    value: round((peak - before) / 1e6, 1),
    unit: 'MB',
  });
  reportFigure({ bench: BENCH, metric: 'upload-and-import', value: round(seconds, 1), unit: 's' });
} finally {
  if (server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
