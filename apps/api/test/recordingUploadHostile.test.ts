import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { writeEdf } from '@telemed/formats';
import { ecgSignal, FIXTURE_START, recorderEdf, uploadRecording } from './recordingsFixtures';

/*
 * Uploads that lie (issue 19): each is refused fast with 400 and the field named, before the
 * server stores or reads more than it must, and leaves no file behind.
 */

const testApp = setUpTestApp();

let clinic: Clinic;
let nurse: StaffMember;
let patientId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Hostile Uploads Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patientId = await addPatient(testApp, clinic.teamId, 'Anna Nowak');
});

const newExamination = async () =>
  (await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId))._id;

/** Every file stored under an examination's recordings, partial ones included. */
async function storedFiles(examinationId: string): Promise<string[]> {
  const directory = path.join(testApp.config.dataDir, 'files', 'recordings', examinationId);
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A 30 s recorder file (ECG + SpO2 + annotations: 3 signals, 1024 header bytes) with a lie. */
function lying(offset: number, text: string, width = 8): Buffer {
  const bytes = recorderEdf(30);
  bytes.write(text.padEnd(width, ' '), offset, 'latin1');
  return bytes;
}

// Byte offsets of fixed-header fields; per-signal fields follow at 256 + width × 3 per field.
const RECORD_DURATION = 244;
const DATA_RECORDS = 236;
const START_DATE = 168;
const SIGNAL_COUNT = 252;
const SAMPLES_PER_RECORD_OF_ECG = 256 + 3 * (16 + 80 + 8 + 8 + 8 + 8 + 8 + 80);

describe('POST .../recording with a hostile file', () => {
  it.each([
    ['record duration 1e99', () => lying(RECORD_DURATION, '1e99'), 'file.recordDuration'],
    ['record duration 1e-99', () => lying(RECORD_DURATION, '1e-99'), 'file.recordDuration'],
    ['record duration NaN', () => lying(RECORD_DURATION, 'NaN'), 'file.recordDuration'],
    ['record duration of 2 days', () => lying(RECORD_DURATION, '172800'), 'file.recordDuration'],
    ['start date 31.02.26', () => lying(START_DATE, '31.02.26'), 'file.startDate'],
    ['negative data records', () => lying(DATA_RECORDS, '-7'), 'file.dataRecords'],
    ['unknown data records (-1)', () => lying(DATA_RECORDS, '-1'), 'file.dataRecords'],
    ['negative signal count', () => lying(SIGNAL_COUNT, '-2', 4), 'file.signalCount'],
    [
      'samples per record 2.5e2',
      () => lying(SAMPLES_PER_RECORD_OF_ECG, '2.5e2'),
      'file.signal[0].samplesPerRecord',
    ],
    ['more records than sent', () => lying(DATA_RECORDS, '31'), 'file.dataRecords'],
    ['fewer records than sent', () => lying(DATA_RECORDS, '29'), 'file.dataRecords'],
    ['a truncated file', () => recorderEdf(30).subarray(0, 5000), 'file.dataRecords'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n'.repeat(100)), 'file.version'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_name, bytes, property) => {
    const examinationId = await newExamination();
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      examinationId,
      bytes(),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^Failed to import EDF file: /);
    expect(body.validationErrors[0].property).toBe(property);
    expect(await storedFiles(examinationId)).toEqual([]);
  });

  it('refuses a body that is not EDF at its first bytes, without reading the rest', async () => {
    const examinationId = await newExamination();
    let sent = 0;
    const megabyte = Buffer.from('%PDF-1.7 '.repeat(116_509));
    const body = Readable.from(
      (function* () {
        for (let chunk = 0; chunk < 64; chunk += 1) {
          sent += megabyte.length;
          yield megabyte;
        }
      })(),
    );
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      examinationId,
      body,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].property).toBe('file.version');
    // The first megabyte chunk decided; a stream reads at most a few chunks ahead.
    expect(sent).toBeLessThanOrEqual(4 * megabyte.length);
    expect(await storedFiles(examinationId)).toEqual([]);
  });

  it('answers 413 when the header promises more than the limit, before the data', async () => {
    const examinationId = await newExamination();
    // 99 999 999 records of 1 s × 2 signals × 250 samples: 100 GB promised in a 60 kB body.
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      examinationId,
      Readable.from([lying(DATA_RECORDS, '99999999')]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large' });
  });

  it('answers 400 when Content-Length disagrees with the size the header promises', async () => {
    const examinationId = await newExamination();
    const bytes = recorderEdf(30);
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      examinationId,
      Readable.from([bytes]),
      { 'content-length': String(bytes.length + 10) },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `Failed to import EDF file: the header promises ${bytes.length} bytes, Content-Length says ${bytes.length + 10}`,
      validationErrors: [{ property: 'file.dataRecords' }],
    });
  });

  it.each([
    // Two 1 s records 400 days apart: a few kB that would span more than a year.
    ['spans more than a year', 1, 400, 'file', /spans 400 days, more than 366$/],
    // 100 days of 250 Hz gaps are 2.16 G samples, more than a whole 2 GiB upload holds.
    [
      'spans more samples than an upload can hold',
      250,
      100,
      'file.signal[0]',
      /2160000250 samples/,
    ],
  ])(
    'answers 400 for an EDF+D file whose two records lie far apart: it %s',
    async (_name, rate, days, property, message) => {
      const examinationId = await newExamination();
      const bytes = writeEdf({
        startDate: FIXTURE_START,
        variant: 'EDF+D',
        recordStarts: [0, days * 86_400],
        signals: [ecgSignal(new Float32Array(2 * rate), rate)],
      });
      const response = await uploadRecording(
        testApp,
        nurse.token,
        clinic.teamId,
        examinationId,
        Buffer.from(bytes),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(response.json().validationErrors[0].property).toBe(property);
      expect(await storedFiles(examinationId)).toEqual([]);
    },
  );

  it('removes every file of an upload the import rules refuse', async () => {
    const examinationId = await newExamination();
    // Valid EDF, but a recorder file needs exactly one ECG signal.
    const bytes = recorderEdf(30);
    bytes.write('EMG     ', 256, 'latin1');
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      examinationId,
      bytes,
    );
    expect(response.statusCode).toBe(400);
    expect(await storedFiles(examinationId)).toEqual([]);
  });

  it('removes the partial file of an upload the client aborts midway', async () => {
    const examinationId = await newExamination();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    // The service's promise tells when the server has finished with the aborted upload.
    const service = testApp.app.recordingsService;
    const importUpload = service.importUpload.bind(service);
    let imported: Promise<unknown> | undefined;
    let arrived!: () => void;
    const started = new Promise<void>((resolve) => (arrived = resolve));
    service.importUpload = (...args) => {
      imported = importUpload(...args);
      arrived();
      return imported as ReturnType<typeof importUpload>;
    };
    try {
      const bytes = recorderEdf(600);
      const upload = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/teams/${clinic.teamId}/examinations/${examinationId}/recording?fileName=a.edf`,
        headers: {
          authorization: `Bearer ${nurse.token}`,
          'content-type': 'application/octet-stream',
          'content-length': String(bytes.length),
        },
      });
      upload.on('error', () => undefined);
      upload.write(bytes.subarray(0, bytes.length / 2));
      await started;
      upload.destroy();
      await expect(imported).rejects.toThrow();
      expect(await storedFiles(examinationId)).toEqual([]);
    } finally {
      service.importUpload = importUpload;
    }
  });
});
