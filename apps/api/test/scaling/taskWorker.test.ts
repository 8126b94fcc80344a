// Runs only against PostgreSQL (the api-pglite project excludes this folder): a worker shares the
// database with the API servers, which PGlite's one-process database cannot.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from '../examinationsFixtures';
import type { Clinic, StaffMember } from '../examinationsFixtures';
import { createTestApp } from '../helpers/testApp';
import type { TestApp } from '../helpers/testApp';
import { recorderEdf, uploadRecording } from '../recordingsFixtures';

let server: TestApp;
let worker: FastifyInstance;
let socket: Socket | undefined;
let clinic: Clinic;
let nurse: StaffMember;
let examinationId: string;

beforeAll(async () => {
  // The API server runs no tasks; the worker, on the same database and files, runs them and
  // polls only once an hour: it hears of new tasks through NOTIFY.
  server = await createTestApp({ env: { TELEMED_TASKS: 'off' } });
  worker = await buildApp({
    config: {
      ...server.config,
      tasks: { ...server.config.tasks, run: true, pollMs: 3_600_000, heartbeatMs: 3_600_000 },
    },
  });
  await worker.ready();
  await server.app.listen({ host: '127.0.0.1', port: 0 });

  clinic = await createClinic(server, 'Worker Clinic');
  nurse = await addSignedInMember(server, clinic.teamId, 'nurse');
  const patientId = await addPatient(server, clinic.teamId, 'Ewa Nowak');
  examinationId = (await createExamination(server, nurse.token, clinic.teamId, patientId))._id;
  const uploaded = await uploadRecording(
    server,
    nurse.token,
    clinic.teamId,
    examinationId,
    recorderEdf(60),
  );
  if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
});

afterAll(async () => {
  socket?.disconnect();
  await worker.close();
  await server.close();
});

describe('a task worker beside an API server', () => {
  it('runs what the server stored, and the server’s sockets hear it complete', async () => {
    const port = (server.app.server.address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      auth: { token: nurse.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise((resolve) => socket?.once('session.ready', resolve));
    const completed = new Promise<{ id: string; status: string }>((resolve) => {
      socket?.on('task.changed', (task: { id: string; status: string }) => {
        if (task.status === 'completed') resolve(task);
      });
    });

    const created = await call(server, nurse.token, 'POST', 'downloads/signals/tasks', {
      teamId: clinic.teamId,
      examinationId,
      startDate: (await recordingStart()).toISOString(),
      endDate: new Date((await recordingStart()).getTime() + 10_000).toISOString(),
      keys: ['ch0'],
    });
    expect(created.statusCode).toBe(201);
    expect(await completed).toMatchObject({ id: created.json().id, status: 'completed' });

    const file = await call(
      server,
      nurse.token,
      'GET',
      `downloads/signals/tasks/${created.json().id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body.trimEnd().split('\n')).toHaveLength(1 + 10 * 250);
  });
});

async function recordingStart(): Promise<Date> {
  const recording = await call(
    server,
    nurse.token,
    'GET',
    `teams/${clinic.teamId}/examinations/${examinationId}/recording`,
  );
  return new Date(recording.json().startDate);
}
