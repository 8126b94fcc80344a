import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '../src/db/schema';
import { teamRoom } from '../src/plugins/realtime';
import { TasksRepository } from '../src/repositories/tasksRepository';
import { ECG_PARAMETER_DEFAULTS } from '../src/services/parameterDefaults';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

// No runner in this process: the tasks these tests store stay where the tests put them.
const testApp = setUpTestApp({ env: { TELEMED_TASKS: 'off' } });

let clinic: Clinic;
let nurse: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let repository: TasksRepository;

/** Each kind's endpoint (platform-core §7 "Tasks"). */
const ENDPOINTS = {
  preparingFile: 'downloads/signals/tasks',
  EDF: 'edf/tasks',
  'team-invite': 'notifications/tasks',
  preparingAnalysis: 'analysis/ecg/tasks',
} as const;

type Kind = keyof typeof ENDPOINTS;

const INVALID_TASK_TYPE = {
  message: 'Invalid task type',
  code: 'INVALID_TASK_TYPE',
  validationErrors: [{ property: 'task', constraints: { invalidTaskType: 'Invalid task type' } }],
};

/** A task as a runner left it, straight in the database. */
function storedTask(taskType: Kind, teamId = clinic.teamId, userId = clinic.admin.userId) {
  return repository.insert({
    teamId,
    userId,
    taskType,
    taskDesc: 'ecgAnalysis',
    extra: { type: 'ecgAnalysis', parameters: ECG_PARAMETER_DEFAULTS, result: null },
  });
}

const listOf = (kind: Kind, token: string, teamId?: string) =>
  call(testApp, token, 'GET', `${ENDPOINTS[kind]}${teamId ? `?teamId=${teamId}` : ''}`);

const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id);

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Tasks Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  const otherClinic = await createClinic(testApp, 'Other Clinic');
  outsider = otherClinic.admin;
  repository = new TasksRepository(testApp.app.db);
});

describe('GET …/tasks', () => {
  it.each(Object.keys(ENDPOINTS) as Kind[])(
    'lists the clinic’s %s tasks newest first, to its staff only',
    async (kind) => {
      const older = await storedTask(kind);
      const newer = await storedTask(kind);
      const otherKind = await storedTask(kind === 'EDF' ? 'preparingFile' : 'EDF');

      const listed = await listOf(kind, clinic.admin.token, clinic.teamId);
      expect(listed.statusCode).toBe(200);
      const tasks = listed.json().tasks as { id: string; taskType: string }[];
      expect(ids(tasks).slice(0, 2)).toEqual([newer.id, older.id]);
      expect(ids(tasks)).not.toContain(otherKind.id);
      expect(tasks[0]).toMatchObject({
        taskType: kind,
        status: 'waiting',
        progress: 0,
        stage: 1,
        totalStages: 1,
        teamId: clinic.teamId,
        extra: { type: 'ecgAnalysis' },
      });
      // The caller's own, without a clinic: the administrator asked for these, not the nurse.
      expect(ids((await listOf(kind, clinic.admin.token)).json().tasks)).toContain(newer.id);

      expect((await listOf(kind, patient.token, clinic.teamId)).statusCode).toBe(403);
      expect((await listOf(kind, outsider.token, clinic.teamId)).statusCode).toBe(403);
      expect(ids((await listOf(kind, outsider.token)).json().tasks)).not.toContain(newer.id);
      expect((await call(testApp, '', 'GET', ENDPOINTS[kind])).statusCode).toBe(401);
    },
  );

  it('keeps invitations in bulk to those who manage invitations', async () => {
    expect((await listOf('team-invite', nurse.token, clinic.teamId)).statusCode).toBe(403);
    expect((await listOf('EDF', nurse.token, clinic.teamId)).statusCode).toBe(200);
  });

  it('refuses a clinic id that is not one', async () => {
    const response = await listOf('EDF', clinic.admin.token, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].property).toBe('teamId');
  });
});

describe('DELETE …/tasks/{id}', () => {
  it.each(Object.keys(ENDPOINTS) as Kind[])(
    'cancels a %s task; an ended one stays as it ended',
    async (kind) => {
      const task = await storedTask(kind);
      const url = `${ENDPOINTS[kind]}/${task.id}`;
      const cancelled = await call(testApp, clinic.admin.token, 'DELETE', url);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ id: task.id, taskType: kind, status: 'cancelled' });
      expect((await repository.find(task.id))?.status).toBe('cancelled');

      const again = await call(testApp, clinic.admin.token, 'DELETE', url);
      expect(again.json()).toMatchObject({ status: 'cancelled' });
    },
  );

  it('answers ‘Invalid task type’ for a task of another kind, and leaves it be', async () => {
    const analysis = await storedTask('preparingAnalysis');
    for (const kind of ['preparingFile', 'EDF', 'team-invite'] as const) {
      const response = await call(
        testApp,
        clinic.admin.token,
        'DELETE',
        `${ENDPOINTS[kind]}/${analysis.id}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID_TASK_TYPE);
    }
    expect((await repository.find(analysis.id))?.status).toBe('waiting');
  });

  it('gives a patient, another clinic and unknown ids nothing', async () => {
    const task = await storedTask('EDF');
    for (const token of [patient.token, outsider.token]) {
      const response = await call(testApp, token, 'DELETE', `edf/tasks/${task.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Task not found');
    }
    const unknown = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      'edf/tasks/6f1c1e0e-8c1a-4c56-9a55-3a1f0b7c2d11',
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(testApp, clinic.admin.token, 'DELETE', 'edf/tasks/42');
    expect(malformed.statusCode).toBe(400);
    expect((await repository.find(task.id))?.status).toBe('waiting');
  });
});

