/**
 * Benchmark `signals.window-api`: GET .../signals through HTTP on loopback on a 24 h, 250 Hz
 * recording (ECG and SpO2, 86 MB of EDF+), for windows from 10 s to 24 h drawn 1600 points wide
 * (`duration` = span / 1600, as the viewer asks). Reports server time (Fastify's reply.elapsedTime,
 * from request to answer sent) p50/p95 and answer bytes per span, plus the import time. Time must
 * not grow with the span: each answer is O(points), raw samples zoomed in, pyramid envelopes out.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { encodeEdf } from '@telemed/formats';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { UsersRepository } from '../src/repositories/usersRepository';

const BENCH = 'signals.window-api';
const RATE = 250;
const SECONDS = 24 * 3600;
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
  ['24h', SECONDS],
];

const dataDir = await mkdtemp(path.join(tmpdir(), 'telemed-bench-signals-'));
const config = loadConfig({
  ...process.env,
  TELEMED_DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  TELEMED_SEED_DEMO: 'false',
  LOGIN_ATTEMPTS_PER_MINUTE: '100000',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ config });
const serverTimes = new Map<string, number>();
app.addHook('onResponse', async (request, reply) => {
  serverTimes.set(request.id, reply.elapsedTime);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(method: string, url: string, init: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${address}/api/${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A 24 h two-channel recorder file, streamed to disk: ECG-like pulses and a slow SpO2. */
async function writeRecording(file: string): Promise<void> {
  const ecg = new Float32Array(SECONDS * RATE);
  const spo2 = new Float32Array(SECONDS * RATE);
  for (let index = 0; index < ecg.length; index += 1) {
    const beatPhase = (index % 200) / 200;
    ecg[index] = Math.exp(-(((beatPhase - 0.3) / 0.02) ** 2)) * 1.4 + 0.1 * Math.sin(index / 400);
    spo2[index] = 95 + 2 * Math.sin(index / (RATE * 600));
  }
  const handle = await open(file, 'w');
  try {
    const chunks = encodeEdf(
      {
        startDate: { year: 2026, month: 11, day: 20, hour: 8, minute: 0, second: 0 },
        recordDurationSeconds: 1,
        signals: [
          {
            label: 'ECG',
            physicalDimension: 'mV',
            physicalMin: -5,
            physicalMax: 5,
            samplesPerRecord: RATE,
            samples: ecg,
          },
          {
            label: 'SpO2',
            physicalDimension: '%',
            physicalMin: 0,
            physicalMax: 100,
            samplesPerRecord: RATE,
            samples: spo2,
          },
        ],
      },
      { recordsPerChunk: 600 },
    );
    for (const chunk of chunks) await handle.write(chunk);
  } finally {
    await handle.close();
  }
}

try {
  const email = `bench.${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Bench-password-2026';
  await call('POST', 'users', {
    body: { email, password, acceptedConsents: { termsOfService: true, privacyPolicy: true } },
  });
  const mails = (await call('GET', 'dev/outbox')) as unknown as { to: string; text: string }[];
  const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  const confirmToken = link && new URL(link).searchParams.get('token');
  if (!confirmToken) throw new Error('no confirmation link in the outbox');
  await call('GET', `confirm/${confirmToken}`);
  const { token } = (await call('POST', 'login', { body: { email, password } })) as {
    token: string;
  };
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
      type: 'holter_ecg',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-21T08:00:00.000Z',
      description: 'Bench',
    },
  })) as { _id: string };
  const base = `teams/${team._id}/examinations/${examination._id}`;

  const file = path.join(dataDir, 'bench.edf');
  await writeRecording(file);
  const importStarted = performance.now();
  const imported = await fetch(`${address}/api/${base}/recording?fileName=bench.edf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (imported.status !== 201)
    throw new Error(`import: ${imported.status} ${await imported.text()}`);
  reportFigure({
    bench: BENCH,
    metric: 'import-24h.seconds',
    value: round((performance.now() - importStarted) / 1000, 2),
    unit: 's',
  });
  reportFigure({
    bench: BENCH,
    metric: 'import-24h.file',
    value: round((await stat(file)).size / 1e6, 1),
    unit: 'MB',
  });

  const startMs = Date.UTC(2026, 10, 20, 8, 0, 0);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (const [label, spanSeconds] of SPANS) {
    const times: number[] = [];
    const bytes: number[] = [];
    for (let sample = 0; sample < WARM_UP + SAMPLES; sample += 1) {
      const from = startMs + Math.floor(random() * (SECONDS - spanSeconds)) * 1000;
      const query = new URLSearchParams({
        startDate: String(from),
        endDate: String(from + spanSeconds * 1000),
        duration: String(spanSeconds / PIXELS),
      });
      const response = await fetch(`${address}/api/${base}/signals?${query}`, {
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
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
