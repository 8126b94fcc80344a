import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeEdf } from '@telemed/formats';
import { TasksRepository } from '../src/repositories/tasksRepository';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { bearer } from './helpers/testApp';
import type { Response } from './helpers/testApp';
import { ecgSignal, FIXTURE_START, recorderEdf, sharedEdf, sine } from './recordingsFixtures';

// A short poll, so a task whose lease lapsed is taken again within the test.
const testApp = setUpTestApp({ env: { TASK_POLL_MS: '100' } });

let clinic: Clinic;
let nurse: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let patientId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'EDF Import Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = (await createClinic(testApp, 'Other Clinic')).admin;
  patientId = await addPatient(testApp, clinic.teamId, 'Jan Kowalski');
});

const newHolter = async () =>
  (await createExamination(testApp, nurse.token, clinic.teamId, patientId))._id;

/** Sends a file to `POST edf/tasks/import` for the examination. */
function importFile(
  token: string,
  examinationId: string,
  bytes: Uint8Array,
  fileName = 'holter.edf',
): Promise<Response> {
  const query = new URLSearchParams({ teamId: clinic.teamId, examinationId, fileName });
  return testApp.app.inject({
    method: 'POST',
    url: `/api/edf/tasks/import?${query}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(bytes),
  });
}

/** The clinic's EDF tasks, newest first. */
async function edfTasks(token = nurse.token) {
  const answer = await call(testApp, token, 'GET', `edf/tasks?teamId=${clinic.teamId}`);
  expect(answer.statusCode).toBe(200);
  return answer.json().tasks as { id: string; [field: string]: unknown }[];
}

async function taskOf(id: string) {
  return (await edfTasks()).find((task) => task.id === id);
}

/** The examination's events as the API lists them, by their start. */
async function eventsOf(examinationId: string) {
  const listed = await call(
    testApp,
    nurse.token,
    'GET',
    `teams/${clinic.teamId}/examinations/${examinationId}/events`,
  );
  expect(listed.statusCode).toBe(200);
  const { events } = listed.json() as {
    events: {
      type: string;
      startDate: string;
      endDate: string;
      description: string | null;
      origin: string;
      signal: string;
    }[];
  };
  return events
    .map(({ type, startDate, endDate, description, origin, signal }) => ({
      type,
      startDate,
      endDate,
      description,
      origin,
      signal,
    }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Every file stored under an examination's recordings, partial ones included. */
async function storedFiles(examinationId: string): Promise<string[]> {
  const directory = path.join(testApp.config.dataDir, 'files', 'recordings', examinationId);
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A recorder file of `seconds` with the given signals at 250 Hz. */
function edfWith(signals: Parameters<typeof writeEdf>[0]['signals']): Uint8Array {
  return writeEdf({ startDate: FIXTURE_START, recordDurationSeconds: 1, signals });
}

describe('POST edf/tasks/import', () => {
  it('imports the file into the examination’s recording as a task', async () => {
    const examinationId = await newHolter();
    const created = await importFile(nurse.token, examinationId, recorderEdf(120));
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({
      taskType: 'EDF',
      taskDesc: 'edfImport',
      status: 'waiting',
      progress: 0,
      stage: 1,
      totalStages: 1,
      examinationId,
      teamId: clinic.teamId,
      error: null,
      extra: { type: 'edfImport', fileName: 'holter.edf', warnings: [], failure: null },
    });
    await testApp.app.taskRunner.settle();

    const ended = await taskOf(task.id);
    expect(ended).toMatchObject({ status: 'completed', progress: 100, error: null });
    const recording = await call(
      testApp,
      nurse.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
    );
    expect(recording.statusCode).toBe(200);
    expect(recording.json()).toMatchObject({
      _id: task.extra.recordingId,
      fileName: 'holter.edf',
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-20T08:02:00.000Z',
      channels: [
        { id: 'ch0', label: 'ECG', type: 'ecg', samplingRate: 250 },
        { id: 'ch1', label: 'SpO2', type: 'spo2', samplingRate: 250 },
      ],
    });
  });

  it('makes events of an EDF+ file’s annotations: its own export’s types and notes, other texts as custom marks', async () => {
    const examinationId = await newHolter();
    const created = await importFile(
      nurse.token,
      examinationId,
      recorderEdf(120, 250, {
        annotations: [
          { onset: 10, duration: 4.5, text: 'ATRIAL_FIBRILLATION: irregular, no P waves' },
          { onset: 30.25, duration: null, text: 'VENTRICULAR_ECTOPIC' },
          { onset: 60, duration: 1, text: 'Lights off' },
          // Lower case is a person's text, not a type code.
          { onset: 90, duration: null, text: 'pause' },
          // Cut at the recording's end; one after it is left out.
          { onset: 119, duration: 30, text: 'OTHER: runs past the end' },
          { onset: 150, duration: null, text: 'after the end' },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    await testApp.app.taskRunner.settle();
    expect(await taskOf(created.json().id)).toMatchObject({ status: 'completed' });

    const events = await eventsOf(examinationId);
    const user = { origin: 'user', signal: 'all' };
    expect(events).toEqual([
      {
        type: 'ATRIAL_FIBRILLATION',
        startDate: '2026-11-20T08:00:10.000Z',
        endDate: '2026-11-20T08:00:14.500Z',
        description: 'irregular, no P waves',
        ...user,
      },
      {
        type: 'VENTRICULAR_ECTOPIC',
        startDate: '2026-11-20T08:00:30.250Z',
        endDate: '2026-11-20T08:00:30.250Z',
        description: null,
        ...user,
      },
      {
        type: 'CUSTOM',
        startDate: '2026-11-20T08:01:00.000Z',
        endDate: '2026-11-20T08:01:01.000Z',
        description: 'Lights off',
        ...user,
      },
      {
        type: 'CUSTOM',
        startDate: '2026-11-20T08:01:30.000Z',
        endDate: '2026-11-20T08:01:30.000Z',
        description: 'pause',
        ...user,
      },
      {
        type: 'OTHER',
        startDate: '2026-11-20T08:01:59.000Z',
        endDate: '2026-11-20T08:02:00.000Z',
        description: 'runs past the end',
        ...user,
      },
    ]);
  });

  it('takes the beat list of an EDF+ file whose annotations label every beat (WFDB symbols)', async () => {
    const beatsOf = (examinationId: string) =>
      call(
        testApp,
        nurse.token,
        'GET',
        `teams/${clinic.teamId}/examinations/${examinationId}/beats`,
      );
    // A beat a second for two minutes, as a PhysioNet record's reference annotation converted to
    // EDF+ writes them: N, with a V at 30 s, an A at 61 s and a right bundle branch block beat.
    const symbolAt = (second: number) => ({ 30: 'V', 61: 'A', 90: 'R' })[second] ?? 'N';
    const labelled = await newHolter();
    const created = await importFile(
      nurse.token,
      labelled,
      recorderEdf(120, 250, {
        annotations: Array.from({ length: 120 }, (_, second) => ({
          onset: second + 0.2,
          duration: null,
          text: symbolAt(second),
        })),
      }),
    );
    await testApp.app.taskRunner.settle();
    expect(await taskOf(created.json().id)).toMatchObject({ status: 'completed' });
    const beats = await beatsOf(labelled);
    expect(beats.statusCode).toBe(200);
    expect(beats.json()).toMatchObject({
      startDate: '2026-11-20T08:00:00.000Z',
      samplingRate: 250,
      confidences: null,
    });
    expect(beats.json().samples).toEqual(
      Array.from({ length: 120 }, (_, second) => second * 250 + 50),
    );
    const labels: string = beats.json().labels;
    expect(labels).toHaveLength(120);
    expect([labels[30], labels[61], labels[90], labels[0]]).toEqual(['V', 'S', 'N', 'N']);
    // The ectopic beats are events too, as the Holter analysis makes them.
    expect((await eventsOf(labelled)).map((event) => event.type)).toEqual([
      'VENTRICULAR_ECTOPIC',
      'SUPRAVENTRICULAR_ECTOPIC',
    ]);

    // Labels of a few beats only (its ectopic ones) are events; the beat list is the analysis's.
    const sparse = await newHolter();
    await importFile(
      nurse.token,
      sparse,
      recorderEdf(120, 250, {
        annotations: [30, 60].map((second) => ({ onset: second, duration: null, text: 'V' })),
      }),
    );
    await testApp.app.taskRunner.settle();
    expect((await beatsOf(sparse)).statusCode).toBe(404);
    expect(await eventsOf(sparse)).toHaveLength(2);
  });

  it('imports a real EDF+ file of testdata into an EDF dataset examination', async () => {
    const examinationId = (
      await createExamination(testApp, nurse.token, clinic.teamId, patientId, {
        type: 'edf_dataset',
        startDate: '2011-04-04T12:57:02.000Z',
        endDate: '2011-04-04T13:07:02.000Z',
        description: 'EDFlib test generator',
      })
    )._id;
    const created = await importFile(
      nurse.token,
      examinationId,
      sharedEdf('test_generator.edf'),
      'test_generator.edf',
    );
    expect(created.statusCode).toBe(201);
    await testApp.app.taskRunner.settle();
    expect(await taskOf(created.json().id)).toMatchObject({ status: 'completed' });
    const recording = await call(
      testApp,
      nurse.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
    );
    // Twelve signals, one of them the annotations: eleven channels.
    expect(recording.json().channels).toHaveLength(11);
    expect(recording.json().endDate).toBe('2011-04-04T13:07:02.000Z');
    // EDFlib's generator marks the start and the end: two custom marks.
    expect(
      (await eventsOf(examinationId)).map(({ type, startDate, description }) => ({
        type,
        startDate,
        description,
      })),
    ).toEqual([
      { type: 'CUSTOM', startDate: '2011-04-04T12:57:02.000Z', description: 'Recording starts' },
      { type: 'CUSTOM', startDate: '2011-04-04T13:07:02.000Z', description: 'Recording ends' },
    ]);
  });

  it('replaces the examination’s previous recording and removes its files', async () => {
    const examinationId = await newHolter();
    const first = (await importFile(nurse.token, examinationId, recorderEdf(30))).json();
    await testApp.app.taskRunner.settle();
    const second = (await importFile(nurse.token, examinationId, recorderEdf(60))).json();
    await testApp.app.taskRunner.settle();
    expect(await taskOf(second.id)).toMatchObject({ status: 'completed' });
    const recording = await call(
      testApp,
      nurse.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
    );
    expect(recording.json()._id).toBe(second.extra.recordingId);
    const directory = path.join(testApp.config.dataDir, 'files', 'recordings', examinationId);
    expect(await readdir(directory)).toEqual([second.extra.recordingId]);
    expect(first.extra.recordingId).not.toBe(second.extra.recordingId);
  });

  it.each([
    [
      'two ECG signals',
      () =>
        edfWith([ecgSignal(sine(10, 250, 1.2), 250), ecgSignal(sine(10, 250, 1.2), 250, 'ECG')]),
      'several-ecg-signals',
      'Failed to import EDF file: the file must contain exactly one ECG signal, otherwise contact support (found 2)',
    ],
    [
      'mixed sampling rates',
      () =>
        edfWith([
          ecgSignal(sine(10, 250, 1.2), 250),
          { ...ecgSignal(sine(10, 100, 0.2), 100, 'Pulse'), physicalDimension: 'bpm' },
        ]),
      'mixed-sampling-rates',
      'Failed to import EDF file: all signals must share the same sampling rate (found 250, 100 Hz)',
    ],
    [
      'no ECG signal',
      () => edfWith([{ ...ecgSignal(sine(10, 250, 0.2), 250, 'SpO2'), physicalDimension: '%' }]),
      'no-ecg-signal',
      'Failed to import EDF file: the file must contain exactly one ECG signal, otherwise contact support (found 0)',
    ],
  ])(
    'fails the task with the reason for %s and leaves nothing behind',
    async (_name, bytes, rule, message) => {
      const examinationId = await newHolter();
      const created = await importFile(nurse.token, examinationId, bytes());
      expect(created.statusCode).toBe(201);
      await testApp.app.taskRunner.settle();
      const ended = await taskOf(created.json().id);
      expect(ended).toMatchObject({
        status: 'failed',
        error: { code: 'EDF_IMPORT_FAILED', message: 'Failed to import EDF file' },
        extra: {
          failure: {
            message,
            validationErrors: [{ property: 'file', constraints: { [rule]: message } }],
          },
        },
      });
      expect(await storedFiles(examinationId)).toEqual([]);
      const recording = await call(
        testApp,
        nurse.token,
        'GET',
        `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
      );
      expect(recording.statusCode).toBe(404);
    },
  );

  it.each([
    ['a truncated header', () => recorderEdf(30).subarray(0, 300), 'file.headerBytes'],
    ['a truncated file', () => recorderEdf(30).subarray(0, 5000), 'file.dataRecords'],
    [
      'a wrong record count',
      () => {
        const bytes = recorderEdf(30);
        bytes.write('31'.padEnd(8, ' '), 236, 'latin1');
        return bytes;
      },
      'file.dataRecords',
    ],
    [
      'a non-ASCII header',
      () => {
        const bytes = recorderEdf(30);
        bytes.write('ECG\u00e9', 256, 'latin1');
        return bytes;
      },
      'file.signal[0].label',
    ],
  ])(
    'refuses %s at upload with the reason, storing no task and no file',
    async (_name, bytes, property) => {
      const examinationId = await newHolter();
      const before = (await edfTasks()).length;
      const refused = await importFile(nurse.token, examinationId, bytes());
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Failed to import EDF file: /);
      expect(refused.json().validationErrors[0].property).toBe(property);
      expect(await edfTasks()).toHaveLength(before);
      expect(await storedFiles(examinationId)).toEqual([]);
    },
  );

  it('validates the query with the shared schema', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/edf/tasks/import?teamId=${clinic.teamId}&examinationId=nope`,
      headers: { ...bearer(nurse.token), 'content-type': 'application/octet-stream' },
      payload: recorderEdf(10),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().validationErrors).toEqual([
      { property: 'examinationId', constraints: expect.objectContaining({}) },
    ]);
  });

  it('is for the clinic’s staff: patients and other clinics get nothing', async () => {
    const examinationId = await newHolter();
    expect((await importFile(patient.token, examinationId, recorderEdf(10))).statusCode).toBe(403);
    expect((await importFile(outsider.token, examinationId, recorderEdf(10))).statusCode).toBe(403);
    expect(await storedFiles(examinationId)).toEqual([]);
    const list = await call(testApp, patient.token, 'GET', `edf/tasks?teamId=${clinic.teamId}`);
    expect(list.statusCode).toBe(403);
  });
});

describe('GET and DELETE edf/tasks', () => {
  it('lists the imports newest first and cancels one; another kind there is an invalid type', async () => {
    const examinationId = await newHolter();
    const older = (await importFile(nurse.token, examinationId, recorderEdf(10))).json();
    const newer = (await importFile(nurse.token, examinationId, recorderEdf(10))).json();
    const cancelled = await call(testApp, nurse.token, 'DELETE', `edf/tasks/${newer.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(['cancelled', 'completed']).toContain(cancelled.json().status);
    await testApp.app.taskRunner.settle();
    const ids = (await edfTasks()).map((task) => task.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

    const download = await call(testApp, nurse.token, 'POST', 'downloads/signals/tasks', {
      teamId: clinic.teamId,
      examinationId,
      startDate: '2026-11-20T08:00:00.000Z',
      endDate: '2026-11-20T08:00:05.000Z',
      keys: ['ch0'],
    });
    const wrongKind = await call(testApp, nurse.token, 'DELETE', `edf/tasks/${download.json().id}`);
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().validationErrors).toEqual([
      { property: 'task', constraints: { invalidTaskType: 'Invalid task type' } },
    ]);
    await testApp.app.taskRunner.settle();
  });

  it('removes the received file of an import cancelled while it waited or ran', async () => {
    const examinationId = await newHolter();
    const task = (await importFile(nurse.token, examinationId, recorderEdf(600))).json();
    const cancelled = await call(testApp, nurse.token, 'DELETE', `edf/tasks/${task.id}`);
    expect(cancelled.json()).toMatchObject({ id: task.id, status: 'cancelled' });
    await testApp.app.taskRunner.settle();
    expect((await taskOf(task.id))?.status).toBe('cancelled');
    expect(await storedFiles(examinationId)).toEqual([]);
    const recording = await call(
      testApp,
      nurse.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
    );
    expect(recording.statusCode).toBe(404);
  });
});

