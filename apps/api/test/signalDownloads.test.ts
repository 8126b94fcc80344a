import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from '../src/services/signalsCsv';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { recorderEdf, sine, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

const RATE = 250;
const SECONDS = 120;

let clinic: Clinic;
let nurse: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let examinationId: string;
/** Epoch ms of the recording's first sample. */
let recordingStart: number;

const at = (seconds: number) => new Date(recordingStart + seconds * 1000).toISOString();

const ask = (token: string, body: Record<string, unknown>) =>
  call(testApp, token, 'POST', 'downloads/signals/tasks', {
    teamId: clinic.teamId,
    examinationId,
    startDate: at(10),
    endDate: at(12),
    keys: ['ch0', 'ch1'],
    ...body,
  });

const download = (token: string, taskId: string) =>
  call(testApp, token, 'GET', `downloads/signals/tasks/${taskId}/file`);

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Downloads Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = (await createClinic(testApp, 'Other Clinic')).admin;
  const patientId = await addPatient(testApp, clinic.teamId, 'Jan Kowalski');
  examinationId = (await createExamination(testApp, nurse.token, clinic.teamId, patientId))._id;
  const uploaded = await uploadRecording(
    testApp,
    nurse.token,
    clinic.teamId,
    examinationId,
    recorderEdf(SECONDS, RATE),
  );
  if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
  recordingStart = Date.parse(uploaded.json().startDate);
});

describe('POST downloads/signals/tasks (preparingFile)', () => {
  it('writes the chosen channels of the window as CSV, downloadable once completed', async () => {
    const created = await ask(nurse.token, { description: 'For the cardiologist' });
    expect(created.statusCode).toBe(201);
    const task = created.json();
    expect(task).toMatchObject({
      taskType: 'preparingFile',
      taskDesc: 'signalsCsv',
      status: 'waiting',
      startDate: at(10),
      endDate: at(12),
      examinationId,
      description: 'For the cardiologist',
      extra: {
        type: 'signalsCsv',
        channels: [
          { id: 'ch0', label: 'ECG', unit: 'mV' },
          { id: 'ch1', label: 'SpO2', unit: '%' },
        ],
        file: null,
      },
    });
    await testApp.app.taskRunner.settle();

    const [listed] = (
      await call(testApp, nurse.token, 'GET', `downloads/signals/tasks?teamId=${clinic.teamId}`)
    ).json().tasks;
    expect(listed).toMatchObject({ id: task.id, status: 'completed', progress: 100 });
    expect(listed.extra.file.name).toMatch(/^signals-.+\.csv$/);

    const file = await download(clinic.admin.token, task.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${listed.extra.file.name}"`,
    );
    expect(file.rawPayload.byteLength).toBe(listed.extra.file.byteSize);
    const [header, ...rows] = file.body.trimEnd().split('\n');
    expect(header).toBe('time,seconds,ECG (mV),SpO2 (%)');
    expect(rows).toHaveLength(2 * RATE);
    const ecg = sine(SECONDS, RATE, 1.2, 1);
    const spo2 = sine(SECONDS, RATE, 0.01, 2, 95);
    rows.forEach((row, index) => {
      const [time, seconds, ecgValue, spo2Value] = row.split(',');
      const sample = 10 * RATE + index;
      expect(time).toBe(new Date(recordingStart + (sample * 1000) / RATE).toISOString());
      expect(Number(seconds)).toBeCloseTo(index / RATE, 6);
      // 16-bit EDF: within one step of the physical range.
      expect(Number(ecgValue)).toBeCloseTo(ecg[sample] ?? Number.NaN, 3);
      expect(Number(spo2Value)).toBeCloseTo(spo2[sample] ?? Number.NaN, 2);
    });
  });

  it('refuses unknown channels, an empty window and one past the raw hour limit', async () => {
    const unknown = await ask(nurse.token, { keys: ['ch0', 'ch9'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validationErrors).toEqual([
      { property: 'keys.1', constraints: { unknownChannel: 'No such channel in the recording' } },
    ]);
    const backwards = await ask(nurse.token, { startDate: at(12), endDate: at(10) });
    expect(backwards.json().validationErrors[0]).toMatchObject({
      property: 'endDate',
      constraints: { startDateDifferentThanEndDate: expect.any(String) },
    });
    const tooLong = await ask(nurse.token, { endDate: at(10 + 10 * 3600 + 1) });
    expect(tooLong.json().validationErrors).toEqual([
      {
        property: 'endDate',
        constraints: { windowTooLong: 'The window may be at most 10 hours long' },
      },
    ]);
    const none = await ask(nurse.token, { keys: [] });
    expect(none.json().validationErrors[0].property).toBe('keys');
  });

  it('is for the clinic’s staff: patients and other clinics get nothing', async () => {
    expect((await ask(patient.token, {})).statusCode).toBe(403);
    expect((await ask(outsider.token, {})).statusCode).toBe(403);
    const task = (await ask(nurse.token, {})).json();
    await testApp.app.taskRunner.settle();
    for (const token of [patient.token, outsider.token]) {
      const refused = await download(token, task.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Task not found');
    }
  });

  it('has no file for a task that did not complete', async () => {
    const task = (await ask(nurse.token, {})).json();
    await call(testApp, nurse.token, 'DELETE', `downloads/signals/tasks/${task.id}`);
    await testApp.app.taskRunner.settle();
    const file = await download(nurse.token, task.id);
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe('The file is not ready');
  });
});

describe('the download’s progress on the live socket', () => {
  it('tells the clinic’s staff as the task waits, runs, moves on and completes', async () => {
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
      // The only task of this test (the others ended before it): it may end before its POST
      // is answered.
      const completed = new Promise<void>((resolve) => {
        socket.on('task.changed', (task: { id: string; status: string; progress: number }) => {
          heard.push(task);
          if (task.status === 'completed') resolve();
        });
      });
      // Two minutes, read a minute at a time: progress at half, then at the end.
      const taskId = (await ask(nurse.token, { startDate: at(0), endDate: at(SECONDS) })).json()
        .id as string;
      await completed;
      const mine = heard.filter((task) => task.id === taskId);
      expect(mine.map((task) => task.status)).toEqual([
        'waiting',
        'running',
        'running',
        'running',
        'completed',
      ]);
      expect(mine.map((task) => task.progress)).toEqual([0, 0, 50, 100, 100]);
    } finally {
      socket.disconnect();
    }
  });
});

describe('csvRows', () => {
  it('puts channels of different rates side by side, a slower one’s cells empty between its samples', () => {
    const window = (sampleRate: number, values: number[]) => ({
      index: 0,
      label: '',
      sampleRate,
      startTime: 1,
      samples: Float32Array.from(values),
    });
    const rows = csvRows([window(4, [1, 2, 3, 4]), window(2, [10, Number.NaN])], 0, 1);
    expect(rows.split('\n')).toEqual([
      '1970-01-01T00:00:01.000Z,0,1,10',
      '1970-01-01T00:00:01.250Z,0.25,2,',
      '1970-01-01T00:00:01.500Z,0.5,3,',
      '1970-01-01T00:00:01.750Z,0.75,4,',
      '',
    ]);
  });
});
