import { SIGNALS_MAX_POINTS, SIGNALS_OVERVIEW_POINTS } from '@telemed/domain';
import { writeEdf } from '@telemed/formats';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { ecgSignal, FIXTURE_START, sine, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

const RATE = 250;
const HOUR_SECONDS = 3600;
/** 2026-11-20 08:00:00 UTC: the fixtures' header start with no Timezone-Offset. */
const START_MS = Date.UTC(2026, 10, 20, 8, 0, 0);
const ecg = sine(HOUR_SECONDS, RATE, 1.2, 1.5);
const spo2 = sine(HOUR_SECONDS, RATE, 0.005, 3, 94);

let clinic: Clinic;
let otherClinic: Clinic;
let examinationId: string;
let gappedId: string;

beforeAll(async () => {
  clinic = await createClinic(testApp);
  otherClinic = await createClinic(testApp, 'Another Clinic');
  const patientId = await addPatient(testApp, clinic.teamId, 'Anna Zielińska');
  examinationId = (await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId))
    ._id;
  const bytes = Buffer.from(
    writeEdf({
      startDate: FIXTURE_START,
      recordDurationSeconds: 1,
      signals: [
        ecgSignal(ecg, RATE),
        {
          label: 'SpO2',
          physicalDimension: '%',
          physicalMin: 0,
          physicalMax: 100,
          samplesPerRecord: RATE,
          samples: spo2,
        },
      ],
    }),
  );
  const imported = await uploadRecording(
    testApp,
    clinic.admin.token,
    clinic.teamId,
    examinationId,
    bytes,
  );
  if (imported.statusCode !== 201) throw new Error(imported.body);

  // EDF+D: records 0-59 s and 120-179 s, a one-minute gap between them.
  gappedId = (
    await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
      holterBody(undefined, { type: 'edf_dataset' }),
    )
  )._id;
  const gapped = Buffer.from(
    writeEdf({
      startDate: FIXTURE_START,
      variant: 'EDF+D',
      recordDurationSeconds: 1,
      recordStarts: Array.from({ length: 120 }, (_, record) =>
        record < 60 ? record : record + 60,
      ),
      signals: [ecgSignal(sine(120, RATE, 1), RATE)],
    }),
  );
  const importedGapped = await uploadRecording(
    testApp,
    clinic.admin.token,
    clinic.teamId,
    gappedId,
    gapped,
  );
  if (importedGapped.statusCode !== 201) throw new Error(importedGapped.body);
});

const signalsUrl = (
  query: Record<string, string | number>,
  id = examinationId,
  teamId = clinic.teamId,
) =>
  `teams/${teamId}/examinations/${id}/signals?${new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  )}`;

