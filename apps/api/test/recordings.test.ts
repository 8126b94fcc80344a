import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { limitBytes } from '../src/services/recordingsService';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { recorderEdf, sharedEdf, sine, uploadRecording } from './recordingsFixtures';
import { writeEdf } from '@telemed/formats';

const testApp = setUpTestApp();

let clinic: Clinic;
let otherClinic: Clinic;
let nurse: StaffMember;
let patientId: string;
let holterId: string;
let datasetId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp);
  otherClinic = await createClinic(testApp, 'Another Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patientId = await addPatient(testApp, clinic.teamId, 'Jan Kowalski');
  holterId = (await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId))._id;
  datasetId = (
    await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      holterBody(undefined, { type: 'edf_dataset' }),
    )
  )._id;
});

/** A second of an EDF whose channels carry the labels, each a 30 Hz sine at 100 Hz in mV. */
const edfOfChannels = (labels: string[]) =>
  Buffer.from(
    writeEdf({
      startDate: { year: 2026, month: 1, day: 2, hour: 3, minute: 4, second: 5 },
      recordDurationSeconds: 1,
      signals: labels.map((label) => ({
        label,
        physicalDimension: 'mV',
        physicalMin: -5,
        physicalMax: 5,
        samplesPerRecord: 100,
        samples: sine(30, 100, 1),
      })),
    }),
  );

const recordingUrl = (examinationId: string, teamId = clinic.teamId) =>
  `teams/${teamId}/examinations/${examinationId}/recording`;

