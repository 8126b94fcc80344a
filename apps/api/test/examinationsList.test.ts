import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examinations } from '../src/db/schema';
import {
  addPatient,
  addSignedInMember,
  call,
  covidAnswers,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

interface Item {
  _id: string;
  type: string;
  status: string;
  patientFullName: string;
  startDate: string;
  duration: number;
}

let clinic: Clinic;
let doctor: StaffMember;
let secondDoctor: StaffMember;
let anna: string;
let bruno: string;
/** Created in this order: holter (anna, 24 h), sleep (bruno, 8 h), covid (anna, 72 h), hrv (bruno, 1 h). */
let created: string[];

function list(body: unknown, token = clinic.admin.token, teamId = clinic.teamId) {
  return call(testApp, token, 'POST', `teams/${teamId}/examinations/list`, body);
}

async function ids(body: unknown): Promise<string[]> {
  const response = await list(body);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Item[] }>().data.map((item) => item._id);
}

beforeAll(async () => {
  clinic = await createClinic(testApp);
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  secondDoctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  anna = await addPatient(testApp, clinic.teamId, 'Anna Zając');
  bruno = await addPatient(testApp, clinic.teamId, 'Bruno Adamski');
  const hour = 3_600_000;
  const make = (memberId: string, type: string, start: string, hours: number, doctorId?: string) =>
    createExamination(testApp, clinic.admin.token, clinic.teamId, memberId, {
      type,
      // A COVID examination is created only with a valid questionnaire.
      ...(type === 'covid' ? { questionnaire: covidAnswers(start) } : {}),
      startDate: start,
      endDate: new Date(Date.parse(start) + hours * hour).toISOString(),
      ...(doctorId ? { assignedDoctor: doctorId } : {}),
    });
  created = [
    (await make(anna, 'holter_ecg', '2026-11-03T08:00:00.000Z', 24, doctor.memberId))._id,
    (await make(bruno, 'sleep_apnea', '2026-11-01T22:00:00.000Z', 8, doctor.memberId))._id,
    (await make(anna, 'covid', '2026-11-05T10:00:00.000Z', 72, secondDoctor.memberId))._id,
    (await make(bruno, 'hrv', '2026-11-02T09:00:00.000Z', 1))._id,
  ];
});

