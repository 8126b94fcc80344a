import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEdf } from '@telemed/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEdflibPeer,
  dumpWithEdflib,
  EDFLIB_FILE_IS_DISCONTINUOUS,
  EDFLIB_TICKS_PER_SECOND,
} from '../../../packages/formats/src/edf/edflibPeer';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { examinationWithRecording, FIXTURE_START, recorderEdf, sine } from './recordingsFixtures';

const testApp = setUpTestApp();

const RATE = 250;
const SECONDS = 90;

let clinic: Clinic;
let nurse: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let examinationId: string;
/** Epoch ms of the recording's first sample. */
let recordingStart: number;
let directory = '';
let edflib = '';

const at = (seconds: number) => new Date(recordingStart + seconds * 1000).toISOString();

const ask = (token: string, body: Record<string, unknown> = {}) =>
  call(testApp, token, 'POST', 'edf/tasks', { teamId: clinic.teamId, examinationId, ...body });

const download = (token: string, taskId: string) =>
  call(testApp, token, 'GET', `edf/tasks/${taskId}/file`);

/** Asks for an export, lets the runner finish it and answers the task and its file's bytes. */
async function exported(body: Record<string, unknown> = {}) {
  const created = await ask(nurse.token, body);
  expect(created.statusCode).toBe(201);
  await testApp.app.taskRunner.settle();
  const task = (await call(testApp, nurse.token, 'GET', `edf/tasks?teamId=${clinic.teamId}`))
    .json()
    .tasks.find((listed: { id: string }) => listed.id === created.json().id);
  const file = await download(nurse.token, task.id);
  expect(file.statusCode).toBe(200);
  return { task, bytes: new Uint8Array(file.rawPayload) };
}

/** The file as EDFlib, the reference implementation, reads it. */
async function readWithEdflib(bytes: Uint8Array) {
  const file = path.join(directory, `export-${Math.random().toString(36).slice(2)}.edf`);
  await writeFile(file, bytes);
  return dumpWithEdflib(edflib, file);
}

