import type { ExaminationChangedEvent } from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  covidBody,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { BeatsRepository } from '../src/repositories/beatsRepository';
import { EventsRepository } from '../src/repositories/eventsRepository';
import { storableBeats } from '../src/services/storableBeats';
import { recorderEdf, uploadRecording } from './recordingsFixtures';
import { liveSockets, until } from './helpers/liveSockets';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let testApp: TestApp;
const sockets = liveSockets(() => testApp.app);
const { listenTo } = sockets;

let clinic: Clinic;
let doctor: StaffMember;
let patientId: string;
let otherClinic: Clinic;
let otherPatientId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  clinic = await createClinic(testApp, 'Live Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patientId = await addPatient(testApp, clinic.teamId, 'Zofia Lewandowska');
  otherClinic = await createClinic(testApp, 'Other Live Clinic');
  otherPatientId = await addPatient(testApp, otherClinic.teamId, 'Piotr Zieliński');
});

afterAll(async () => {
  sockets.close();
  await testApp.close();
});

const listen = (token: string) => listenTo(token, 'examination.changed');
const listenToEvents = (token: string) => listenTo(token, 'examination.eventsChanged');

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

describe('realtime examination.eventsChanged', () => {
  it('tells the clinic which event changed and where, naming the page that changed it', async () => {
    const colleague = await listenToEvents(doctor.token);
    const stranger = await listenToEvents(otherClinic.admin.token);
    const { token } = clinic.admin;
    const examination = await createExamination(testApp, token, clinic.teamId, patientId);
    const url = `/api/teams/${clinic.teamId}/examinations/${examination._id}/events`;
    const clientId = '3f0c9a52-6a43-4a8e-9a55-0c7d9d1f2b11';
    const send = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
      testApp.app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${token}`, 'x-telemed-client': clientId },
        ...(payload ? { payload } : {}),
      });

    const posted = await send('POST', url, {
      type: 'PAUSE',
      startDate: '2026-11-20T10:00:00.000Z',
      endDate: '2026-11-20T10:00:20.000Z',
    });
    const created = posted.json();
    await send('PATCH', `${url}/${created._id}`, { endDate: '2026-11-20T10:00:30.000Z' });
    await send('DELETE', `${url}/${created._id}`);
    await send('DELETE', `${url}?origin=analysis`);
    await until(colleague, 4);
    const base = { teamId: clinic.teamId, examinationId: examination._id, clientId };
    expect(colleague).toEqual([
      {
        ...base,
        kind: 'created',
        eventId: created._id,
        startDate: '2026-11-20T10:00:00.000Z',
        endDate: '2026-11-20T10:00:20.000Z',
        origin: null,
      },
      {
        ...base,
        kind: 'updated',
        eventId: created._id,
        startDate: '2026-11-20T10:00:00.000Z',
        endDate: '2026-11-20T10:00:30.000Z',
        origin: null,
      },
      {
        ...base,
        kind: 'deleted',
        eventId: created._id,
        startDate: null,
        endDate: null,
        origin: null,
      },
      {
        ...base,
        kind: 'removedByOrigin',
        eventId: null,
        startDate: null,
        endDate: null,
        origin: 'analysis',
      },
    ]);
    // Nothing clinical travels: no event type. Another clinic hears nothing.
    expect(JSON.stringify(colleague)).not.toContain('PAUSE');
    expect(stranger).toEqual([]);
  });

  it('names no page when the request carries no valid client id', async () => {
    const colleague = await listenToEvents(doctor.token);
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    await testApp.app.inject({
      method: 'POST',
      url: `/api/teams/${clinic.teamId}/examinations/${examination._id}/events`,
      headers: { authorization: `Bearer ${clinic.admin.token}`, 'x-telemed-client': 'not-an-id' },
      payload: {
        type: 'BRADYCARDIA',
        startDate: '2026-11-20T11:00:00.000Z',
        endDate: '2026-11-20T11:00:05.000Z',
      },
    });
    await until(colleague, 1);
    expect(colleague[0]?.clientId).toBeNull();
  });

  it('tells the clinic the span of relabelled beats', async () => {
    const colleague = await listenToEvents(doctor.token);
    const { token } = clinic.admin;
    const examination = await createExamination(testApp, token, clinic.teamId, patientId);
    const upload = await uploadRecording(
      testApp,
      token,
      clinic.teamId,
      examination._id,
      recorderEdf(20),
    );
    // The beats an analysis of the recording would store: one a second from 0.5 s.
    const beats = Array.from({ length: 19 }, (_, index) => ({
      sample: 125 + index * 250,
      beatClass: 'N' as const,
    }));
    await new BeatsRepository(testApp.app.db).replace(upload.json()._id, storableBeats(beats, 250));
    const response = await call(
      testApp,
      token,
      'PATCH',
      `teams/${clinic.teamId}/examinations/${examination._id}/beats`,
      {
        beats: [
          { sample: 625, label: 'V' },
          { sample: 1625, label: 'S' },
        ],
      },
    );
    expect(response.json().updated).toBe(2);
    await until(colleague, 1);
    // The recording starts at 08:00:00; the beats at 2.5 s and 6.5 s, their events ±60 ms.
    expect(colleague[0]).toMatchObject({
      kind: 'beatsRelabelled',
      startDate: '2026-11-20T08:00:02.440Z',
      endDate: '2026-11-20T08:00:06.561Z',
    });
  });
});

describe('realtime covid.alertsChanged', () => {
  it('tells the clinic’s staff of an acknowledged alert, not its patients nor another clinic', async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const colleague = await listenTo(doctor.token, 'covid.alertsChanged');
    const patientSocket = await listenTo(patient.token, 'covid.alertsChanged');
    const stranger = await listenTo(otherClinic.admin.token, 'covid.alertsChanged');
    const monitoring = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      covidBody(),
    );
    const [alert] = await new EventsRepository(testApp.app.db).insertReturning([
      {
        examinationId: monitoring._id,
        type: 'LOW_SPO2',
        startDate: new Date('2026-11-20T10:00:00.000Z'),
        endDate: new Date('2026-11-20T10:02:00.000Z'),
        origin: 'analysis',
      },
    ]);
    const acknowledged = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/report/alerts/${alert?.id}/acknowledgement`,
    );
    expect(acknowledged.statusCode).toBe(200);
    await until(colleague, 1);
    expect(colleague).toEqual([
      {
        teamId: clinic.teamId,
        examinationId: monitoring._id,
        kind: 'acknowledged',
        alertId: alert?.id,
      },
    ]);
    // One emit reaches every room at once: had it reached them, it would have by now.
    expect(patientSocket).toEqual([]);
    expect(stranger).toEqual([]);
  });
});