describe('an import whose process died', () => {
  it('is taken again once the lease lapsed, and finishes', async () => {
    const examinationId = await newHolter();
    const recordingId = crypto.randomUUID();
    const prefix = `recordings/${examinationId}/${recordingId}`;
    // What a process killed mid-import leaves: the received file, a pyramid half written, and
    // the task running under its lease, which lapses in a moment.
    await testApp.app.storage.put(`${prefix}/original.edf`, recorderEdf(90));
    await testApp.app.storage.put(`${prefix}/ch0.pyramid`, Buffer.alloc(100, 7));
    const tasks = new TasksRepository(testApp.app.db);
    const orphan = await tasks.insert({
      teamId: clinic.teamId,
      userId: nurse.userId,
      examinationId,
      taskType: 'EDF',
      taskDesc: 'edfImport',
      status: 'running',
      progress: 40,
      attempts: 1,
      leaseOwner: 'a-process-that-was-killed',
      leaseExpiresAt: new Date(Date.now() + 300),
      input: { parameters: { timezoneOffsetMinutes: 0 } },
      extra: {
        type: 'edfImport',
        fileName: 'holter.edf',
        byteSize: recorderEdf(90).byteLength,
        recordingId,
        warnings: [],
        failure: null,
      },
    });
    await expect
      .poll(async () => (await tasks.find(orphan.id))?.status, { timeout: 20_000 })
      .toBe('completed');
    const ended = await tasks.find(orphan.id);
    expect(ended?.attempts).toBe(2);
    expect(ended?.leaseOwner).toBeNull();
    const recording = await call(
      testApp,
      nurse.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
    );
    expect(recording.json()).toMatchObject({
      _id: recordingId,
      endDate: '2026-11-20T08:01:30.000Z',
      channels: [{ sampleCount: 90 * 250 }, { sampleCount: 90 * 250 }],
    });
  });
});

describe('the import’s progress on the live socket', () => {
  it('tells the clinic’s staff as the import waits, runs, moves on and completes', async () => {
    const examinationId = await newHolter();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = io(`http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`, {
      path: '/socket.io',
      auth: { token: nurse.token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise((resolve) => socket.once('session.ready', resolve));
      const heard: { id: string; status: string; progress: number }[] = [];
      const completed = new Promise<void>((resolve) => {
        socket.on('task.changed', (task: { id: string; status: string; progress: number }) => {
          heard.push(task);
          if (task.status === 'completed') resolve();
        });
      });
      // 40 min at 250 Hz, two channels: read in steps of ten minutes, a quarter each.
      const taskId = (await importFile(nurse.token, examinationId, recorderEdf(2400))).json()
        .id as string;
      await completed;
      const mine = heard.filter((task) => task.id === taskId);
      expect(mine.map((task) => task.status)).toEqual([
        'waiting',
        'running',
        'running',
        'running',
        'running',
        'running',
        'completed',
      ]);
      expect(mine.map((task) => task.progress)).toEqual([0, 0, 25, 50, 75, 100, 100]);
    } finally {
      socket.disconnect();
    }
  });
});