describe('GET .../signals', () => {
  it('answers raw samples of a 10 s window, ECG in volts', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({
        startDate: new Date(START_MS + 60_000).toISOString(),
        endDate: new Date(START_MS + 70_000).toISOString(),
        duration: 0.004,
      }),
    );
    expect(response.statusCode).toBe(200);
    const { signals } = response.json();
    const [ecgSeries, spo2Series] = signals;
    expect(ecgSeries).toMatchObject({ id: 'ch0', kind: 'raw', unit: 'V', type: 'ecg', step: 4 });
    expect(ecgSeries.start).toBe(START_MS + 60_000);
    expect(ecgSeries.values).toHaveLength(2500);
    // ±5 mV over 16 bits: samples within half a step (0.08 µV) of what was written.
    for (const index of [0, 137, 2499]) {
      expect(ecgSeries.values[index]).toBeCloseTo((ecg[60 * RATE + index] as number) / 1000, 6);
    }
    expect(spo2Series).toMatchObject({ id: 'ch1', unit: '%', kind: 'raw' });
    expect(spo2Series.values[0]).toBeCloseTo(spo2[60 * RATE] as number, 2);
  });

  it('answers a min/max envelope of the asked points for a long window', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ startDate: START_MS, endDate: START_MS + HOUR_SECONDS * 1000, duration: 3.6 }),
    );
    const [ecgSeries] = response.json().signals;
    expect(ecgSeries.kind).toBe('envelope');
    expect(ecgSeries.min).toHaveLength(1000);
    expect(ecgSeries.step).toBe(3600);
    // Every 3.6 s holds whole 1.2 Hz cycles: the envelope spans the full ±1.5 mV.
    expect(ecgSeries.min[500]).toBeCloseTo(-0.0015, 5);
    expect(ecgSeries.max[500]).toBeCloseTo(0.0015, 5);
  });

  it('selects channels by type or id through view', async () => {
    const window = { startDate: START_MS, endDate: START_MS + 10_000 };
    const byType = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ ...window, view: 'spo2' }),
    );
    expect(byType.json().signals.map((series: { id: string }) => series.id)).toEqual(['ch1']);
    const byId = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ ...window, view: 'ch0' }),
    );
    expect(byId.json().signals.map((series: { id: string }) => series.id)).toEqual(['ch0']);
  });

  it('marks a recording gap with a break and null values', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ startDate: START_MS, endDate: START_MS + 180_000, duration: 0.18 }, gappedId),
    );
    const [series] = response.json().signals;
    expect(series.breaks).toHaveLength(1);
    expect(series.breaks[0].startDate).toBeGreaterThanOrEqual(START_MS + 59_000);
    expect(series.breaks[0].endDate).toBeLessThanOrEqual(START_MS + 121_000);
    const middle = series.kind === 'raw' ? series.values : series.min;
    expect(middle[500]).toBeNull();
    expect(middle[100]).not.toBeNull();
  });

  it('keeps the answer O(points) for any span', async () => {
    const sizes = [];
    for (const spanSeconds of [10, 600, 3600]) {
      const response = await call(
        testApp,
        clinic.admin.token,
        'GET',
        signalsUrl({
          startDate: START_MS,
          endDate: START_MS + spanSeconds * 1000,
          duration: spanSeconds / 800,
        }),
      );
      sizes.push(response.body.length);
    }
    expect(Math.max(...sizes)).toBeLessThan(2.5 * Math.min(...sizes));
  });

  it('refuses a window that ends before it starts', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ startDate: START_MS + 1000, endDate: START_MS }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'endDate',
        constraints: {
          startDateDifferentThanEndDate: 'Start date cannot be greater than or equal to end date',
        },
      },
    ]);
  });

  it('refuses more points than the limit, a malformed date and a missing one', async () => {
    const tooMany = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({
        startDate: START_MS,
        endDate: START_MS + (SIGNALS_MAX_POINTS + 1) * 1000,
        duration: 1,
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().validationErrors[0].property).toBe('duration');
    const malformed = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ startDate: 'yesterday', endDate: START_MS }),
    );
    expect(malformed.json().validationErrors[0]).toEqual({
      property: 'startDate',
      constraints: { invalidFormat: 'Invalid format' },
    });
    const missing = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl({ endDate: START_MS }),
    );
    expect(missing.json().validationErrors[0]).toEqual({
      property: 'startDate',
      constraints: { isRequired: 'Field is required' },
    });
  });

  it('answers 403 to another clinic and 404 for a wrong examination', async () => {
    const window = { startDate: START_MS, endDate: START_MS + 10_000 };
    const foreign = await call(testApp, otherClinic.admin.token, 'GET', signalsUrl(window));
    expect(foreign.statusCode).toBe(403);
    const wrong = await call(
      testApp,
      clinic.admin.token,
      'GET',
      signalsUrl(window, '00000000-0000-4000-8000-000000000000'),
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Examination not found');
  });
});

describe('GET .../signalsoverview', () => {
  it('answers the whole recording as an envelope per channel', async () => {
    const response = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}/examinations/${examinationId}/signalsoverview`,
    );
    expect(response.statusCode).toBe(200);
    const { signalsOverview } = response.json();
    expect(signalsOverview.startDate).toBe(START_MS);
    expect(signalsOverview.endDate).toBe(START_MS + HOUR_SECONDS * 1000);
    expect(signalsOverview.signals).toHaveLength(2);
    expect(signalsOverview.signals[0]).toMatchObject({ kind: 'envelope' });
    expect(signalsOverview.signals[0].min).toHaveLength(SIGNALS_OVERVIEW_POINTS);
  });
});