const bufferSource = (bytes: Uint8Array) => ({
  size: bytes.length,
  read: async (offset: number, length: number) => bytes.subarray(offset, offset + length),
});

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'telemed-edf-export-'));
  edflib = await buildEdflibPeer(directory);
  clinic = await createClinic(testApp, 'Export Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = (await createClinic(testApp, 'Other Clinic')).admin;
  ({ examinationId, recordingStart } = await examinationWithRecording(
    testApp,
    nurse.token,
    clinic.teamId,
    'Anna Nowak',
    recorderEdf(SECONDS, RATE),
  ));
  const events = `teams/${clinic.teamId}/examinations/${examinationId}/events`;
  for (const event of [
    { type: 'PAUSE', startDate: at(5), endDate: at(8.5) },
    {
      type: 'VENTRICULAR_TACHYCARDIA_PATCH',
      startDate: at(30),
      endDate: at(45),
      description: 'Short run',
    },
    { type: 'ARTIFACT', startDate: at(60.25), endDate: at(60.25) },
  ]) {
    const created = await call(testApp, nurse.token, 'POST', events, event);
    if (created.statusCode !== 201) throw new Error(created.body);
  }
}, 60_000);

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('POST edf/tasks (an EDF+ export)', () => {
  it('writes the whole recording with its events as annotations, as EDFlib reads it', async () => {
    const { task, bytes } = await exported({ description: 'For the sleep lab' });
    expect(task).toMatchObject({
      taskType: 'EDF',
      taskDesc: 'edfExport',
      status: 'completed',
      progress: 100,
      startDate: null,
      endDate: null,
      description: 'For the sleep lab',
      extra: {
        type: 'edfExport',
        channels: [
          { id: 'ch0', label: 'ECG', unit: 'mV' },
          { id: 'ch1', label: 'SpO2', unit: '%' },
        ],
        samplingRate: null,
        annotations: 3,
      },
    });
    expect(task.extra.file.name).toMatch(/^examination-.+\.edf$/);
    expect(bytes.byteLength).toBe(task.extra.file.byteSize);

    const read = await readWithEdflib(bytes);
    expect(read.filetype).toBe(1); // EDF+
    expect(read.startDate).toEqual([FIXTURE_START.year, FIXTURE_START.month, FIXTURE_START.day]);
    expect(read.startTime).toEqual([FIXTURE_START.hour, 0, 0]);
    expect(read.datarecords).toBe(SECONDS);
    expect(
      read.signals.map((signal) => [signal.label.trim(), signal.physicalDimension.trim()]),
    ).toEqual([
      ['ECG', 'mV'],
      ['SpO2', '%'],
    ]);
    // The recording's own header: every value comes back as stored (one digital step).
    const ecg = sine(SECONDS, RATE, 1.2, 1);
    const spo2 = sine(SECONDS, RATE, 0.01, 2, 95);
    expect(read.samples[0]).toHaveLength(SECONDS * RATE);
    read.samples[0]?.forEach((value, index) => expect(value).toBeCloseTo(ecg[index] ?? 0, 3));
    read.samples[1]?.forEach((value, index) => expect(value).toBeCloseTo(spo2[index] ?? 0, 2));
    const decoder = new TextDecoder();
    expect(
      read.annotations.map((annotation) => ({
        onset: annotation.onset / EDFLIB_TICKS_PER_SECOND,
        duration: annotation.duration,
        text: decoder.decode(annotation.text),
      })),
    ).toEqual([
      { onset: 5, duration: '3.5', text: 'PAUSE' },
      { onset: 30, duration: '15', text: 'VENTRICULAR_TACHYCARDIA_PATCH: Short run' },
      { onset: 60.25, duration: '', text: 'ARTIFACT' },
    ]);
  });

  it('exports a window widened to whole records, the chosen channels, the events in it', async () => {
    const { task, bytes } = await exported({
      startDate: at(29.5),
      endDate: at(40.2),
      keys: ['ch1'],
    });
    expect(task).toMatchObject({ startDate: at(29.5), endDate: at(40.2) });
    expect(task.extra).toMatchObject({ channels: [{ id: 'ch1' }], annotations: 1 });
    const read = await readWithEdflib(bytes);
    expect(read.startTime).toEqual([FIXTURE_START.hour, 0, 29]);
    expect(read.datarecords).toBe(12);
    expect(read.signals.map((signal) => signal.label.trim())).toEqual(['SpO2']);
    const spo2 = sine(SECONDS, RATE, 0.01, 2, 95);
    read.samples[0]?.forEach((value, index) =>
      expect(value).toBeCloseTo(spo2[29 * RATE + index] ?? 0, 2),
    );
    // The event began before the window: its onset is before the file's start.
    expect(read.annotations).toHaveLength(1);
    expect(read.annotations[0]?.onset).toBe(1 * EDFLIB_TICKS_PER_SECOND);
    // Our reader agrees.
    const ours = await openEdf(bufferSource(bytes));
    expect(await ours.readAnnotations()).toEqual([
      { onset: 1, duration: 15, text: 'VENTRICULAR_TACHYCARDIA_PATCH: Short run' },
    ]);
  });

  it('resamples every channel to one rate when asked', async () => {
    const { task, bytes } = await exported({
      startDate: at(10),
      endDate: at(20),
      parameters: { samplingRate: 100 },
    });
    expect(task.extra.samplingRate).toBe(100);
    const read = await readWithEdflib(bytes);
    expect(read.datarecordDuration).toBe(EDFLIB_TICKS_PER_SECOND);
    expect(read.signals.map((signal) => signal.samplesPerRecord)).toEqual([100, 100]);
    expect(read.samples[0]).toHaveLength(10 * 100);
    // 1.2 Hz at 100 Hz from 250 Hz: the wave is kept (a moving average of 2-3 samples and
    // interpolation between them move it by less than 2 %).
    read.samples[0]?.forEach((value, index) =>
      expect(value).toBeCloseTo(Math.sin(2 * Math.PI * 1.2 * (10 + index / 100)), 1),
    );
  });

  it('refuses unknown channels, half a window, one outside the recording and odd rates', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await ask(nurse.token, body);
      expect(answer.statusCode).toBe(400);
      return answer.json().validationErrors;
    };
    expect(await refused({ keys: ['ch0', 'ch7'] })).toEqual([
      { property: 'keys.1', constraints: { unknownChannel: 'No such channel in the recording' } },
    ]);
    expect(await refused({ startDate: at(1) })).toEqual([
      { property: 'endDate', constraints: { isRequired: 'Field is required' } },
    ]);
    expect((await refused({ startDate: at(5), endDate: at(5) }))[0].property).toBe('endDate');
    expect(await refused({ startDate: at(SECONDS + 10), endDate: at(SECONDS + 20) })).toEqual([
      { property: 'startDate', constraints: { invalidValue: 'Invalid format' } },
    ]);
    expect(await refused({ parameters: { samplingRate: 5000 } })).toEqual([
      {
        property: 'parameters.samplingRate',
        constraints: { outOfRange: 'Value must be between 1 and 1000' },
      },
    ]);
    expect((await refused({ parameters: { samplingRate: 2.5 } }))[0]).toMatchObject({
      property: 'parameters.samplingRate',
      constraints: { notInteger: 'Value must be an integer' },
    });
    expect((await refused({ parameters: { resample: true } }))[0].property).toBe(
      'parameters.resample',
    );
    expect(await refused({ task: 'preparingFile' })).toEqual([
      { property: 'task', constraints: { invalidTaskType: 'Invalid task type' } },
    ]);
  });

  it('is for the clinic’s staff: patients and other clinics get nothing', async () => {
    expect((await ask(patient.token)).statusCode).toBe(403);
    expect((await ask(outsider.token)).statusCode).toBe(403);
    const task = (await ask(nurse.token)).json();
    await testApp.app.taskRunner.settle();
    for (const token of [patient.token, outsider.token]) {
      const refused = await download(token, task.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Task not found');
    }
    // A signal download's id is not an export.
    const csv = await call(testApp, nurse.token, 'POST', 'downloads/signals/tasks', {
      teamId: clinic.teamId,
      examinationId,
      startDate: at(1),
      endDate: at(2),
      keys: ['ch0'],
    });
    expect((await download(nurse.token, csv.json().id)).statusCode).toBe(400);
  });

  it('has no file for an export cancelled before it ran', async () => {
    const task = (await ask(nurse.token)).json();
    await call(testApp, nurse.token, 'DELETE', `edf/tasks/${task.id}`);
    await testApp.app.taskRunner.settle();
    const file = await download(nurse.token, task.id);
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe('The file is not ready');
  });
});

