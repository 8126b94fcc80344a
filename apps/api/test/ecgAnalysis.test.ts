import { analyzeHolter, DEFAULT_HOLTER_DETECTOR_PARAMS } from '@telemed/analysis';
import { writeEdf } from '@telemed/formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '../src/db/schema';
import { planDemoRecording } from '../src/seed/demoRecordings';
import {
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { ecgSignal, sine, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

let clinic: Clinic;
let otherClinic: Clinic;
let doctor: StaffMember;
let nurse: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let holterId: string;

interface Task {
  id: string;
  status: string;
  extra: {
    type: string;
    parameters: Record<string, number | boolean>;
    result: { beats: number; events: number } | null;
  };
  error: { code: string; message: string } | null;
}

interface AnswerEvent {
  _id: string;
  type: string;
  origin: string;
}

const START = '2026-11-20T08:00:00.000Z';
const MINUTES = 20;

/** 20 minutes of an arrhythmic Holter (the demo's generator for this id), its first lead only. */
const plan = planDemoRecording({
  id: '2b7e4a10-5c3d-4e8f-9a1b-6c2d3e4f5a6b',
  type: 'holter_ecg',
  description: 'Palpitations, ectopic beats',
  startDate: new Date(START),
  durationMs: MINUTES * 60_000,
});
const lead = plan.edf.signals[0];
/** The analysis of the same lead before it was written to EDF. */
const direct = analyzeHolter({
  leads: [Float32Array.from(lead?.samples ?? [])],
  samplingRate: 250,
});

const base = (examinationId: string, teamId = clinic.teamId) =>
  `teams/${teamId}/examinations/${examinationId}`;

async function newHolter(samples: ArrayLike<number>): Promise<string> {
  const examinationId = (
    await createExamination(testApp, doctor.token, clinic.teamId, patient.memberId, {
      ...holterBody(),
      startDate: START,
      endDate: new Date(Date.parse(START) + MINUTES * 60_000).toISOString(),
    })
  )._id;
  const edf = writeEdf({
    ...plan.edf,
    signals: [{ ...ecgSignal(Float32Array.from(samples), 250), physicalMin: -10, physicalMax: 10 }],
  });
  const uploaded = await uploadRecording(
    testApp,
    doctor.token,
    clinic.teamId,
    examinationId,
    Buffer.from(edf),
  );
  expect(uploaded.statusCode).toBe(201);
  return examinationId;
}

const startTask = (token: string, body: unknown) =>
  call(testApp, token, 'POST', 'analysis/ecg/tasks', body);

/** The caller's own analyses, or with `teamId` the clinic's. */
async function tasksOf(token: string, teamId?: string): Promise<Task[]> {
  const query = teamId ? `?teamId=${teamId}` : '';
  return (await call(testApp, token, 'GET', `analysis/ecg/tasks${query}`)).json().tasks;
}

beforeAll(async () => {
  clinic = await createClinic(testApp);
  otherClinic = await createClinic(testApp, 'Another Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = await addSignedInMember(testApp, otherClinic.teamId, 'doctor');
  holterId = await newHolter(lead?.samples ?? []);
});

describe('POST analysis/ecg/tasks', () => {
  it('analyses a stored Holter in the background: beats and events replace the detected ones, user events stay', async () => {
    const url = `${base(holterId)}/events`;
    const scored = await call(testApp, doctor.token, 'POST', url, {
      type: 'PAUSE',
      startDate: '2026-11-20T08:05:00.000Z',
      endDate: '2026-11-20T08:05:03.000Z',
    });
    expect(scored.statusCode).toBe(201);
    expect((await call(testApp, doctor.token, 'GET', `${base(holterId)}/beats`)).statusCode).toBe(
      404,
    );

    const created = await startTask(doctor.token, {
      teamId: clinic.teamId,
      examinationId: holterId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      taskType: 'preparingAnalysis',
      taskDesc: 'ecgAnalysis',
      status: 'waiting',
      progress: 0,
      stage: 1,
      totalStages: 1,
      teamId: clinic.teamId,
      examinationId: holterId,
      memberId: patient.memberId,
      extra: {
        type: 'ecgAnalysis',
        parameters: { pause_time: DEFAULT_HOLTER_DETECTOR_PARAMS.pause_time, use_nn: true },
        result: null,
      },
    });
    await testApp.app.taskRunner.settle();

    const [task] = await tasksOf(doctor.token);
    expect(task).toMatchObject({ status: 'completed', progress: 100, stage: 3, totalStages: 3 });
    const beats = (await call(testApp, doctor.token, 'GET', `${base(holterId)}/beats`)).json();
    expect(task?.extra.result?.beats).toBe(beats.samples.length);
    // The same detectors on the lead before 16-bit EDF: the same beats within a border case.
    expect(Math.abs(beats.samples.length - direct.counts.total)).toBeLessThanOrEqual(2);
    const veb = [...(beats.labels as string)].filter((label) => label === 'V').length;
    expect(veb).toBeGreaterThan(0);
    expect(Math.abs(veb - direct.counts.veb)).toBeLessThanOrEqual(2);

    const { events } = (await call(testApp, doctor.token, 'GET', url)).json() as {
      events: AnswerEvent[];
    };
    expect(events.filter((event) => event.origin === 'user')).toHaveLength(1);
    const detected = events.filter((event) => event.origin !== 'user');
    expect(detected).toHaveLength(task?.extra.result?.events ?? -1);
    expect(detected.some((event) => event.type === 'VENTRICULAR_ECTOPIC')).toBe(true);

    // A second run replaces every detected event; the user's stays.
    await startTask(doctor.token, { teamId: clinic.teamId, examinationId: holterId });
    await testApp.app.taskRunner.settle();
    const after = (await call(testApp, doctor.token, 'GET', url)).json().events as AnswerEvent[];
    expect(after.filter((event) => event.origin === 'user')).toHaveLength(1);
    const ids = new Set(detected.map((event) => event._id));
    expect(after.filter((event) => ids.has(event._id))).toEqual([]);
  });

  it('runs with the clinic’s parameters for the type and keeps the request’s', async () => {
    const response = await startTask(nurse.token, {
      teamId: clinic.teamId,
      examinationId: holterId,
      parameters: { pause_time: 1.5, max_brad_HR: 50, use_nn: false },
    });
    expect(response.statusCode).toBe(201);
    await testApp.app.taskRunner.settle();
    const stored = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/holter_ecg`,
    );
    expect(stored.json()).toMatchObject({
      family: 'ecg',
      examinationType: 'holter_ecg',
      parameters: { pause_time: 1.5, max_brad_HR: 50, use_nn: false, min_tach_HR: 100 },
      defaults: { pause_time: 2, max_brad_HR: 60, use_nn: true },
    });
    // Later requests start from the clinic's: a tachycardia limit under its bradycardia limit
    // is refused on the merged values.
    const crossed = await startTask(doctor.token, {
      teamId: clinic.teamId,
      examinationId: holterId,
      parameters: { min_tach_HR: 80, max_brad_HR: 80 },
    });
    expect(crossed.json().validationErrors).toEqual([
      {
        property: 'parameters.min_tach_HR',
        constraints: {
          tachycardiaBelowBradycardia: 'Tachycardia must start above the bradycardia limit',
        },
      },
    ]);
    const respiratory = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/sleep_apnea`,
    );
    expect(respiratory.json().family).toBe('respiratory');
  });

  it('refuses parameters out of range or unknown, per field', async () => {
    const response = await startTask(doctor.token, {
      teamId: clinic.teamId,
      examinationId: holterId,
      parameters: { max_brad_HR: 20, pause_time: 'long', qrsWidth: 3 },
    });
    expect(response.statusCode).toBe(400);
    const byProperty = Object.fromEntries(
      response
        .json()
        .validationErrors.map((error: { property: string; constraints: object }) => [
          error.property,
          Object.keys(error.constraints),
        ]),
    );
    expect(byProperty).toEqual({
      'parameters.max_brad_HR': ['outOfRange'],
      'parameters.pause_time': ['invalidType'],
      'parameters.qrsWidth': ['invalidValue'],
    });
  });

  it('fails a flat recording with the spec’s message, and cancels a removed task', async () => {
    const flat = await newHolter(new Float32Array(MINUTES * 60 * 250));
    await startTask(doctor.token, { teamId: clinic.teamId, examinationId: flat });
    await testApp.app.taskRunner.settle();
    const [failed] = await tasksOf(doctor.token);
    expect(failed).toMatchObject({
      status: 'failed',
      error: { code: 'SIGNAL_MISSING_OR_TOO_SHORT', message: 'No signal or event is too short' },
    });

    const other = await newHolter(sine(MINUTES * 60, 250, 1.2, 1));
    const task = (
      await startTask(doctor.token, { teamId: clinic.teamId, examinationId: other })
    ).json() as Task;
    const removed = await call(testApp, doctor.token, 'DELETE', `analysis/ecg/tasks/${task.id}`);
    expect(removed.json()).toMatchObject({ id: task.id, status: 'cancelled' });
    await testApp.app.taskRunner.settle();
    const listed = (await tasksOf(doctor.token)).find((candidate) => candidate.id === task.id);
    expect(listed?.status).toBe('cancelled');
    expect((await call(testApp, doctor.token, 'GET', `${base(other)}/beats`)).statusCode).toBe(404);
  });

  it('is for staff of the examination’s clinic, who see and cancel the clinic’s tasks', async () => {
    const body = { teamId: clinic.teamId, examinationId: holterId };
    expect((await startTask(patient.token, body)).statusCode).toBe(403);
    expect((await startTask(outsider.token, body)).statusCode).toBe(403);
    const foreign = await startTask(outsider.token, { ...body, teamId: otherClinic.teamId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Examination not found');

    const task = (await startTask(doctor.token, body)).json() as Task;
    // Their own list is the caller's; the clinic's list is every colleague's.
    expect((await tasksOf(nurse.token)).map((listed) => listed.id)).not.toContain(task.id);
    expect((await tasksOf(nurse.token, clinic.teamId)).map((listed) => listed.id)).toContain(
      task.id,
    );
    const teamList = (token: string) =>
      call(testApp, token, 'GET', `analysis/ecg/tasks?teamId=${clinic.teamId}`);
    expect((await teamList(patient.token)).statusCode).toBe(403);
    expect((await teamList(outsider.token)).statusCode).toBe(403);
    expect((await tasksOf(outsider.token)).map((listed) => listed.id)).not.toContain(task.id);
    for (const stranger of [outsider, patient]) {
      const removal = await call(
        testApp,
        stranger.token,
        'DELETE',
        `analysis/ecg/tasks/${task.id}`,
      );
      expect(removal.statusCode).toBe(404);
      expect(removal.json().message).toBe('Task not found');
    }
    await testApp.app.taskRunner.settle();
  });

  it('runs again a task whose process died while it ran, and leaves a leased one alone', async () => {
    const body = { teamId: clinic.teamId, examinationId: holterId };
    const orphan = (await startTask(doctor.token, body)).json() as Task;
    await testApp.app.taskRunner.settle();
    // As a process leaves a task it was running: running, its lease held by another owner.
    const { db } = testApp.app;
    const markRunning = (id: string, leaseExpiresAt: Date) =>
      db
        .update(tasks)
        .set({ status: 'running', leaseOwner: 'another-process', leaseExpiresAt, attempts: 1 })
        .where(eq(tasks.id, id));
    // Its lease lapsed a second ago: the process is gone.
    await markRunning(orphan.id, new Date(Date.now() - 1_000));
    const live = (await startTask(nurse.token, body)).json() as Task;
    await testApp.app.taskRunner.settle();
    // A lease another live process renews (it runs out in a minute) is not taken.
    await markRunning(live.id, new Date(Date.now() + 60_000));
    await startTask(doctor.token, body);
    await testApp.app.taskRunner.settle();
    const statusOf = async (id: string) =>
      (await tasksOf(doctor.token, clinic.teamId)).find((task) => task.id === id)?.status;
    expect(await statusOf(orphan.id)).toBe('completed');
    expect(await statusOf(live.id)).toBe('running');
  });
});
