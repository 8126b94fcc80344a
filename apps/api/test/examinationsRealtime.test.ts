import type { AddressInfo } from 'node:net';
import type { ExaminationChangedEvent } from '@telemed/domain';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];

let clinic: Clinic;
let doctor: StaffMember;
let patientId: string;
let otherClinic: Clinic;
let otherPatientId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  clinic = await createClinic(testApp, 'Live Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patientId = await addPatient(testApp, clinic.teamId, 'Zofia Lewandowska');
  otherClinic = await createClinic(testApp, 'Other Live Clinic');
  otherPatientId = await addPatient(testApp, otherClinic.teamId, 'Piotr Zieliński');
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await testApp.close();
});

/** A socket of `token` that records every `examination.changed`, once the server greeted it. */
async function listen(token: string): Promise<ExaminationChangedEvent[]> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const received: ExaminationChangedEvent[] = [];
  socket.on('examination.changed', (event: ExaminationChangedEvent) => received.push(event));
  await new Promise((resolve) => socket.once('session.ready', resolve));
  return received;
}

/** Resolves once `received` holds `count` events. */
async function until(received: ExaminationChangedEvent[], count: number): Promise<void> {
  await expect.poll(() => received.length, { timeout: 2_000, interval: 5 }).toBe(count);
}

describe('realtime examination.changed', () => {
  it('reaches the clinic room after every change, and no other clinic', async () => {
    const colleague = await listen(doctor.token);
    const stranger = await listen(otherClinic.admin.token);
    const { token } = clinic.admin;
    const expected = (examinationId: string, kind: ExaminationChangedEvent['kind']) => ({
      teamId: clinic.teamId,
      examinationId,
      kind,
    });

    const created = await createExamination(testApp, token, clinic.teamId, patientId);
    const url = `teams/${clinic.teamId}/examinations/${created._id}`;
    await call(testApp, token, 'PATCH', url, { assignedDoctor: doctor.memberId });
    await call(testApp, token, 'PUT', `${url}/status`, { status: 'IN_PROGRESS', order: 0 });
    await call(testApp, token, 'PATCH', url, { archived: true });
    await call(testApp, token, 'PATCH', url, { archived: false });
    await call(
      testApp,
      token,
      'DELETE',
      `teams/${clinic.teamId}/members/${patientId}/examinations/${created._id}`,
    );
    await until(colleague, 6);
    expect(colleague).toEqual([
      expected(created._id, 'created'),
      expected(created._id, 'updated'),
      expected(created._id, 'statusChanged'),
      expected(created._id, 'updated'),
      expected(created._id, 'updated'),
      expected(created._id, 'deleted'),
    ]);

    // A change in the other clinic arrives after anything the first clinic's changes sent it.
    const own = await createExamination(
      testApp,
      otherClinic.admin.token,
      otherClinic.teamId,
      otherPatientId,
    );
    await until(stranger, 1);
    expect(stranger).toEqual([
      { teamId: otherClinic.teamId, examinationId: own._id, kind: 'created' },
    ]);
  });

  it('is not sent when the server refuses the change', async () => {
    const colleague = await listen(doctor.token);
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    await until(colleague, 1);
    const url = `teams/${clinic.teamId}/examinations/${examination._id}`;
    await call(testApp, clinic.admin.token, 'PATCH', url, { archived: true });
    await until(colleague, 2);

    // An archived examination cannot change status until restored: 4xx, and no event.
    const refused = await call(testApp, clinic.admin.token, 'PUT', `${url}/status`, {
      status: 'FAILED',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    await call(testApp, clinic.admin.token, 'PATCH', url, { archived: false });
    await until(colleague, 3);
    expect(colleague.map((event) => event.kind)).toEqual(['created', 'updated', 'updated']);
  });
});
