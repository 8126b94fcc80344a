import { beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationRow } from '../src/db/schema';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import { addSignedInMember, call } from './examinationsFixtures';
import { shortestDemoExamination } from './demoExaminations';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn } from './helpers/testApp';

const testApp = setUpTestApp();

interface AnswerEvent {
  _id: string;
  type: string;
  origin: string;
}

let doctor: string;
let teamId: string;
let monitoring: ExaminationRow;

const analyse = (body: object, token = doctor) =>
  call(testApp, token, 'POST', 'analysis/covid', body);
const eventsOf = async (): Promise<AnswerEvent[]> =>
  (
    await call(testApp, doctor, 'GET', `teams/${teamId}/examinations/${monitoring.id}/events`)
  ).json().events;
const count = (events: AnswerEvent[], type: string) =>
  events.filter((event) => event.type === type && event.origin !== 'user').length;

beforeAll(async () => {
  await prepareDemo(testApp.app);
  doctor = (await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD)).json().token;
  teamId = (await new TeamsRepository(testApp.app.db).findByName(DEMO_CLINIC_NAME))?.id ?? '';
  monitoring = await shortestDemoExamination(testApp, teamId, 'covid');
});

describe('POST analysis/covid', () => {
  it('finds the same alerts in the stored recording as the demo’s analysis of its signals, keeping user events', async () => {
    // The demo's analysis ran on the generator's signals before they were written to EDF.
    const before = await eventsOf();
    const scored = await call(
      testApp,
      doctor,
      'POST',
      `teams/${teamId}/examinations/${monitoring.id}/events`,
      {
        type: 'COUGH',
        startDate: monitoring.startDate.toISOString(),
        endDate: new Date(monitoring.startDate.getTime() + 60_000).toISOString(),
      },
    );
    expect(scored.statusCode).toBe(201);

    const response = await analyse({ examinationId: monitoring.id });
    expect(response.statusCode).toBe(200);
    const { events, parameters } = response.json() as {
      events: AnswerEvent[];
      parameters: Record<string, number>;
    };
    expect(parameters).toMatchObject({ heart_rate_max: 110, temperature_max: 38 });
    expect(count(events, 'SAMPLE_15_MINUTES')).toBeGreaterThan(90);
    expect(count(events, 'SAMPLE_15_MINUTES')).toBe(count(before, 'SAMPLE_15_MINUTES'));
    // The file keeps readings to 0.01 of their unit and a whole-second start: an episode that
    // lasts just the shortest alert may still split or drop at its edge (a respiration rate is
    // read every 15 s, so 20 readings make one); the demo's seed differs per run.
    for (const type of ['HIGH_HEART_RATE', 'LOW_SPO2', 'HIGH_TEMPERATURE', 'FREQUENT_BREATHING'])
      expect(Math.abs(count(events, type) - count(before, type)), type).toBeLessThanOrEqual(
        Math.max(2, Math.ceil(0.1 * count(before, type))),
      );
    expect(events.filter((event) => event.origin === 'user')).toHaveLength(1);
    const previous = new Set(before.map((event) => event._id));
    expect(events.some((event) => event.origin !== 'user' && previous.has(event._id))).toBe(false);
  });

  it('runs with the clinic’s parameters and keeps them for its COVID examinations', async () => {
    const lenient = await analyse({
      examinationId: monitoring.id,
      parameters: { temperature_max: 41, heart_rate_max: 200 },
    });
    const strict = await analyse({
      examinationId: monitoring.id,
      parameters: { temperature_max: 37, heart_rate_max: 60 },
    });
    const lenientEvents = lenient.json().events as AnswerEvent[];
    const strictEvents = strict.json().events as AnswerEvent[];
    expect(count(strictEvents, 'HIGH_HEART_RATE')).toBeGreaterThan(
      count(lenientEvents, 'HIGH_HEART_RATE'),
    );
    expect(count(strictEvents, 'HIGH_TEMPERATURE')).toBeGreaterThanOrEqual(
      count(lenientEvents, 'HIGH_TEMPERATURE'),
    );
    const stored = await call(testApp, doctor, 'GET', `teams/${teamId}/analysis-parameters/covid`);
    expect(stored.json()).toMatchObject({
      family: 'covid',
      parameters: { temperature_max: 37, heart_rate_max: 60, saturation_level_min: 94 },
      defaults: { temperature_max: 38, heart_rate_max: 110 },
    });
  });

  it('refuses a night the recording lacks, and values out of range, per field', async () => {
    const night = await analyse({ examinationId: monitoring.id, dayTimeTag: '1999-01-01' });
    expect(night.statusCode).toBe(400);
    expect(night.json().validationErrors).toEqual([
      {
        property: 'dayTimeTag',
        constraints: { dateTagNotFound: 'Date tag 1999-01-01 not found or incorrect' },
      },
    ]);
    const wrong = await analyse({
      examinationId: monitoring.id,
      parameters: { temperature_max: 45, cough_energy: 'loud' },
      dayTimeTag: 'yesterday',
    });
    expect(wrong.statusCode).toBe(400);
    const properties = wrong
      .json()
      .validationErrors.map((error: { property: string }) => error.property)
      .sort();
    expect(properties).toEqual([
      'dayTimeTag',
      'parameters.cough_energy',
      'parameters.temperature_max',
    ]);
  });

  it('is for staff of the examination’s clinic', async () => {
    const patient = await addSignedInMember(testApp, teamId, 'user');
    expect((await analyse({ examinationId: monitoring.id }, patient.token)).statusCode).toBe(403);
    const elsewhere = await call(testApp, doctor, 'POST', 'teams', {
      name: 'Another Clinic',
      countryContext: 'PL',
    });
    expect(elsewhere.statusCode).toBe(201);
    const stranger = await addSignedInMember(testApp, elsewhere.json()._id, 'doctor');
    const response = await analyse({ examinationId: monitoring.id }, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Examination not found');
  });
});
