import { EVENT_DESCRIPTION_READ_ONLY_MESSAGE, EVENT_TYPES } from '@telemed/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventsRepository } from '../src/repositories/eventsRepository';
import {
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { recorderEdf, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

let clinic: Clinic;
let otherClinic: Clinic;
let doctor: StaffMember;
let patient: StaffMember;
let examinationId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp);
  otherClinic = await createClinic(testApp, 'Another Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  examinationId = (
    await createExamination(testApp, clinic.admin.token, clinic.teamId, patient.memberId)
  )._id;
  await uploadRecording(testApp, doctor.token, clinic.teamId, examinationId, recorderEdf(60));
});

const eventsUrl = (suffix = '', teamId = clinic.teamId) =>
  `teams/${teamId}/examinations/${examinationId}/events${suffix}`;

const scored = {
  type: 'PAUSE',
  startDate: '2026-11-20T09:00:00.000Z',
  endDate: '2026-11-20T09:00:03.000Z',
};

describe('POST .../events', () => {
  it('scores a user event with signal all and out of the report by default', async () => {
    const response = await call(testApp, doctor.token, 'POST', eventsUrl(), scored);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ...scored,
      examinationId,
      description: null,
      origin: 'user',
      signal: 'all',
      showInReport: false,
    });
  });

  it('scores on one channel of the recording with a description', async () => {
    const response = await call(testApp, doctor.token, 'POST', eventsUrl(), {
      ...scored,
      type: 'VENTRICULAR_TACHYCARDIA_PATCH',
      signal: 'ch0',
      description: 'Run of 5 beats',
      showInReport: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ signal: 'ch0', showInReport: true });
  });

  it('refuses a type of another examination family, an unknown channel and reversed dates', async () => {
    const wrongType = await call(testApp, doctor.token, 'POST', eventsUrl(), {
      ...scored,
      type: 'APNEA_OBSTRUCTIVE',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().validationErrors).toEqual([
      { property: 'type', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const wrongSignal = await call(testApp, doctor.token, 'POST', eventsUrl(), {
      ...scored,
      signal: 'ch7',
    });
    expect(wrongSignal.json().validationErrors[0].property).toBe('signal');
    const reversed = await call(testApp, doctor.token, 'POST', eventsUrl(), {
      ...scored,
      endDate: '2026-11-20T08:59:00.000Z',
    });
    expect(reversed.json().validationErrors[0]).toEqual({
      property: 'endDate',
      constraints: {
        startDateDifferentThanEndDate: 'Start date cannot be greater than or equal to end date',
      },
    });
    const missing = await call(testApp, doctor.token, 'POST', eventsUrl(), {});
    expect(
      missing.json().validationErrors.map((error: { property: string }) => error.property),
    ).toEqual(['startDate', 'endDate', 'type']);
  });

  it('lets patients read but not score, and other clinics neither', async () => {
    const byPatient = await call(testApp, patient.token, 'POST', eventsUrl(), scored);
    expect(byPatient.statusCode).toBe(403);
    expect((await call(testApp, patient.token, 'GET', eventsUrl())).statusCode).toBe(200);
    const foreign = await call(testApp, otherClinic.admin.token, 'GET', eventsUrl());
    expect(foreign.statusCode).toBe(403);
    const throughOwn = await call(
      testApp,
      otherClinic.admin.token,
      'GET',
      eventsUrl('', otherClinic.teamId),
    );
    expect(throughOwn.statusCode).toBe(404);
    expect(throughOwn.json().message).toBe('Examination not found');
  });
});

describe('GET .../events', () => {
  it('answers the events overlapping a window, by start', async () => {
    const within = await call(
      testApp,
      doctor.token,
      'GET',
      `${eventsUrl()}?startDate=2026-11-20T09:00:02.000Z&endDate=2026-11-20T09:10:00.000Z`,
    );
    expect(within.json().events.length).toBeGreaterThanOrEqual(2);
    const after = await call(
      testApp,
      doctor.token,
      'GET',
      `${eventsUrl()}?startDate=2026-11-20T09:00:04.000Z&endDate=2026-11-20T09:10:00.000Z`,
    );
    expect(after.json().events).toEqual([]);
  });
});

describe('detected events', () => {
  it('keeps the description of an automatically detected event read-only', async () => {
    const repository = new EventsRepository(testApp.app.db);
    const detected = await repository.insert({
      examinationId,
      type: 'BRADYCARDIA',
      startDate: new Date('2026-11-20T10:00:00.000Z'),
      endDate: new Date('2026-11-20T10:01:00.000Z'),
      description: 'min 41 bpm',
      origin: 'analysis',
    });
    const url = eventsUrl(`/${detected.id}`);
    const edit = await call(testApp, doctor.token, 'PATCH', url, { description: 'changed' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({
      message: EVENT_DESCRIPTION_READ_ONLY_MESSAGE,
      validationErrors: [
        { property: 'description', constraints: { readOnly: EVENT_DESCRIPTION_READ_ONLY_MESSAGE } },
      ],
    });
    const resized = await call(testApp, doctor.token, 'PATCH', url, {
      endDate: '2026-11-20T10:02:00.000Z',
      description: 'min 41 bpm',
      type: 'BRADYCARDIA_PATCH',
      showInReport: true,
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.json()).toMatchObject({
      endDate: '2026-11-20T10:02:00.000Z',
      description: 'min 41 bpm',
      type: 'BRADYCARDIA_PATCH',
      origin: 'analysis',
      showInReport: true,
    });
  });

  it("lets users edit their own event's description and delete it", async () => {
    const created = (await call(testApp, doctor.token, 'POST', eventsUrl(), scored)).json();
    const edit = await call(testApp, doctor.token, 'PATCH', eventsUrl(`/${created._id}`), {
      description: 'Pause 3.1 s',
    });
    expect(edit.json().description).toBe('Pause 3.1 s');
    const deleted = await call(testApp, doctor.token, 'DELETE', eventsUrl(`/${created._id}`));
    expect(deleted.json()).toEqual({ deleted: [created._id], restoreToken: expect.any(String) });
    const again = await call(testApp, doctor.token, 'DELETE', eventsUrl(`/${created._id}`));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Event not found');
  });

  it('brings a deleted detected event back as it was, origin included, once', async () => {
    const repository = new EventsRepository(testApp.app.db);
    const detected = await repository.insert({
      examinationId,
      type: 'BRADYCARDIA',
      startDate: new Date('2026-11-20T12:00:00.000Z'),
      endDate: new Date('2026-11-20T12:00:40.000Z'),
      description: 'min 39 bpm',
      origin: 'analysis',
      signal: 'ch0',
    });
    const deleted = await call(testApp, doctor.token, 'DELETE', eventsUrl(`/${detected.id}`));
    const { restoreToken } = deleted.json();
    const countOf = async () =>
      (
        await call(
          testApp,
          doctor.token,
          'GET',
          `teams/${clinic.teamId}/examinations/${examinationId}`,
        )
      ).json().eventCount;
    const countWithout = await countOf();

    // A patient of the clinic and another clinic's staff cannot use it.
    const byPatient = await call(testApp, patient.token, 'POST', eventsUrl('/restore'), {
      token: restoreToken,
    });
    expect(byPatient.statusCode).toBe(403);
    const elsewhere = await call(
      testApp,
      otherClinic.admin.token,
      'POST',
      eventsUrl('/restore', otherClinic.teamId),
      { token: restoreToken },
    );
    expect(elsewhere.statusCode).toBe(404);

    const restored = await call(testApp, doctor.token, 'POST', eventsUrl('/restore'), {
      token: restoreToken,
    });
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({
      _id: detected.id,
      type: 'BRADYCARDIA',
      description: 'min 39 bpm',
      origin: 'analysis',
      signal: 'ch0',
      startDate: '2026-11-20T12:00:00.000Z',
      endDate: '2026-11-20T12:00:40.000Z',
    });
    expect(await countOf()).toBe(countWithout + 1);
    // Undo sent twice (a retry after a lost answer) brings it back once.
    const twice = await call(testApp, doctor.token, 'POST', eventsUrl('/restore'), {
      token: restoreToken,
    });
    expect(twice.json()._id).toBe(detected.id);
    expect(await countOf()).toBe(countWithout + 1);
  });

  it('refuses a restore token that is forged, altered or of another examination', async () => {
    const created = (await call(testApp, doctor.token, 'POST', eventsUrl(), scored)).json();
    const { restoreToken } = (
      await call(testApp, doctor.token, 'DELETE', eventsUrl(`/${created._id}`))
    ).json();
    const [body, signature] = String(restoreToken).split('.');
    const payload = JSON.parse(Buffer.from(String(body), 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...payload, origin: 'analysis' })).toString(
      'base64url',
    );
    const other = (
      await createExamination(
        testApp,
        clinic.admin.token,
        clinic.teamId,
        patient.memberId,
        holterBody('2026-11-21T08:00:00.000Z'),
      )
    )._id;
    for (const [token, url] of [
      [`${promoted}.${signature}`, eventsUrl('/restore')],
      ['not-a-token', eventsUrl('/restore')],
      [restoreToken, `teams/${clinic.teamId}/examinations/${other}/events/restore`],
    ] as const) {
      const refused = await call(testApp, doctor.token, 'POST', url, { token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().validationErrors).toEqual([
        { property: 'token', constraints: { invalidValue: expect.any(String) } },
      ]);
    }
    const missing = await call(testApp, doctor.token, 'POST', eventsUrl('/restore'), {});
    expect(missing.json().validationErrors[0].property).toBe('token');
  });

  it('removes the events of one origin and keeps the count of the examination', async () => {
    const repository = new EventsRepository(testApp.app.db);
    await repository.insertMany(
      Array.from({ length: 3 }, (_, index) => ({
        examinationId,
        type: 'VENTRICULAR_ECTOPIC',
        startDate: new Date(Date.UTC(2026, 10, 20, 11, 0, index)),
        endDate: new Date(Date.UTC(2026, 10, 20, 11, 0, index)),
        origin: 'analysis' as const,
      })),
    );
    const before = await call(testApp, doctor.token, 'GET', eventsUrl());
    const total = before.json().events.length;
    const analysed = before
      .json()
      .events.filter((event: { origin: string }) => event.origin === 'analysis').length;
    const removed = await call(testApp, doctor.token, 'DELETE', `${eventsUrl()}?origin=analysis`);
    expect(removed.json().deleted).toHaveLength(analysed);
    const after = (await call(testApp, doctor.token, 'GET', eventsUrl())).json().events;
    expect(after).toHaveLength(total - analysed);
    expect(after.every((event: { origin: string }) => event.origin === 'user')).toBe(true);
    const examination = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}`,
    );
    expect(examination.json().eventCount).toBe(after.length);
    const invalid = await call(testApp, doctor.token, 'DELETE', `${eventsUrl()}?origin=robot`);
    expect(invalid.json().validationErrors[0].property).toBe('origin');
  });
});

describe('GET specs/events', () => {
  it('lists every event type of clinical-domain §3 across the examination types', async () => {
    const response = await call(testApp, doctor.token, 'GET', 'specs/events');
    const listed = new Set(
      response.json().flatMap((spec: { eventTypes: string[] }) => spec.eventTypes),
    );
    expect(EVENT_TYPES.filter((type) => !listed.has(type))).toEqual([]);
  });
});