describe('POST .../recording', () => {
  it('imports a recorder EDF: channels with type, unit, rate and range; clock from Timezone-Offset', async () => {
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      holterId,
      recorderEdf(120),
      { 'timezone-offset': '-60' },
      'night.edf',
    );
    expect(response.statusCode).toBe(201);
    const recording = response.json();
    expect(recording).toMatchObject({
      examinationId: holterId,
      source: 'upload',
      fileName: 'night.edf',
      format: 'EDF+C',
      // 08:00 on a UTC+1 recorder is 07:00 UTC.
      startDate: '2026-11-20T07:00:00.000Z',
      endDate: '2026-11-20T07:02:00.000Z',
      warnings: [],
    });
    expect(recording.channels).toEqual([
      expect.objectContaining({
        id: 'ch0',
        label: 'ECG',
        type: 'ecg',
        unit: 'mV',
        samplingRate: 250,
        measurementRange: null,
        sampleCount: 30_000,
      }),
      expect.objectContaining({
        id: 'ch1',
        label: 'SpO2',
        type: 'spo2',
        unit: '%',
        measurementRange: { min: 50, max: 100 },
      }),
    ]);
    const read = await call(testApp, clinic.admin.token, 'GET', recordingUrl(holterId));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(recording);
  });

  it('leaves unexpected channels out with a warning', async () => {
    const bytes = edfOfChannels(['ECG', 'EMG chin']);
    const response = await uploadRecording(testApp, nurse.token, clinic.teamId, holterId, bytes);
    expect(response.statusCode).toBe(201);
    expect(response.json().channels.map((channel: { label: string }) => channel.label)).toEqual([
      'ECG',
    ]);
    expect(response.json().warnings).toEqual([
      'Channel "EMG chin" is not one of the expected channels: ECG, Air flow, SpO2, Chest volume, Pulse',
    ]);
  });

  it('refuses a real EDF without an ECG signal with the spec message', async () => {
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      holterId,
      sharedEdf('test_generator.edf'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message:
        'Failed to import EDF file: the file must contain exactly one ECG signal, otherwise contact support (found 0)',
      validationErrors: [
        {
          property: 'file',
          constraints: {
            'no-ecg-signal':
              'Failed to import EDF file: the file must contain exactly one ECG signal, otherwise contact support (found 0)',
          },
        },
      ],
    });
  });

  it('imports every signal of a real EDF into an EDF dataset examination', async () => {
    const response = await uploadRecording(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      datasetId,
      sharedEdf('test_generator.edf'),
    );
    expect(response.statusCode).toBe(201);
    const recording = response.json();
    expect(recording.channels).toHaveLength(11);
    expect(recording.channels[0]).toMatchObject({
      label: 'squarewave',
      type: 'other',
      unit: 'uV',
      samplingRate: 200,
      sampleCount: 120_000,
    });
    expect(recording.startDate).toBe('2011-04-04T12:57:02.000Z');
    expect(Date.parse(recording.endDate) - Date.parse(recording.startDate)).toBe(600_000);
  });

  it('types an EDF dataset’s channels by what their labels name: MIT-BIH leads are ECG', async () => {
    const bytes = edfOfChannels(['MLII', 'V5', 'Thorax', 'EEG Fp1']);
    const response = await uploadRecording(testApp, nurse.token, clinic.teamId, datasetId, bytes);
    expect(response.statusCode).toBe(201);
    expect(
      response
        .json()
        .channels.map((channel: { label: string; type: string }) => [channel.label, channel.type]),
    ).toEqual([
      ['MLII', 'ecg'],
      ['V5', 'ecg'],
      ['Thorax', 'chestVolume'],
      ['EEG Fp1', 'other'],
    ]);
  });

  it('refuses signals of different sampling rates', async () => {
    const bytes = Buffer.from(
      writeEdf({
        startDate: { year: 2026, month: 1, day: 2, hour: 3, minute: 4, second: 5 },
        recordDurationSeconds: 1,
        signals: [
          {
            label: 'ECG',
            physicalDimension: 'mV',
            physicalMin: -5,
            physicalMax: 5,
            samplesPerRecord: 250,
            samples: sine(10, 250, 1),
          },
          {
            label: 'SpO2',
            physicalDimension: '%',
            physicalMin: 0,
            physicalMax: 100,
            samplesPerRecord: 1,
            samples: sine(10, 1, 0.1, 1, 95),
          },
        ],
      }),
    );
    const response = await uploadRecording(testApp, nurse.token, clinic.teamId, holterId, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Failed to import EDF file: all signals must share the same sampling rate (found 250, 1 Hz)',
    );
  });

  it('names the field of a truncated file', async () => {
    const whole = recorderEdf(30);
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      holterId,
      whole.subarray(0, whole.length - 1000),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toMatch(/^Failed to import EDF file: /);
    expect(body.validationErrors[0].property).toMatch(/^file\./);
  });

  it('names the field of a corrupt header that lies about its signals', async () => {
    const bytes = recorderEdf(30);
    // Number of signals (bytes 252-255) says 99: the header cannot hold them.
    bytes.write('99  ', 252, 'latin1');
    const response = await uploadRecording(testApp, nurse.token, clinic.teamId, holterId, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].property).toMatch(/^file\./);
  });

  it('refuses bytes that are not EDF', async () => {
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      holterId,
      Buffer.from('%PDF-1.7 not a recording at all'.repeat(20)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Failed to import EDF file: /);
  });

  it('answers 413 for a payload declared over the limit', async () => {
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      holterId,
      Readable.from([Buffer.alloc(1024)]),
      { 'content-length': String(3 * 1024 ** 3) },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large' });
  });

  it('answers 415 for another content type', async () => {
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      holterId,
      recorderEdf(5),
      {
        'content-type': 'image/png',
      },
    );
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 Examination not found for an unknown examination', async () => {
    const response = await uploadRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      '00000000-0000-4000-8000-000000000000',
      recorderEdf(5),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Examination not found');
  });

  it('answers 403 to a member of another clinic and 404 through their own clinic', async () => {
    const foreign = await uploadRecording(
      testApp,
      otherClinic.admin.token,
      clinic.teamId,
      holterId,
      recorderEdf(5),
    );
    expect(foreign.statusCode).toBe(403);
    const read = await call(testApp, otherClinic.admin.token, 'GET', recordingUrl(holterId));
    expect(read.statusCode).toBe(403);
    const throughOwn = await call(
      testApp,
      otherClinic.admin.token,
      'GET',
      recordingUrl(holterId, otherClinic.teamId),
    );
    expect(throughOwn.statusCode).toBe(404);
    expect(throughOwn.json().message).toBe('Examination not found');
  });
});

describe('DELETE .../recording', () => {
  it('removes the recording; reading it then answers 404', async () => {
    const examinationId = (
      await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId)
    )._id;
    await uploadRecording(testApp, nurse.token, clinic.teamId, examinationId, recorderEdf(10));
    const deleted = await call(testApp, nurse.token, 'DELETE', recordingUrl(examinationId));
    expect(deleted.statusCode).toBe(200);
    const read = await call(testApp, nurse.token, 'GET', recordingUrl(examinationId));
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Recording not found');
  });
});

describe('limitBytes', () => {
  it('fails with 413 once more than the limit went through', async () => {
    const chunks = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    const read = async () => {
      for await (const chunk of limitBytes(chunks, 1000)) void chunk;
    };
    await expect(read()).rejects.toMatchObject({ statusCode: 413 });
  });

  it('passes a body within the limit through unchanged', async () => {
    const received: number[] = [];
    for await (const chunk of limitBytes(
      Readable.from([Buffer.alloc(600), Buffer.alloc(400)]),
      1000,
    ))
      received.push(chunk.byteLength);
    expect(received).toEqual([600, 400]);
  });
});