describe('POST …/tasks', () => {
  const body = () => ({
    teamId: clinic.teamId,
    examinationId: '6f1c1e0e-8c1a-4c56-9a55-3a1f0b7c2d11',
    startDate: '2026-11-20T08:00:00.000Z',
    endDate: '2026-11-20T08:10:00.000Z',
    keys: ['ECG I'],
  });
  // Invitations in bulk take their addresses, not an examination's window.
  const inviteBody = () => ({
    teamId: clinic.teamId,
    parameters: { role: 'nurse', emails: ['someone@example.test'] },
  });

  it('answers ‘Invalid task type’ when the named kind is not the endpoint’s', async () => {
    for (const [kind, named] of [
      ['preparingFile', 'EDF'],
      ['EDF', 'preparingAnalysis'],
      ['team-invite', 'exportEverything'],
    ] as const) {
      const response = await call(testApp, clinic.admin.token, 'POST', ENDPOINTS[kind], {
        ...(kind === 'team-invite' ? inviteBody() : body()),
        task: named,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID_TASK_TYPE);
    }
    const analysis = await call(testApp, clinic.admin.token, 'POST', 'analysis/ecg/tasks', {
      teamId: clinic.teamId,
      examinationId: '6f1c1e0e-8c1a-4c56-9a55-3a1f0b7c2d11',
      task: 'EDF',
    });
    expect(analysis.json()).toMatchObject(INVALID_TASK_TYPE);
  });

  it('checks the clinic and the role before anything else', async () => {
    expect((await call(testApp, patient.token, 'POST', 'edf/tasks', body())).statusCode).toBe(403);
    expect((await call(testApp, outsider.token, 'POST', 'edf/tasks', body())).statusCode).toBe(403);
    expect(
      (await call(testApp, nurse.token, 'POST', 'notifications/tasks', inviteBody())).statusCode,
    ).toBe(403);
  });

  it('validates the request with the shared schema', async () => {
    const response = await call(testApp, clinic.admin.token, 'POST', 'downloads/signals/tasks', {
      teamId: 'nope',
      startDate: 'yesterday',
      keys: 'ECG I',
      unknown: true,
    });
    expect(response.statusCode).toBe(400);
    const properties = (response.json().validationErrors as { property: string }[]).map(
      (error) => error.property,
    );
    expect(properties).toEqual(expect.arrayContaining(['teamId', 'startDate', 'keys']));
  });
});

describe('task changes on the live socket', () => {
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  async function connect(token: string): Promise<Socket> {
    const socket = io(baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('session.ready', resolve));
    return socket;
  }

  it('tells the clinic’s staff, and not its patients, that a task was cancelled', async () => {
    const staff = await connect(nurse.token);
    const patientSocket = await connect(patient.token);
    const heardByPatient: unknown[] = [];
    patientSocket.on('task.changed', (task) => heardByPatient.push(task));
    const task: TaskRow = await storedTask('EDF');
    const heard = new Promise((resolve) => staff.once('task.changed', resolve));
    await call(testApp, clinic.admin.token, 'DELETE', `edf/tasks/${task.id}`);
    expect(await heard).toMatchObject({ id: task.id, status: 'cancelled', taskType: 'EDF' });
    // Messages to one socket arrive in order: once a later one to the whole clinic reaches the
    // patient, the task's change would have too.
    const marker = new Promise((resolve) => patientSocket.once('test.marker', resolve));
    testApp.app.realtime.to(teamRoom(clinic.teamId)).emit('test.marker');
    await marker;
    expect(heardByPatient).toEqual([]);
  });

  it('tells only those who manage invitations of invitations in bulk (they carry the addresses)', async () => {
    const administrator = await connect(clinic.admin.token);
    const staff = await connect(nurse.token);
    const heardByNurse: unknown[] = [];
    staff.on('task.changed', (task) => heardByNurse.push(task));
    const task: TaskRow = await storedTask('team-invite');
    const heard = new Promise((resolve) => administrator.once('task.changed', resolve));
    await call(testApp, clinic.admin.token, 'DELETE', `notifications/tasks/${task.id}`);
    expect(await heard).toMatchObject({
      id: task.id,
      status: 'cancelled',
      taskType: 'team-invite',
    });
    const marker = new Promise((resolve) => staff.once('test.marker', resolve));
    testApp.app.realtime.to(teamRoom(clinic.teamId)).emit('test.marker');
    await marker;
    expect(heardByNurse).toEqual([]);
  });
});