describe('POST edf/tasks of an EDF+D recording (records with a gap between them)', () => {
  // Ten records from the start, then ten more after a gap, starting off the 250 Hz grid.
  const SECOND_STRETCH = 30.3012;
  const recordStarts = [
    ...Array.from({ length: 10 }, (_, record) => record),
    ...Array.from({ length: 10 }, (_, record) => SECOND_STRETCH + record),
  ];
  /** The recording's ECG samples as written, record after record. */
  const ecg = sine(20, RATE, 1.2, 1);
  let gappedExamination = '';

  const exportedGapped = async (body: Record<string, unknown> = {}) => {
    const created = await call(testApp, nurse.token, 'POST', 'edf/tasks', {
      teamId: clinic.teamId,
      examinationId: gappedExamination,
      ...body,
    });
    expect(created.statusCode).toBe(201);
    await testApp.app.taskRunner.settle();
    const file = await download(nurse.token, created.json().id);
    expect(file.statusCode).toBe(200);
    return new Uint8Array(file.rawPayload);
  };

  beforeAll(async () => {
    ({ examinationId: gappedExamination } = await examinationWithRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      'Ewa Gap',
      recorderEdf(20, RATE, { variant: 'EDF+D', recordStarts }),
    ));
  }, 60_000);

  it('keeps the gap: an EDF+D file of the recording’s own records, every sample as recorded', async () => {
    const bytes = await exportedGapped();
    const ours = await openEdf(bufferSource(bytes));
    expect(ours.header.variant).toBe('EDF+D');
    expect(ours.header.dataRecords).toBe(20);
    expect(ours.timeline.recordStart(9)).toBe(9);
    expect(ours.timeline.recordStart(10)).toBeCloseTo(SECOND_STRETCH, 7);
    expect(ours.timeline.end).toBeCloseTo(SECOND_STRETCH + 10, 7);
    const [samples] = await ours.readRecords({ from: 0, to: 20, channels: ['ECG'] });
    expect(samples).toHaveLength(20 * RATE);
    samples?.forEach((value, index) => expect(value).toBeCloseTo(ecg[index] ?? 0, 3));
    // EDFlib 1.23 reads no discontinuous file, but checks the whole header before saying so.
    await expect(readWithEdflib(bytes)).rejects.toThrow(
      `EDFlib error ${EDFLIB_FILE_IS_DISCONTINUOUS}`,
    );
  });

  it('resamples each stretch on its own, from its first instant, and leaves the gap empty', async () => {
    const bytes = await exportedGapped({ parameters: { samplingRate: 100 } });
    const ours = await openEdf(bufferSource(bytes));
    expect(ours.header.variant).toBe('EDF+D');
    expect(ours.header.dataRecords).toBe(20);
    expect(ours.timeline.recordStart(10)).toBeCloseTo(SECOND_STRETCH, 7);
    const records = await ours.readRecords({ from: 0, to: 20, channels: [0] });
    const resampled = records[0] ?? new Float32Array();
    expect(resampled).toHaveLength(20 * 100);
    // Sample k of a stretch lies k / 100 s after its start: 2.5 recorded samples on. The edges
    // hold the stretch's own first and last values, never the gap (NaN, the digital minimum).
    resampled.forEach((value, index) => {
      const stretch = Math.floor(index / 1000);
      const recorded = stretch * 10 * RATE + ((index % 1000) * RATE) / 100;
      const expected = Math.sin((2 * Math.PI * 1.2 * recorded) / RATE);
      expect(value).toBeCloseTo(expected, 1);
    });
  });
});

