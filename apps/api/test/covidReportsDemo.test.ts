import { isCovidAlertType } from '@telemed/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationRow } from '../src/db/schema';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import { shortestDemoExamination } from './demoExaminations';
import { call } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn } from './helpers/testApp';

const testApp = setUpTestApp();

let doctor: string;
let teamId: string;
let monitoring: ExaminationRow;

beforeAll(async () => {
  await prepareDemo(testApp.app);
  doctor = (await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD)).json().token;
  teamId = (await new TeamsRepository(testApp.app.db).findByName(DEMO_CLINIC_NAME))?.id ?? '';
  monitoring = await shortestDemoExamination(testApp, teamId, 'covid');
});

describe('the COVID dashboard of the demo clinic', () => {
  it('gives a monitoring’s latest vitals, day-by-day trend and alerts from its recording', async () => {
    // The demo makes a recording when the examination is first opened; the dashboard does not.
    const before = await call(
      testApp,
      doctor,
      'GET',
      `teams/${teamId}/report/${monitoring.memberId}/history`,
    );
    expect(
      before.json<{ views: { examinationId: string; report: unknown }[] }>().views,
    ).toContainEqual(expect.objectContaining({ examinationId: monitoring.id, report: null }));
    const opened = await call(
      testApp,
      doctor,
      'GET',
      `teams/${teamId}/examinations/${monitoring.id}/recording`,
    );
    expect(opened.statusCode).toBe(200);
    const response = await call(
      testApp,
      doctor,
      'GET',
      `teams/${teamId}/report/${monitoring.memberId}/history`,
    );
    expect(response.statusCode).toBe(200);
    const view = response
      .json<{
        views: {
          examinationId: string;
          latestVitals: { at: string; spo2: number | null; pulse: number | null } | null;
          report: { days: unknown[] } | null;
          alerts: { _id: string; type: string }[];
        }[];
      }>()
      .views.find((each) => each.examinationId === monitoring.id);
    expect(view?.latestVitals).toMatchObject({
      spo2: expect.any(Number),
      pulse: expect.any(Number),
    });
    expect(Date.parse(view?.latestVitals?.at ?? '')).toBeLessThanOrEqual(
      monitoring.endDate.getTime(),
    );
    expect(view?.report?.days.length).toBeGreaterThanOrEqual(3);
    // The demo's seed differs per run: the alerts are the analysis' alert events, however many.
    const events = (
      await call(testApp, doctor, 'GET', `teams/${teamId}/examinations/${monitoring.id}/events`)
    ).json<{ events: { _id: string; type: string; origin: string }[] }>().events;
    const alertIds = events
      .filter((event) => event.origin === 'analysis' && isCovidAlertType(event.type))
      .map((event) => event._id);
    expect(view?.alerts.map((alert) => alert._id).sort()).toEqual(alertIds.sort());
  }, 120_000);
});