describe('POST teams/{teamId}/examinations/list', () => {
  it('answers every examination by creation time with the defaults (100 from 0)', async () => {
    const response = await list({});
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: Item[]; total: number; order: string[] }>();
    expect(body.total).toBe(4);
    expect(body.data.map((item) => item._id)).toEqual(created);
    expect(body.order).toEqual(created);
    expect(body.data[0]).toMatchObject({ patientFullName: 'Anna Zając', type: 'holter_ecg' });
    // An empty body is the same search.
    const empty = await testApp.app.inject({
      method: 'POST',
      url: `/api/teams/${clinic.teamId}/examinations/list`,
      headers: {
        authorization: `Bearer ${clinic.admin.token}`,
        'content-type': 'application/json',
      },
    });
    expect(empty.json().total).toBe(4);
  });

  it('sorts by each column, both ways', async () => {
    const [holter, sleep, covid, hrv] = created as [string, string, string, string];
    expect(await ids({ sortBy: { field: 'createdAt', direction: 'desc' } })).toEqual(
      [...created].reverse(),
    );
    expect(await ids({ sortBy: { field: 'startDate' } })).toEqual([sleep, hrv, holter, covid]);
    expect(await ids({ sortBy: { field: 'duration', direction: 'desc' } })).toEqual([
      covid,
      holter,
      sleep,
      hrv,
    ]);
    expect(await ids({ sortBy: { field: 'type' } })).toEqual([covid, holter, hrv, sleep]);
    const byPatient = await list({ sortBy: { field: 'patientFullName', direction: 'desc' } });
    expect(byPatient.json().data.map((item: Item) => item.patientFullName)).toEqual([
      'Bruno Adamski',
      'Bruno Adamski',
      'Anna Zając',
      'Anna Zając',
    ]);
    const byEndDesc = await ids({ sortBy: { field: 'endDate', direction: 'desc' } });
    expect(byEndDesc[0]).toBe(covid);
  });

  it('sorts counts not known yet (null) last, both ways', async () => {
    const [holter, sleep, covid, hrv] = created as [string, string, string, string];
    const counts: [string, number | null][] = [
      [holter, 5],
      [sleep, null],
      [covid, 12],
      [hrv, 0],
    ];
    const setCount = (id: string, eventCount: number | null) =>
      testApp.app.db.update(examinations).set({ eventCount }).where(eq(examinations.id, id));
    for (const [id, count] of counts) await setCount(id, count);
    try {
      expect(await ids({ sortBy: { field: 'eventCount' } })).toEqual([hrv, holter, covid, sleep]);
      expect(await ids({ sortBy: { field: 'eventCount', direction: 'desc' } })).toEqual([
        covid,
        holter,
        hrv,
        sleep,
      ]);
      const sleepItem = (await list({})).json().data.find((item: Item) => item._id === sleep);
      expect(sleepItem.eventCount).toBeNull();
    } finally {
      for (const [id] of counts) await setCount(id, 0);
    }
  });

  it('pages through the matches, keeping the total', async () => {
    const first = await list({ pagination: { offset: 0, size: 3 } });
    expect(first.json().data.map((item: Item) => item._id)).toEqual(created.slice(0, 3));
    const second = await list({ pagination: { offset: 3, size: 3 } });
    expect(second.json()).toMatchObject({ total: 4 });
    expect(second.json().data.map((item: Item) => item._id)).toEqual(created.slice(3));
    const beyond = await list({ pagination: { offset: 10, size: 3 } });
    expect(beyond.json()).toEqual({ data: [], total: 4, order: [] });
  });

  it('filters by physician, patient, type and status', async () => {
    const [holter, sleep, covid, hrv] = created as [string, string, string, string];
    expect(await ids({ fields: { assignedDoctor: [doctor.memberId] } })).toEqual([holter, sleep]);
    expect(await ids({ fields: { examinationMember: [bruno] } })).toEqual([sleep, hrv]);
    expect(await ids({ fields: { examinationType: ['covid', 'hrv'] } })).toEqual([covid, hrv]);
    expect(
      await ids({ fields: { examinationMember: [anna], assignedDoctor: [secondDoctor.memberId] } }),
    ).toEqual([covid]);
    await call(
      testApp,
      doctor.token,
      'PUT',
      `teams/${clinic.teamId}/examinations/${sleep}/status`,
      {
        status: 'IN_PROGRESS',
      },
    );
    expect(await ids({ fields: { examinationStatus: ['IN_PROGRESS'] } })).toEqual([sleep]);
    // New examinations are DEFAULT, shown as FOR_DESCRIPTION: that filter finds them.
    expect(await ids({ fields: { examinationStatus: ['FOR_DESCRIPTION'] } })).toEqual([
      holter,
      covid,
      hrv,
    ]);
    await call(
      testApp,
      doctor.token,
      'PUT',
      `teams/${clinic.teamId}/examinations/${sleep}/status`,
      {
        status: 'DEFAULT',
      },
    );
  });

  it('rejects malformed filters, sorts and pages', async () => {
    const response = await list({
      fields: { examinationType: ['xray'], assignedDoctor: ['nobody'] },
      sortBy: { field: 'colour' },
      pagination: { offset: -1, size: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().validationErrors.map((error: { property: string }) => error.property),
    ).toEqual([
      'fields.assignedDoctor.0',
      'fields.examinationType.0',
      'sortBy.field',
      'pagination.offset',
      'pagination.size',
    ]);
  });

  it('leaves out HIDDEN examinations and types without a spec', async () => {
    const hidden = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      anna,
      holterBody(undefined, { tags: ['HIDDEN', 'import'] }),
    );
    const legacy = await createExamination(testApp, clinic.admin.token, clinic.teamId, anna);
    await testApp.app.db
      .update(examinations)
      .set({ type: 'spirometry' as never })
      .where(eq(examinations.id, legacy._id));
    expect(await ids({})).toEqual(created);
    expect(await ids({ fields: { examinationMember: [anna] } })).not.toContain(hidden._id);
  });

  it("is for the clinic's staff: patients and other clinics are refused", async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    expect((await list({}, patient.token)).statusCode).toBe(403);
    const other = await createClinic(testApp, 'Another Clinic');
    expect((await list({}, other.admin.token)).statusCode).toBe(403);
    const ownEmpty = await list({}, other.admin.token, other.teamId);
    expect(ownEmpty.json()).toEqual({ data: [], total: 0, order: [] });
  });
});

describe('GET teams/{teamId}/examinations/pending', () => {
  it("answers the signed-in physician's FOR_DESCRIPTION and DESCRIBED examinations", async () => {
    const [holter, sleep] = created as [string, string];
    const statusUrl = (id: string) => `teams/${clinic.teamId}/examinations/${id}/status`;
    await call(testApp, doctor.token, 'PUT', statusUrl(sleep), { status: 'DESCRIBED' });
    const pending = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/pending`,
    );
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((item: Item) => item._id)).toEqual([holter, sleep]);

    await call(testApp, doctor.token, 'PUT', statusUrl(holter), { status: 'FINISHED' });
    const after = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/pending`,
    );
    expect(after.json().map((item: Item) => item._id)).toEqual([sleep]);
    const others = await call(
      testApp,
      secondDoctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/pending`,
    );
    expect(others.json().map((item: Item) => item._id)).toEqual([created[2]]);
    await call(testApp, doctor.token, 'PUT', statusUrl(holter), { status: 'DEFAULT' });
    await call(testApp, doctor.token, 'PUT', statusUrl(sleep), { status: 'DEFAULT' });
  });
});

describe('GET annotations/teams/{teamId}/annotator/{memberId}/assigned', () => {
  it('answers the examinations awaiting description assigned to the member', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `annotations/teams/${clinic.teamId}/annotator/${doctor.memberId}/assigned`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response.map((item: Item) => item._id)).toEqual(created.slice(0, 2));
    expect(body.message).toBe('2 examinations awaiting description');
  });

  it("answers 'not a team member' for someone outside the clinic", async () => {
    const other = await createClinic(testApp, 'Annotation Clinic');
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `annotations/teams/${clinic.teamId}/annotator/${other.admin.memberId}/assigned`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_A_TEAM_MEMBER',
      message: 'not a team member',
    });
  });
});
