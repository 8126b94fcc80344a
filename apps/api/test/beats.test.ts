import type { ExaminationType } from '@telemed/domain';
import { extractNnIntervals, heartRateDistribution } from '@telemed/analysis';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationRow } from '../src/db/schema';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import { addSignedInMember, call } from './examinationsFixtures';
import { analysedDemoExamination, shortestDemoExamination } from './demoExaminations';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn } from './helpers/testApp';

const testApp = setUpTestApp();

interface Beats {
  startDate: string;
  samplingRate: number;
  samples: number[];
  labels: string;
  confidences: number[] | null;
  updatedAt: string | null;
}

interface AnswerEvent {
  _id: string;
  type: string;
  origin: string;
  startDate: string;
  endDate: string;
}

let doctor: string;
let teamId: string;
let ecgExamination: ExaminationRow;
let base: string;

const shortestOfType = (type: ExaminationType) => shortestDemoExamination(testApp, teamId, type);

const beatsOf = async (token = doctor) =>
  (await call(testApp, token, 'GET', `${base}/beats`)).json<Beats>();

const timeOf = (beats: Beats, index: number) =>
  Date.parse(beats.startDate) + ((beats.samples[index] ?? 0) / beats.samplingRate) * 1000;

/** The examination's events of a type whose span holds `time`. */
async function eventsAt(time: number, type: string): Promise<AnswerEvent[]> {
  const { events } = (await call(testApp, doctor, 'GET', `${base}/events?type=${type}`)).json<{
    events: AnswerEvent[];
  }>();
  return events.filter(
    (event) => Date.parse(event.startDate) <= time && time <= Date.parse(event.endDate),
  );
}

beforeAll(async () => {
  await prepareDemo(testApp.app);
  doctor = (await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD)).json().token;
  teamId = (await new TeamsRepository(testApp.app.db).findByName(DEMO_CLINIC_NAME))?.id ?? '';
  ecgExamination = await analysedDemoExamination(testApp, teamId, 'hrv');
  base = `teams/${teamId}/examinations/${ecgExamination.id}`;
});

