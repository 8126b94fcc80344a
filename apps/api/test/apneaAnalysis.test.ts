import { DEFAULT_RESPIRATORY_DETECTOR_PARAMS } from '@telemed/analysis';
import { writeEdf } from '@telemed/formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { planDemoRecording } from '../src/seed/demoRecordings';
import {
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { ecgSignal, recorderEdf, sine, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

let clinic: Clinic;
let otherClinic: Clinic;
let doctor: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let studyId: string;
let holterId: string;

const START = '2026-11-20T22:00:00.000Z';
const HOURS = 3;

interface AnswerEvent {
  _id: string;
  type: string;
  origin: string;
  signal: string;
  startDate: string;
}

/**
 * A 3 h polygraphy (flow, effort, SpO2, pulse, snore, position) of a severe sleeper, the demo's
 * generator for this id, with the events its analysis found on the raw synthetic signals.
 */
const plan = planDemoRecording({
  id: '6d1c2a64-4c1e-4c4b-9c35-1f4c3d2a9b11',
  type: 'sleep_apnea',
  description: 'Witnessed apneas',
  startDate: new Date(START),
  durationMs: HOURS * 3_600_000,
});

beforeAll(async () => {
  clinic = await createClinic(testApp);
  otherClinic = await createClinic(testApp, 'Another Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = await addSignedInMember(testApp, otherClinic.teamId, 'doctor');
  // The EDF dataset type takes any signals (a sleep study upload must carry one ECG signal).
  studyId = (
    await createExamination(testApp, doctor.token, clinic.teamId, patient.memberId, {
      type: 'edf_dataset',
      startDate: START,
      endDate: new Date(Date.parse(START) + HOURS * 3_600_000).toISOString(),
      description: 'Home sleep apnea test',
    })
  )._id;
  const uploaded = await uploadRecording(
    testApp,
    doctor.token,
    clinic.teamId,
    studyId,
    Buffer.from(writeEdf(plan.edf)),
  );
  expect(uploaded.statusCode).toBe(201);
  holterId = (
    await createExamination(testApp, doctor.token, clinic.teamId, patient.memberId, holterBody())
  )._id;
  await uploadRecording(testApp, doctor.token, clinic.teamId, holterId, recorderEdf(600));
});

const analyse = (token: string, body: unknown, path = 'analysis/apnea') =>
  call(testApp, token, 'POST', path, body);

const eventsOf = async (): Promise<AnswerEvent[]> =>
  (
    await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${studyId}/events`,
    )
  ).json().events;

const count = (events: AnswerEvent[], origin: string, prefix = '') =>
  events.filter((event) => event.origin === origin && event.type.startsWith(prefix)).length;

describe('POST analysis/apnea', () => {
  it('detects the respiratory events of a stored recording, keeping user events', async () => {
    const scored = await call(
      testApp,
      doctor.token,
      'POST',
      `teams/${clinic.teamId}/examinations/${studyId}/events`,
      {
        type: 'APNEA_OBSTRUCTIVE',
        startDate: '2026-11-20T23:00:00.000Z',
        endDate: '2026-11-20T23:00:20.000Z',
      },
    );
    expect(scored.statusCode).toBe(201);

    const response = await analyse(doctor.token, { examinationId: studyId });
    expect(response.statusCode).toBe(200);
    const { events, parameters } = response.json() as {
      events: AnswerEvent[];
      parameters: Record<string, number>;
    };
    expect(parameters.apnea_start_threshold_percent).toBe(
      DEFAULT_RESPIRATORY_DETECTOR_PARAMS.apnea_start_threshold_percent,
    );
    // A severe sleeper over 3 h: dozens of apneas and desaturations, as the same detectors found
    // on the signals before they were written to EDF (16-bit samples change a border case or two).
    const planned = (prefix: string) =>
      plan.events.filter((event) => event.origin === 'analysis' && event.type.startsWith(prefix))
        .length;
    expect(count(events, 'analysis', 'APNEA')).toBeGreaterThan(50);
    expect(Math.abs(count(events, 'analysis', 'APNEA') - planned('APNEA'))).toBeLessThanOrEqual(3);
    expect(
      Math.abs(count(events, 'analysis', 'HYPOPNEA') - planned('HYPOPNEA')),
    ).toBeLessThanOrEqual(3);
    expect(count(events, 'analysis', 'DESATURATION')).toBeGreaterThan(50);
    expect(count(events, 'user')).toBe(1);
    const signals = new Set(events.filter((e) => e.origin === 'analysis').map((e) => e.signal));
    expect([...signals].every((signal) => signal === 'all' || /^ch\d+$/.test(signal))).toBe(true);
    expect(await eventsOf()).toHaveLength(events.length);
  });

  it('replaces the detected events when run again with other parameters, and keeps them', async () => {
    const before = await eventsOf();
    const response = await analyse(doctor.token, {
      examinationId: studyId,
      parameters: { hypopnea_start_threshold_percent: 50, desaturation_drop_percent: 4 },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json().events as AnswerEvent[];
    // Stricter rules find fewer hypopneas and desaturations; nothing of the first run is left.
    expect(count(after, 'analysis', 'HYPOPNEA')).toBeLessThan(
      count(before, 'analysis', 'HYPOPNEA'),
    );
    expect(count(after, 'analysis', 'DESATURATION')).toBeLessThan(
      count(before, 'analysis', 'DESATURATION'),
    );
    const firstIds = new Set(before.filter((e) => e.origin === 'analysis').map((e) => e._id));
    expect(after.some((event) => firstIds.has(event._id))).toBe(false);
    expect(count(after, 'user')).toBe(1);

    const stored = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/edf_dataset`,
    );
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      examinationType: 'edf_dataset',
      parameters: { hypopnea_start_threshold_percent: 50, desaturation_drop_percent: 4 },
      defaults: { hypopnea_start_threshold_percent: 30, desaturation_drop_percent: 3 },
    });
    expect(stored.json().updatedAt).not.toBeNull();
  });

  it('quality/apnea replaces only quality events', async () => {
    const before = await eventsOf();
    const response = await analyse(doctor.token, { examinationId: studyId }, 'quality/apnea');
    expect(response.statusCode).toBe(200);
    const after = response.json().events as AnswerEvent[];
    expect(count(after, 'analysis')).toBe(count(before, 'analysis'));
    expect(
      after.every(
        (event) => event.origin !== 'quality analysis' || !before.some((b) => b._id === event._id),
      ),
    ).toBe(true);
  });

  it('refuses parameters out of range, unknown or inconsistent, per field', async () => {
    const response = await analyse(doctor.token, {
      examinationId: studyId,
      parameters: {
        apnea_start_threshold_percent: 120,
        apnea_span_min_seconds: 30,
        apnea_span_max_seconds: 20,
        snoreLoudness: 3,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual(
      expect.arrayContaining([
        {
          property: 'parameters.apnea_start_threshold_percent',
          constraints: { outOfRange: 'Value must be between 50 and 100' },
        },
        expect.objectContaining({ property: 'parameters.snoreLoudness' }),
      ]),
    );
    const spans = await analyse(doctor.token, {
      examinationId: studyId,
      parameters: { apnea_span_min_seconds: 30, apnea_span_max_seconds: 20 },
    });
    expect(spans.statusCode).toBe(400);
    expect(spans.json().validationErrors).toEqual([
      {
        property: 'parameters.apnea_span_max_seconds',
        constraints: { spanMaxBelowMin: 'The longest span cannot be shorter than the shortest' },
      },
    ]);
    const missing = await analyse(doctor.token, { parameters: {} });
    expect(missing.json().validationErrors).toEqual([
      { property: 'examinationId', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('answers the spec messages when there is nothing or too little to analyse', async () => {
    // 10 minutes of ECG and SpO2: far below the two hours an analysis needs.
    const short = await analyse(doctor.token, { examinationId: holterId });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'NOT_ENOUGH_DATA',
      message: 'Not enough data from the recorder or pulse oximeter for analysis',
    });
    const ecgOnlyId = (
      await createExamination(testApp, doctor.token, clinic.teamId, patient.memberId, holterBody())
    )._id;
    const ecgOnly = recorderEdf(600, 250, { signals: [ecgSignal(sine(600, 250, 1.2, 1), 250)] });
    await uploadRecording(testApp, doctor.token, clinic.teamId, ecgOnlyId, ecgOnly);
    const noSignal = await analyse(doctor.token, { examinationId: ecgOnlyId });
    expect(noSignal.statusCode).toBe(422);
    expect(noSignal.json()).toMatchObject({
      code: 'SIGNAL_MISSING_OR_TOO_SHORT',
      message: 'No signal or event is too short',
    });
    const unrecorded = (
      await createExamination(testApp, doctor.token, clinic.teamId, patient.memberId, holterBody())
    )._id;
    expect((await analyse(doctor.token, { examinationId: unrecorded })).statusCode).toBe(404);
  });

  it('is for the clinic staff only: a patient 403, another clinic and unknown ids 404', async () => {
    expect((await analyse(patient.token, { examinationId: studyId })).statusCode).toBe(403);
    const foreign = await analyse(outsider.token, { examinationId: studyId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Examination not found');
    const unknown = await analyse(doctor.token, {
      examinationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await analyse('not-a-token', { examinationId: studyId })).statusCode).toBe(401);
    const parameters = await call(
      testApp,
      outsider.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/sleep_apnea`,
    );
    expect(parameters.statusCode).toBe(403);
    const byPatient = await call(
      testApp,
      patient.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/sleep_apnea`,
    );
    expect(byPatient.statusCode).toBe(403);
  });

  it('gives the defaults for a type the clinic never analysed', async () => {
    const response = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/sleep_apnea`,
    );
    expect(response.json()).toMatchObject({
      examinationType: 'sleep_apnea',
      updatedAt: null,
      parameters: { apnea_start_threshold_percent: 90, snore_resolution_seconds: 0.3 },
    });
    const unknownType = await call(
      testApp,
      doctor.token,
      'GET',
      `teams/${clinic.teamId}/analysis-parameters/tennis`,
    );
    expect(unknownType.statusCode).toBe(400);
  });
});
