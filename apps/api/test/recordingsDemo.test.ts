import type { ExaminationType, Task } from '@telemed/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import { planDemoRecording } from '../src/seed/demoRecordings';
import { teamMembers } from '../src/db/schema';
import { addPatient, call, createClinic, holterBody } from './examinationsFixtures';
import { shortestDemoExamination } from './demoExaminations';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn } from './helpers/testApp';

const testApp = setUpTestApp();

let token: string;
let teamId: string;

beforeAll(async () => {
  await prepareDemo(testApp.app);
  const login = await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD);
  token = login.json().token;
  teamId = (await new TeamsRepository(testApp.app.db).findByName(DEMO_CLINIC_NAME))?.id ?? '';
});

const shortestOfType = (type: ExaminationType) => shortestDemoExamination(testApp, teamId, type);

describe('demo recordings', () => {
  it('materialises an ECG examination once on first access and analyses it as a task', async () => {
    const examination = await shortestOfType('hrv');
    const base = `teams/${teamId}/examinations/${examination.id}`;
    // Before its recording is made the list knows no count (no invented figure to change).
    expect((await call(testApp, token, 'GET', base)).json().eventCount).toBeNull();
    const [first, second] = await Promise.all([
      call(testApp, token, 'GET', `${base}/recording`),
      call(testApp, token, 'GET', `${base}/recording`),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()._id).toBe(first.json()._id);
    expect(first.json()).toMatchObject({
      source: 'demo',
      startDate: examination.startDate.toISOString(),
      channels: [
        { id: 'ch0', label: 'ECG II', type: 'ecg', unit: 'mV', samplingRate: 250 },
        { id: 'ch1', label: 'ECG V5', type: 'ecg', unit: 'mV', samplingRate: 250 },
      ],
    });
    // The recording is answered at once; its ECG analysis is the clinic's task, asked by no one.
    const tasks = (await call(testApp, token, 'GET', `analysis/ecg/tasks?teamId=${teamId}`)).json<{
      tasks: Task[];
    }>().tasks;
    const analysis = tasks.filter((task) => task.examinationId === examination.id);
    expect(analysis).toHaveLength(1);
    expect(analysis[0]).toMatchObject({ taskDesc: 'ecgAnalysis', memberId: examination.memberId });
    expect(analysis[0]?.status).not.toBe('failed');
    await testApp.app.taskRunner.settle();
    const { events } = (await call(testApp, token, 'GET', `${base}/events`)).json();
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((event: { type: string }) => event.type === 'SINUS')).toBe(true);
    const beats = (await call(testApp, token, 'GET', `${base}/beats`)).json();
    expect(beats.samples.length).toBeGreaterThan(0);
    // Then the count is the analysis's, as the events list has it.
    expect((await call(testApp, token, 'GET', base)).json().eventCount).toBe(events.length);
    expect(
      events.every((event: { origin: string }) =>
        ['analysis', 'quality analysis'].includes(event.origin),
      ),
    ).toBe(true);
  });

  it('gives a sleep study a polygraphy whose detected events name their channel', async () => {
    const examination = await shortestOfType('sleep_apnea');
    const base = `teams/${teamId}/examinations/${examination.id}`;
    const window = new URLSearchParams({
      startDate: examination.startDate.toISOString(),
      endDate: new Date(examination.startDate.getTime() + 3_600_000).toISOString(),
      view: 'airflow,spo2',
    });
    const signals = await call(testApp, token, 'GET', `${base}/signals?${window}`);
    expect(signals.statusCode).toBe(200);
    expect(signals.json().signals.map((series: { label: string }) => series.label)).toEqual([
      'Air flow',
      'SpO2',
    ]);
    const { events } = (await call(testApp, token, 'GET', `${base}/events`)).json();
    const signalsNamed = new Set(events.map((event: { signal: string }) => event.signal));
    expect([...signalsNamed].every((name) => name === 'all' || /^ch\d$/.test(String(name)))).toBe(
      true,
    );
  });

  it('gives a new examination no recording until staff ask for the demo one', async () => {
    const [patient] = await testApp.app.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'user')))
      .limit(1);
    const created = await call(
      testApp,
      token,
      'POST',
      `teams/${teamId}/members/${patient?.id}/examinations`,
      {
        type: 'hrv',
        startDate: '2026-11-20T08:00:00.000Z',
        endDate: '2026-11-20T08:15:00.000Z',
        description: 'Made after the demo was seeded',
      },
    );
    expect(created.statusCode).toBe(201);
    const base = `teams/${teamId}/examinations/${created.json()._id}`;
    expect((await call(testApp, token, 'GET', `${base}/recording`)).statusCode).toBe(404);
    expect((await call(testApp, token, 'GET', `${base}/signalsoverview`)).statusCode).toBe(404);
    expect((await call(testApp, token, 'GET', `${base}/events`)).json().events).toEqual([]);

    const patientLogin = await logIn(testApp.app, 'patient@demo.telemed.test', DEMO_PASSWORD);
    const byPatient = await call(
      testApp,
      patientLogin.json().token,
      'POST',
      `${base}/recording/demo`,
    );
    expect(byPatient.statusCode).toBe(403);

    const made = await call(testApp, token, 'POST', `${base}/recording/demo`);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ source: 'demo', startDate: '2026-11-20T08:00:00.000Z' });
    expect((await call(testApp, token, 'GET', `${base}/recording`)).json()._id).toBe(
      made.json()._id,
    );
    await testApp.app.taskRunner.settle();
    expect(
      (await call(testApp, token, 'GET', `${base}/events`)).json().events.length,
    ).toBeGreaterThan(0);
    // Asking again keeps the recording the examination has.
    const again = await call(testApp, token, 'POST', `${base}/recording/demo`);
    expect(again.statusCode).toBe(201);
    expect(again.json()._id).toBe(made.json()._id);
  });

  it('offers demo recordings in the demo clinic only', async () => {
    const clinic = await createClinic(testApp, 'Real Clinic');
    const memberId = await addPatient(testApp, clinic.teamId, 'Jan Kowalski');
    const created = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/members/${memberId}/examinations`,
      holterBody(),
    );
    expect(created.statusCode).toBe(201);
    const base = `teams/${clinic.teamId}/examinations/${created.json()._id}`;
    const offer = (teamToken: string, id: string) =>
      call(testApp, teamToken, 'GET', `teams/${id}/demo-recordings`).then((answer) =>
        answer.json(),
      );
    expect(await offer(clinic.admin.token, clinic.teamId)).toEqual({ offered: false });
    expect(await offer(token, teamId)).toEqual({ offered: true });
    const refused = await call(testApp, clinic.admin.token, 'POST', `${base}/recording/demo`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({
      code: 'DEMO_RECORDING_NOT_OFFERED',
      message: 'Demo recordings are only offered in the demo clinic',
    });
    // Another clinic's staff cannot reach the demo clinic's examinations either.
    const demoExamination = await shortestOfType('hrv');
    const foreign = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${teamId}/examinations/${demoExamination.id}/recording/demo`,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('is deterministic for an examination id', () => {
    const input = {
      id: '3f0b8c1e-2d4a-4c6b-9e8f-0a1b2c3d4e5f',
      type: 'stress_inlab' as const,
      description: 'Exercise test',
      startDate: new Date('2026-11-20T10:00:00.000Z'),
      durationMs: 15 * 60_000,
    };
    const first = planDemoRecording(input);
    const again = planDemoRecording(input);
    expect(again.events).toEqual(first.events);
    expect(Array.from(again.edf.signals[0]?.samples as Float32Array).slice(0, 500)).toEqual(
      Array.from(first.edf.signals[0]?.samples as Float32Array).slice(0, 500),
    );
  });
});
