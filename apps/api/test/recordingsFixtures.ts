import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeEdf } from '@telemed/formats';
import type { EdfSignalInput, EdfWriteInput } from '@telemed/formats';
import { addPatient, createExamination } from './examinationsFixtures';
import { bearer } from './helpers/testApp';
import type { Response, TestApp } from './helpers/testApp';

// The licensed EDF+ samples of testdata/edf (sources and licences in its README).
const testdata = path.resolve(import.meta.dirname, '../../../testdata');

/** One of the EDF+ sample files of testdata/edf (see its README). */
export function sharedEdf(file: string): Buffer {
  return readFileSync(path.join(testdata, 'edf', file));
}

/** The header start of the fixtures: 2026-11-20 08:00:00 on the recorder's clock. */
export const FIXTURE_START = { year: 2026, month: 11, day: 20, hour: 8, minute: 0, second: 0 };

/** A sine of `hz` with amplitude `amplitude` around `offset`, `seconds` long at `rate`. */
export function sine(
  seconds: number,
  rate: number,
  hz: number,
  amplitude = 1,
  offset = 0,
): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let index = 0; index < samples.length; index += 1) {
    samples[index] = offset + amplitude * Math.sin((2 * Math.PI * hz * index) / rate);
  }
  return samples;
}

/** An ECG-like channel spec for writeEdf (mV, ±5 mV). */
export function ecgSignal(samples: Float32Array, rate: number, label = 'ECG'): EdfSignalInput {
  return {
    label,
    physicalDimension: 'mV',
    physicalMin: -5,
    physicalMax: 5,
    samplesPerRecord: rate,
    samples,
  };
}

/** A recorder file as the import rules want it: ECG and SpO2 at one rate. */
export function recorderEdf(seconds: number, rate = 250, extra: Partial<EdfWriteInput> = {}) {
  return Buffer.from(
    writeEdf({
      startDate: FIXTURE_START,
      recordDurationSeconds: 1,
      signals: [
        ecgSignal(sine(seconds, rate, 1.2, 1), rate),
        {
          label: 'SpO2',
          physicalDimension: '%',
          physicalMin: 0,
          physicalMax: 100,
          samplesPerRecord: rate,
          samples: sine(seconds, rate, 0.01, 2, 95),
        },
      ],
      ...extra,
    }),
  );
}

/**
 * A new patient's Holter examination with `bytes` uploaded as its recording; throws unless the
 * upload was taken. Answers the examination's id and the recording's start (epoch ms).
 */
export async function examinationWithRecording(
  testApp: TestApp,
  token: string,
  teamId: string,
  patientName: string,
  bytes: Buffer,
): Promise<{ examinationId: string; recordingStart: number }> {
  const patientId = await addPatient(testApp, teamId, patientName);
  const examinationId = (await createExamination(testApp, token, teamId, patientId))._id;
  const uploaded = await uploadRecording(testApp, token, teamId, examinationId, bytes);
  if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
  return { examinationId, recordingStart: Date.parse(uploaded.json().startDate) };
}

/** POSTs raw bytes as an examination's recording. */
export function uploadRecording(
  testApp: TestApp,
  token: string,
  teamId: string,
  examinationId: string,
  bytes: Buffer | Readable,
  headers: Record<string, string> = {},
  fileName = 'upload.edf',
): Promise<Response> {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/examinations/${examinationId}/recording?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream', ...headers },
    payload: bytes,
  });
}
