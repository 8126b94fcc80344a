/**
 * What the benchmarks that need a 24 h Holter behind the API share: a clinic with a doctor and a
 * patient on the bench server, and a Holter examination with a 24 h, 250 Hz recorder file
 * imported through `POST .../recording` as a clinic uploads one.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { encodeEdf } from '@telemed/formats';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { UsersRepository } from '../src/repositories/usersRepository';
import { signUpBenchUser } from './benchServer';
import type { BenchServer } from './benchServer';

export const HOLTER_RATE = 250;
export const HOLTER_SECONDS = 24 * 3600;
/** Start of the bench Holter (epoch ms): 20 November 2026, 08:00 UTC. */
export const HOLTER_START_MS = Date.UTC(2026, 10, 20, 8, 0, 0);

/** A 24 h two-channel recorder file, streamed to disk: ECG-like pulses and a slow SpO2. */
async function writeRecording(file: string): Promise<void> {
  const ecg = new Float32Array(HOLTER_SECONDS * HOLTER_RATE);
  const spo2 = new Float32Array(HOLTER_SECONDS * HOLTER_RATE);
  for (let index = 0; index < ecg.length; index += 1) {
    const beatPhase = (index % 200) / 200;
    ecg[index] = Math.exp(-(((beatPhase - 0.3) / 0.02) ** 2)) * 1.4 + 0.1 * Math.sin(index / 400);
    spo2[index] = 95 + 2 * Math.sin(index / (HOLTER_RATE * 600));
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
            samplesPerRecord: HOLTER_RATE,
            samples: ecg,
          },
          {
            label: 'SpO2',
            physicalDimension: '%',
            physicalMin: 0,
            physicalMax: 100,
            samplesPerRecord: HOLTER_RATE,
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

/** The bench clinic's Holter: who may read it, where it is, and what importing it took. */
export interface BenchHolter {
  email: string;
  password: string;
  token: string;
  teamId: string;
  /** The patient's member id. */
  memberId: string;
  examinationId: string;
  /** `teams/:teamId/examinations/:examinationId`, for API calls. */
  base: string;
  importSeconds: number;
  fileMegabytes: number;
}

/** Creates a doctor's clinic, a patient and their 24 h Holter examination with its recording. */
export async function createBenchHolter(server: BenchServer): Promise<BenchHolter> {
  const { app, address, dataDir, call } = server;
  const { email, password, token } = await signUpBenchUser(server);
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
  return {
    email,
    password,
    token,
    teamId: team._id,
    memberId: patient.id,
    examinationId: examination._id,
    base,
    importSeconds: (performance.now() - importStarted) / 1000,
    fileMegabytes: (await stat(file)).size / 1e6,
  };
}
