import type { ExaminationType } from '@telemed/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import { planDemoRecording } from '../src/seed/demoRecordings';
import { call } from './examinationsFixtures';
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
  it('materialises an ECG examination once on first access, with its analysis events', async () => {
    const examination = await shortestOfType('hrv');
    const base = `teams/${teamId}/examinations/${examination.id}`;
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
    const { events } = (await call(testApp, token, 'GET', `${base}/events`)).json();
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((event: { type: string }) => event.type === 'SINUS')).toBe(true);
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
