import { beforeAll, describe, expect, it } from 'vitest';
import { EventsRepository } from '../src/repositories/eventsRepository';
import {
  addPatient,
  addSignedInMember,
  call,
  covidBody,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

interface View {
  examinationId: string;
  memberId: string;
  patientFullName: string;
  createdAt: string;
  latestVitals: Record<string, number | string | null> | null;
  alerts: {
    _id: string;
    type: string;
    startDate: string;
    acknowledgement: { memberId: string | null; fullName: string; acknowledgedAt: string } | null;
  }[];
  newAlerts: number;
  report: { days: { date: string }[] } | null;
}

let clinic: Clinic;
let other: Clinic;
let nurse: StaffMember;
let patient: StaffMember;
let anna: string;
let bartosz: string;
/** Anna's two monitorings and Bartosz's one, created in this order. */
let monitorings: string[];
let events: EventsRepository;

/** Stores an alert as the COVID analysis does (origin analysis); answers its id. */
async function storeAlert(examinationId: string, type: string, startDate: string) {
  const start = new Date(startDate);
  const [row] = await events.insertReturning([
    {
      examinationId,
      type,
      startDate: start,
      endDate: new Date(start.getTime() + 120_000),
      origin: 'analysis',
    },
  ]);
  return row?.id ?? '';
}

const report = (query = '', token = clinic.admin.token, teamId = clinic.teamId) =>
  call(testApp, token, 'GET', `teams/${teamId}/report${query}`);
const acknowledge = (alertId: string, token = nurse.token, teamId = clinic.teamId) =>
  call(testApp, token, 'POST', `teams/${teamId}/report/alerts/${alertId}/acknowledgement`);
const history = (memberId: string, token = clinic.admin.token) =>
  call(testApp, token, 'GET', `teams/${clinic.teamId}/report/${memberId}/history`);

beforeAll(async () => {
  events = new EventsRepository(testApp.app.db);
  clinic = await createClinic(testApp, 'COVID Dashboard Clinic');
  other = await createClinic(testApp, 'Other COVID Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  anna = await addPatient(testApp, clinic.teamId, 'Anna Zielińska');
  bartosz = await addPatient(testApp, clinic.teamId, 'Bartosz Adamski');
  const token = clinic.admin.token;
  monitorings = [
    (
      await createExamination(
        testApp,
        token,
        clinic.teamId,
        anna,
        covidBody('2026-11-10T08:00:00.000Z'),
      )
    )._id,
    (
      await createExamination(
        testApp,
        token,
        clinic.teamId,
        bartosz,
        covidBody('2026-11-05T08:00:00.000Z'),
      )
    )._id,
    (
      await createExamination(
        testApp,
        token,
        clinic.teamId,
        anna,
        covidBody('2026-11-20T08:00:00.000Z'),
      )
    )._id,
  ];
  // Not a monitoring: the dashboard leaves it out.
  await createExamination(testApp, token, clinic.teamId, anna, holterBody());
});

describe('GET teams/{teamId}/report', () => {
  it('lists the clinic’s COVID monitorings by creation, oldest first, 100 from page 0', async () => {
    const response = await report();
    expect(response.statusCode).toBe(200);
    const page = response.json<{ views: View[]; total: number; page: number; limit: number }>();
    expect(page).toMatchObject({ total: 3, page: 0, limit: 100 });
    expect(page.views.map((view) => view.examinationId)).toEqual(monitorings);
    expect(page.views[0]).toMatchObject({
      memberId: anna,
      patientFullName: 'Anna Zielińska',
      latestVitals: null,
      report: null,
      alerts: [],
      newAlerts: 0,
    });
  });

  it('sorts and pages as asked', async () => {
    const byStart = (await report('?sort=-startDate')).json<{ views: View[] }>();
    expect(byStart.views.map((view) => view.examinationId)).toEqual([
      monitorings[2],
      monitorings[0],
      monitorings[1],
    ]);
    const byName = (await report('?sort=patientFullName&page=1&limit=2')).json<{
      views: View[];
      total: number;
    }>();
    expect(byName.total).toBe(3);
    expect(byName.views.map((view) => view.patientFullName)).toEqual(['Bartosz Adamski']);
  });

  it('refuses a query out of bounds with the field’s error', async () => {
    const response = await report('?limit=101&sort=duration');
    expect(response.statusCode).toBe(400);
    const properties = response
      .json<{ validationErrors: { property: string }[] }>()
      .validationErrors.map((error) => error.property);
    expect(properties).toEqual(expect.arrayContaining(['limit', 'sort']));
  });

  it('answers staff only: a patient gets 403, another clinic’s administrator 403', async () => {
    expect((await report('', patient.token)).statusCode).toBe(403);
    expect((await report('', other.admin.token)).statusCode).toBe(403);
    expect((await report('', nurse.token)).statusCode).toBe(200);
  });

  it('ranks the alerts by severity, then the newest first, and counts the new ones', async () => {
    const [first] = monitorings as [string];
    const fever = await storeAlert(first, 'HIGH_TEMPERATURE', '2026-11-11T10:00:00.000Z');
    const olderLow = await storeAlert(first, 'LOW_SPO2', '2026-11-10T10:00:00.000Z');
    const newerLow = await storeAlert(first, 'LOW_SPO2', '2026-11-12T10:00:00.000Z');
    const fast = await storeAlert(first, 'HIGH_HEART_RATE', '2026-11-13T10:00:00.000Z');
    // A patient's own event of an alert type is no alert the analysis found.
    await events.insertReturning([
      {
        examinationId: first,
        type: 'LOW_SPO2',
        startDate: new Date('2026-11-14T10:00:00.000Z'),
        endDate: new Date('2026-11-14T10:02:00.000Z'),
        origin: 'user',
      },
    ]);
    const view = (await report()).json<{ views: View[] }>().views[0] as View;
    expect(view.alerts.map((alert) => alert._id)).toEqual([newerLow, olderLow, fast, fever]);
    expect(view.newAlerts).toBe(4);
  });
});

describe('POST teams/{teamId}/report/alerts/{alertId}/acknowledgement', () => {
  it('records who acknowledged the alert and when, once; the dashboard shows it', async () => {
    const alertId = await storeAlert(
      monitorings[1] as string,
      'FREQUENT_BREATHING',
      '2026-11-06T03:00:00.000Z',
    );
    const before = Date.now();
    const first = await acknowledge(alertId);
    expect(first.statusCode).toBe(200);
    const acknowledged = first.json<View['alerts'][number]>();
    expect(acknowledged.acknowledgement?.memberId).toBe(nurse.memberId);
    expect(Date.parse(acknowledged.acknowledgement?.acknowledgedAt ?? '')).toBeGreaterThanOrEqual(
      before - 1000,
    );

    const again = await acknowledge(alertId, clinic.admin.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(acknowledged);

    const view = (await report()).json<{ views: View[] }>().views[1] as View;
    expect(view.alerts[0]?.acknowledgement).toEqual(acknowledged.acknowledgement);
    expect(view.newAlerts).toBe(0);
  });

  it('keeps the acknowledgement of an alert a new analysis finds again', async () => {
    const examinationId = monitorings[2] as string;
    const alertId = await storeAlert(examinationId, 'HIGH_HEART_RATE', '2026-11-21T01:00:00.000Z');
    expect((await acknowledge(alertId)).statusCode).toBe(200);
    await events.deleteByOrigin(examinationId, 'analysis');
    const again = await storeAlert(examinationId, 'HIGH_HEART_RATE', '2026-11-21T01:00:00.000Z');
    const fresh = await storeAlert(examinationId, 'HIGH_HEART_RATE', '2026-11-22T01:00:00.000Z');
    const view = (await report()).json<{ views: View[] }>().views[2] as View;
    expect(
      view.alerts.map((alert) => [alert._id, alert.acknowledgement?.memberId ?? null]),
    ).toEqual([
      [fresh, null],
      [again, nurse.memberId],
    ]);
  });

  it('refuses an id that is no UUID with the field’s error', async () => {
    const response = await acknowledge('not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      validationErrors: [
        { property: 'alertId', constraints: { invalidFormat: expect.any(String) } },
      ],
    });
  });

  it('answers 404 for another clinic’s alert and for an event that is no alert', async () => {
    const theirPatient = await addPatient(testApp, other.teamId, 'Cezary Nowak');
    const theirs = (
      await createExamination(testApp, other.admin.token, other.teamId, theirPatient, covidBody())
    )._id;
    const theirAlert = await storeAlert(theirs, 'LOW_SPO2', '2026-11-21T01:00:00.000Z');
    expect((await acknowledge(theirAlert)).statusCode).toBe(404);
    // Their own administrator may, in their own clinic only.
    expect((await acknowledge(theirAlert, other.admin.token)).statusCode).toBe(403);
    expect((await acknowledge(theirAlert, other.admin.token, other.teamId)).statusCode).toBe(200);
    const cough = await storeAlert(monitorings[0] as string, 'COUGH', '2026-11-11T01:00:00.000Z');
    expect((await acknowledge(cough)).statusCode).toBe(404);
  });

  it('refuses a patient', async () => {
    const alertId = await storeAlert(
      monitorings[0] as string,
      'LOW_SPO2',
      '2026-11-15T01:00:00.000Z',
    );
    expect((await acknowledge(alertId, patient.token)).statusCode).toBe(403);
  });
});

describe('GET teams/{teamId}/report/{memberId}/history', () => {
  it('lists a patient’s monitorings, newest first', async () => {
    const response = await history(anna);
    expect(response.statusCode).toBe(200);
    const { memberId, views } = response.json<{ memberId: string; views: View[] }>();
    expect(memberId).toBe(anna);
    expect(views.map((view) => view.examinationId)).toEqual([monitorings[2], monitorings[0]]);
  });

  it('answers 404 for a member of another clinic and 403 to a patient', async () => {
    const theirPatient = await addPatient(testApp, other.teamId, 'Dorota Wiśniewska');
    expect((await history(theirPatient)).statusCode).toBe(404);
    expect((await history(anna, patient.token)).statusCode).toBe(403);
  });
});