describe('GET edf/tasks/{id}/file', () => {
  it('streams a file of several megabytes whole, its length announced', async () => {
    // 50 minutes of two 250 Hz channels: a 3 MB export, read from storage in 1 MB chunks.
    const seconds = 3000;
    const { examinationId: longExamination } = await examinationWithRecording(
      testApp,
      nurse.token,
      clinic.teamId,
      'Jan Long',
      recorderEdf(seconds, RATE),
    );
    const created = await call(testApp, nurse.token, 'POST', 'edf/tasks', {
      teamId: clinic.teamId,
      examinationId: longExamination,
    });
    await testApp.app.taskRunner.settle();
    const file = await download(nurse.token, created.json().id);
    expect(file.statusCode).toBe(200);
    const bytes = new Uint8Array(file.rawPayload);
    expect(bytes.byteLength).toBeGreaterThan(3_000_000);
    expect(Number(file.headers['content-length'])).toBe(bytes.byteLength);
    const ours = await openEdf(bufferSource(bytes));
    expect(ours.header.dataRecords).toBe(seconds);
    const [ecg] = await ours.readRecords({ from: seconds - 10, to: seconds, channels: ['ECG'] });
    const written = sine(seconds, RATE, 1.2, 1).subarray((seconds - 10) * RATE);
    ecg?.forEach((value, index) => expect(value).toBeCloseTo(written[index] ?? 0, 3));
  });
});