describe('GET .../beats', () => {
  it('lists every beat of an ECG recording in time order, one label each', async () => {
    const response = await call(testApp, doctor, 'GET', `${base}/beats`);
    expect(response.statusCode).toBe(200);
    const beats = response.json<Beats>();
    expect(beats.samplingRate).toBe(250);
    expect(beats.startDate).toBe(ecgExamination.startDate.toISOString());
    expect(beats.updatedAt).toBeNull();
    expect(beats.labels).toHaveLength(beats.samples.length);
    expect(beats.labels).toMatch(/^[NSVFQ]+$/);
    // The classifier's confidence in each label, per cent as stored: most beats are sure.
    expect(beats.confidences).toHaveLength(beats.samples.length);
    const confidences = beats.confidences ?? [];
    expect(confidences.every((value) => value >= 0 && value <= 1)).toBe(true);
    expect(confidences.every((value) => Number.isInteger(Math.round(value * 100)))).toBe(true);
    expect(confidences.filter((value) => value >= 0.8).length).toBeGreaterThan(
      0.8 * confidences.length,
    );
    expect(
      beats.samples.every(
        (sample, index) => index === 0 || sample > (beats.samples[index - 1] ?? 0),
      ),
    ).toBe(true);
    // A resting adult's heart beats 40-150 times a minute over the recording.
    const minutes = (beats.samples.at(-1) ?? 0) / beats.samplingRate / 60;
    expect(beats.samples.length / minutes).toBeGreaterThan(40);
    expect(beats.samples.length / minutes).toBeLessThan(150);
    // Each single ectopic beat of the analysis has its event on the beat.
    const firstEctopic = [...beats.labels].findIndex((label) => label === 'S' || label === 'V');
    if (firstEctopic >= 0) {
      const type =
        beats.labels[firstEctopic] === 'V' ? 'VENTRICULAR_ECTOPIC' : 'SUPRAVENTRICULAR_ECTOPIC';
      const runTypes = ['VENTRICULAR_TACHYCARDIA', 'SUPRAVENTRICULAR_TACHYCARDIA'];
      const inRun = (
        await Promise.all(runTypes.map((run) => eventsAt(timeOf(beats, firstEctopic), run)))
      ).flat();
      if (inRun.length === 0)
        expect(await eventsAt(timeOf(beats, firstEctopic), type)).toHaveLength(1);
    }
  });

  it('is not found for a recording without beats, and for a patient it is not of', async () => {
    const study = await shortestOfType('sleep_apnea');
    const noBeats = await call(
      testApp,
      doctor,
      'GET',
      `teams/${teamId}/examinations/${study.id}/beats`,
    );
    expect(noBeats.statusCode).toBe(404);
    expect(noBeats.json().message).toBe('Beats not found');
    const stranger = await addSignedInMember(testApp, teamId, 'user');
    const response = await call(testApp, stranger.token, 'GET', `${base}/beats`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Examination not found');
  });
});

describe('PATCH .../beats (the beat update)', () => {
  it('relabels a beat, moves its single-beat event with it and keeps both after a reload', async () => {
    const before = await beatsOf();
    const index = [...before.labels].findIndex((label, at) => label === 'N' && at > 10);
    const sample = before.samples[index] ?? -1;
    const time = timeOf(before, index);

    const toVentricular = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [{ sample, label: 'V' }],
    });
    expect(toVentricular.statusCode).toBe(200);
    const answer = toVentricular.json<{ updated: number; createdEvents: AnswerEvent[] }>();
    expect(answer.updated).toBe(1);
    expect(answer.createdEvents).toHaveLength(1);
    expect(answer.createdEvents[0]).toMatchObject({ type: 'VENTRICULAR_ECTOPIC', origin: 'user' });

    const after = await beatsOf();
    expect(after.labels[index]).toBe('V');
    // A label staff chose is certain; the others keep the classifier's confidence.
    expect(after.confidences?.[index]).toBe(1);
    expect(after.confidences?.filter((_, at) => at !== index)).toEqual(
      before.confidences?.filter((_, at) => at !== index),
    );
    expect(after.labels.slice(0, index) + after.labels.slice(index + 1)).toBe(
      before.labels.slice(0, index) + before.labels.slice(index + 1),
    );
    expect(after.updatedAt).not.toBeNull();
    const [event] = await eventsAt(time, 'VENTRICULAR_ECTOPIC');
    expect(event?._id).toBe(answer.createdEvents[0]?._id);

    // Back to normal: the event goes, and a second identical update changes nothing.
    const toNormal = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [{ sample, label: 'N' }],
    });
    expect(toNormal.json()).toEqual({
      updated: 1,
      removedEventIds: [event?._id],
      createdEvents: [],
    });
    expect(await eventsAt(time, 'VENTRICULAR_ECTOPIC')).toEqual([]);
    const again = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [{ sample, label: 'N' }],
    });
    expect(again.json()).toEqual({ updated: 0, removedEventIds: [], createdEvents: [] });
  });

  it('keeps both of two colleagues’ updates sent at the same moment', async () => {
    const before = await beatsOf();
    const normals = [...before.labels]
      .map((label, index) => (label === 'N' ? index : -1))
      .filter((index) => index > 20);
    const [first, second] = [normals[0] ?? 0, normals[5] ?? 0];
    const nurse = await addSignedInMember(testApp, teamId, 'nurse');
    const [one, two] = await Promise.all([
      call(testApp, doctor, 'PATCH', `${base}/beats`, {
        beats: [{ sample: before.samples[first], label: 'S' }],
      }),
      call(testApp, nurse.token, 'PATCH', `${base}/beats`, {
        beats: [{ sample: before.samples[second], label: 'Q' }],
      }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const after = await beatsOf();
    expect(after.labels[first]).toBe('S');
    expect(after.labels[second]).toBe('Q');
    expect(await eventsAt(timeOf(before, first), 'SUPRAVENTRICULAR_ECTOPIC')).toHaveLength(1);
    // An artifact beat has no event.
    expect(two.json().createdEvents).toEqual([]);
  });

  it('refuses a sample that is no beat, an unknown label and an empty update, per field', async () => {
    const before = await beatsOf();
    const notABeat = (before.samples[3] ?? 0) + 1;
    const missing = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [
        { sample: before.samples[3], label: 'V' },
        { sample: notABeat, label: 'V' },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validationErrors).toEqual([
      { property: 'beats.1.sample', constraints: { beatNotFound: 'No beat at this sample' } },
    ]);
    // Nothing of a refused update is kept.
    expect((await beatsOf()).labels[3]).toBe(before.labels[3]);

    const wrong = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [
        { sample: before.samples[3], label: 'X' },
        { sample: -1, label: 'N' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong.json().validationErrors.map((error: { property: string }) => error.property),
    ).toEqual(['beats.0.label', 'beats.1.sample']);
    const empty = await call(testApp, doctor, 'PATCH', `${base}/beats`, { beats: [] });
    expect(empty.json().validationErrors).toEqual([
      { property: 'beats', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('lets staff relabel and refuses a patient', async () => {
    const patient = await addSignedInMember(testApp, teamId, 'user');
    const before = await beatsOf();
    const response = await call(testApp, patient.token, 'PATCH', `${base}/beats`, {
      beats: [{ sample: before.samples[0], label: 'V' }],
    });
    expect(response.statusCode).toBe(403);
    expect((await beatsOf()).labels[0]).toBe(before.labels[0]);
  });
});

describe('GET .../statistics distributions', () => {
  interface Bin {
    from: number;
    to: number;
    seconds: number;
    percent: number;
  }
  const statisticsOf = async (examinationBase: string) =>
    (await call(testApp, doctor, 'GET', `${examinationBase}/statistics`)).json()
      .examinationStatistics as {
      duration: number;
      saturationDistribution: Bin[] | null;
      heartRateDistribution: Bin[] | null;
    };
  const total = (bins: Bin[]) => bins.reduce((sum, bin) => sum + bin.seconds, 0);

  it('gives a sleep study the time at each SpO2 level and pulse rate from every sample', async () => {
    const study = await shortestOfType('sleep_apnea');
    const statistics = await statisticsOf(`teams/${teamId}/examinations/${study.id}`);
    const saturation = statistics.saturationDistribution ?? [];
    expect(saturation.map((bin) => bin.from)).toEqual([50, 55, 60, 65, 70, 75, 80, 85, 90, 95]);
    // Every valid sample counts, one sampling period each, never more than the recording.
    const recording = (
      await call(testApp, doctor, 'GET', `teams/${teamId}/examinations/${study.id}/recording`)
    ).json() as { startDate: string; endDate: string };
    const seconds = (Date.parse(recording.endDate) - Date.parse(recording.startDate)) / 1000;
    expect(total(saturation)).toBeGreaterThan(0);
    expect(total(saturation)).toBeLessThanOrEqual(seconds + 1);
    expect(saturation.reduce((sum, bin) => sum + bin.percent, 0)).toBeCloseTo(100, 6);
    const pulse = statistics.heartRateDistribution ?? [];
    expect(pulse).toHaveLength(20);
    expect(total(pulse)).toBeGreaterThan(0);
    expect(total(pulse)).toBeLessThanOrEqual(seconds + 1);
  });

  it('gives an analysed ECG the time at each heart rate from its NN intervals, following relabels', async () => {
    const before = await statisticsOf(base);
    expect(before.saturationDistribution).toBeNull();
    const heartRate = before.heartRateDistribution ?? [];
    // NN intervals cover most of the recording, at resting rates.
    const recording = (await call(testApp, doctor, 'GET', `${base}/recording`)).json() as {
      startDate: string;
      endDate: string;
    };
    const seconds = (Date.parse(recording.endDate) - Date.parse(recording.startDate)) / 1000;
    expect(total(heartRate)).toBeGreaterThan(0.5 * seconds);
    const resting = heartRate.filter((bin) => bin.from >= 40 && bin.to <= 130);
    expect(resting.reduce((sum, bin) => sum + bin.percent, 0)).toBeGreaterThan(90);

    // The server's distribution is the NN intervals of the stored beats (the library's, on
    // the beats the API lists), before and after a normal beat is relabelled as ventricular.
    const beats = await beatsOf();
    const expected = (labels: string) =>
      heartRateDistribution(
        extractNnIntervals(
          beats.samples.map((sample, at) => ({
            sample,
            beatClass: labels[at] as 'N' | 'S' | 'V' | 'F' | 'Q',
          })),
          beats.samplingRate,
        ),
      );
    const rounded = (bins: Bin[]) => bins.map((bin) => Number(bin.seconds.toFixed(6)));
    expect(rounded(heartRate)).toEqual(rounded(expected(beats.labels)));
    // A beat whose relabelling changes the NN series (its intervals were NN ones).
    const relabelled = (at: number) => `${beats.labels.slice(0, at)}V${beats.labels.slice(at + 1)}`;
    const index = [...beats.labels].findIndex(
      (label, at) =>
        at > 30 &&
        label === 'N' &&
        total(expected(relabelled(at))) < total(expected(beats.labels)) - 0.3,
    );
    expect(index).toBeGreaterThan(0);
    const patched = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [{ sample: beats.samples[index], label: 'V' }],
    });
    expect(patched.statusCode).toBe(200);
    const after = (await statisticsOf(base)).heartRateDistribution ?? [];
    expect(rounded(after)).toEqual(rounded(expected(relabelled(index))));
    expect(total(after)).toBeLessThan(total(heartRate) - 0.3);
  });
});
