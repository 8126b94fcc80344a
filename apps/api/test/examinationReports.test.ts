import { apneaSeverity } from '@telemed/domain';
import type { DescriptionFindings, ExaminationType } from '@telemed/domain';
import { AHI_EVENT_TYPES, analyzeHrv } from '@telemed/analysis';
import type { BeatClass } from '@telemed/analysis';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationRow } from '../src/db/schema';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import {
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import { analysedDemoExamination, shortestDemoExamination } from './demoExaminations';
import { setUpTestApp } from './helpers/setUpTestApp';
import { bearer, logIn } from './helpers/testApp';

const testApp = setUpTestApp();

interface EventTypeRow {
  type: string;
  count: number;
  perHour: number | null;
  totalSeconds: number;
}

interface Report {
  reportId: string;
  generatedAt: string;
  examination: { _id: string; memberId: string; eventCount: number };
  recording: { startDate: string; endDate: string } | null;
  duration: number;
  analyzedDuration: number | null;
  eventCount: number;
  eventTypes: EventTypeRow[];
  automaticDescription: DescriptionFindings;
  events: { _id: string; type: string; startDate: string; showInReport: boolean }[];
  reportedEventCount: number;
  heartRateDistribution: { from: number; seconds: number }[] | null;
  respiratory: {
    analysedSeconds: number;
    ahi: number | null;
    apneaCounts: Record<string, number>;
    hypopneaCount: number;
    saturation: { averageSaturation: number | null; minimumSaturation: number | null } | null;
  } | null;
  holter: {
    reportId: string;
    totalBeats: number;
    normalBeats: number;
    otherBeats: number;
    ventricularBeats: number;
    supraventricularBeats: number;
    averageHeartRate: number | null;
    pulseData: number[];
    pulseTimestamps: number[];
    activityData: number[];
    activityTimestamps: number[];
    activityRecorded: boolean;
    activityTime: number;
    heartRate: { minimum: number; maximum: number; minimumAt: string } | null;
    hours: {
      startDate: string;
      beats: number;
      ventricularBeats: number;
      supraventricularBeats: number;
      minimumHeartRate: number | null;
      maximumHeartRate: number | null;
    }[];
  } | null;
}

interface VitalRange {
  minimum: number;
  mean: number;
  maximum: number;
}

interface Covid {
  coughCount: number;
  vitals: Record<'pulse' | 'spo2' | 'respirationRate' | 'temperature', VitalRange | null>;
  days: { date: string; samples: number; coughs: number; pulse: VitalRange | null }[];
  nights: { date: string; pulse: number | null }[];
}

interface Beats {
  samplingRate: number;
  samples: number[];
  labels: string;
}

let doctor: string;
let teamId: string;

const shortestOfType = (type: ExaminationType) => shortestDemoExamination(testApp, teamId, type);

const reportPath = (examination: Pick<ExaminationRow, 'id' | 'memberId'>, kind = 'report') =>
  `teams/${teamId}/members/${examination.memberId}/examinations/${examination.id}/${kind}`;

async function reportOf(examination: ExaminationRow, token = doctor): Promise<Report> {
  const response = await call(testApp, token, 'GET', reportPath(examination));
  expect(response.statusCode).toBe(200);
  return response.json<{ report: Report }>().report;
}

beforeAll(async () => {
  await prepareDemo(testApp.app);
  doctor = (await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD)).json().token;
  teamId = (await new TeamsRepository(testApp.app.db).findByName(DEMO_CLINIC_NAME))?.id ?? '';
});

describe('GET .../report', () => {
  it('gives an analysed ECG its Holter report from the stored beats, following a relabel', async () => {
    const ecg = await analysedDemoExamination(testApp, teamId, 'hrv');
    const base = `teams/${teamId}/examinations/${ecg.id}`;
    const beats = (await call(testApp, doctor, 'GET', `${base}/beats`)).json<Beats>();
    const report = await reportOf(ecg);
    expect(report.examination._id).toBe(ecg.id);
    expect(report.recording?.startDate).toBe(ecg.startDate.toISOString());
    const holter = report.holter;
    if (!holter) throw new Error('an analysed ECG has a Holter report');
    const labelled = (label: string) => [...beats.labels].filter((each) => each === label).length;
    expect(holter.reportId).toBe(report.reportId);
    expect(holter.totalBeats).toBe(beats.samples.length);
    expect(holter.normalBeats).toBe(labelled('N'));
    expect(holter.otherBeats).toBe(beats.samples.length - labelled('N'));
    expect(holter.ventricularBeats).toBe(labelled('V'));
    expect(holter.supraventricularBeats).toBe(labelled('S'));
    // One heart rate per minute with its timestamp; a resting adult's heart.
    expect(holter.pulseData.length).toBe(holter.pulseTimestamps.length);
    expect(holter.pulseData.length).toBeGreaterThan(0);
    expect(holter.averageHeartRate).toBeGreaterThan(40);
    expect(holter.averageHeartRate).toBeLessThan(150);
    expect(holter.heartRate?.minimum).toBeLessThanOrEqual(holter.heartRate?.maximum ?? 0);
    expect(holter.activityData.length).toBe(holter.activityTimestamps.length);
    // A Holter recorder without an activity channel: nothing measured, and the report says so.
    expect(holter.activityRecorded).toBe(false);
    expect(holter.activityTime).toBe(0);
    // The hourly table: every beat in one hour from the recording's start.
    const { hours } = holter;
    const sum = (pick: (hour: (typeof hours)[number]) => number) =>
      hours.reduce((total, hour) => total + pick(hour), 0);
    expect(holter.hours).toHaveLength(Math.ceil(report.duration / 3_600_000));
    expect(holter.hours[0]?.startDate).toBe(ecg.startDate.toISOString());
    expect(sum((hour) => hour.beats)).toBe(holter.totalBeats);
    expect(sum((hour) => hour.ventricularBeats)).toBe(holter.ventricularBeats);
    expect(sum((hour) => hour.supraventricularBeats)).toBe(holter.supraventricularBeats);
    // Per-minute rates are given to 0.1 bpm.
    expect(Math.min(...holter.hours.map((hour) => hour.minimumHeartRate ?? Infinity))).toBeCloseTo(
      holter.heartRate?.minimum ?? NaN,
      1,
    );
    // Every event is counted by type.
    expect(report.eventTypes.reduce((sum, row) => sum + row.count, 0)).toBe(report.eventCount);
    // The automatic description names the Holter's ectopic beats as its Holter section does.
    const { cardiac, sleep } = report.automaticDescription;
    expect(sleep).toBeNull();
    expect(cardiac?.ventricularEctopic).toBe(holter.ventricularBeats);
    expect(cardiac?.supraventricularEctopic).toBe(holter.supraventricularBeats);
    expect(report.automaticDescription.eventCount).toBe(report.eventCount);
    // The same content names the same report; a relabelled beat makes a new one that counts it.
    const again = await reportOf(ecg);
    expect(again.reportId).toBe(report.reportId);
    const index = [...beats.labels].findIndex((label, at) => label === 'N' && at > 10);
    const relabel = await call(testApp, doctor, 'PATCH', `${base}/beats`, {
      beats: [{ sample: beats.samples[index], label: 'V' }],
    });
    expect(relabel.statusCode).toBe(200);
    const relabelled = await reportOf(ecg);
    expect(relabelled.reportId).not.toBe(report.reportId);
    expect(relabelled.holter?.ventricularBeats).toBe(holter.ventricularBeats + 1);
    expect(relabelled.holter?.normalBeats).toBe(holter.normalBeats - 1);
    expect(relabelled.automaticDescription.cardiac?.ventricularEctopic).toBe(
      holter.ventricularBeats + 1,
    );
  });

  it('gives a sleep study its respiratory statistics and lists the events marked for the report', async () => {
    const study = await shortestOfType('sleep_apnea');
    const base = `teams/${teamId}/examinations/${study.id}`;
    const hidden = await call(testApp, doctor, 'POST', `${base}/events`, {
      type: 'SNORE',
      startDate: new Date(study.startDate.getTime() + 600_000).toISOString(),
      endDate: new Date(study.startDate.getTime() + 605_000).toISOString(),
      showInReport: false,
    });
    expect(hidden.statusCode).toBe(201);
    const report = await reportOf(study);
    expect(report.holter).toBeNull();
    const respiratory = report.respiratory;
    if (!respiratory) throw new Error('a sleep study has respiratory statistics');
    // AHI: the apneas and hypopneas per hour of analysed time. An apnea scored in wake
    // (APNEA_WAKE) is counted in the apnea table but is not part of AHI.
    const counted = AHI_EVENT_TYPES.reduce(
      (sum, type) =>
        sum +
        (type === 'HYPOPNEA' ? respiratory.hypopneaCount : (respiratory.apneaCounts[type] ?? 0)),
      0,
    );
    expect(respiratory.ahi).toBeCloseTo(counted / (respiratory.analysedSeconds / 3600), 6);
    // The automatic description states that AHI, with its AASM severity, and the rates of the
    // event types count over the same time.
    const { sleep } = report.automaticDescription;
    expect(sleep?.ahi).toBe(respiratory.ahi);
    expect(sleep?.severity).toBe(apneaSeverity(respiratory.ahi ?? 0));
    expect(report.automaticDescription.countedHours).toBe(respiratory.analysedSeconds / 3600);
    expect(respiratory.saturation?.averageSaturation).toBeGreaterThan(80);
    expect(respiratory.saturation?.averageSaturation).toBeLessThanOrEqual(100);
    expect(respiratory.saturation?.minimumSaturation).toBeLessThanOrEqual(
      respiratory.saturation?.averageSaturation ?? 0,
    );
    // Listed: the events marked for the report, in time order; the hidden one only counted.
    const { events } = (await call(testApp, doctor, 'GET', `${base}/events`)).json<{
      events: { _id: string; showInReport: boolean }[];
    }>();
    expect(report.eventCount).toBe(events.length);
    expect(report.reportedEventCount).toBe(events.filter((event) => event.showInReport).length);
    expect(report.events.every((event) => event.showInReport)).toBe(true);
    expect(report.events.map((event) => event._id)).not.toContain(hidden.json()._id);
    const starts = report.events.map((event) => Date.parse(event.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const snore = report.eventTypes.find((row) => row.type === 'SNORE');
    expect(snore?.count).toBeGreaterThanOrEqual(1);
    expect(snore?.totalSeconds).toBeGreaterThanOrEqual(5);
  });

  it('gives a COVID home monitoring its vitals day by day and night by night, in local dates', async () => {
    const monitoring = await shortestOfType('covid');
    const asked = async (timezoneOffset: number) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/${reportPath(monitoring)}`,
        headers: { ...bearer(doctor), 'timezone-offset': String(timezoneOffset) },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ report: Report & { covid: Covid | null } }>().report;
    };
    // The first access makes the demo's recording and events; the report made then is the
    // report made after (the examination it shows included).
    const report = await asked(0);
    expect((await asked(0)).reportId).toBe(report.reportId);
    // The examination's event count is its events (the demo's seeded projection replaced).
    expect(report.examination.eventCount).toBe(report.eventCount);
    const covid = report.covid;
    if (!covid) throw new Error('a COVID monitoring has a COVID report');
    expect(report.holter).toBeNull();
    expect(report.respiratory).toBeNull();
    // The pulse oximeter off the finger reads 0: no reading, not a heart rate of 0.
    expect(report.heartRateDistribution?.[0]).toMatchObject({ from: 0, seconds: 0 });
    expect(report.heartRateDistribution?.some((bin) => bin.seconds > 0)).toBe(true);
    const pulse = covid.vitals.pulse;
    expect(pulse?.mean).toBeGreaterThan(40);
    expect(pulse?.mean).toBeLessThan(150);
    expect(covid.vitals.spo2?.maximum).toBeLessThanOrEqual(100);
    expect(covid.vitals.temperature?.mean).toBeGreaterThan(35);
    expect(covid.vitals.temperature?.mean).toBeLessThan(41);
    // Days in order, each with at most 96 quarter hours, within the whole monitoring's range.
    const dates = covid.days.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(covid.days.reduce((sum, day) => sum + day.samples, 0)).toBeLessThanOrEqual(
      report.duration / 900_000,
    );
    for (const day of covid.days) {
      expect(day.samples).toBeLessThanOrEqual(96);
      if (day.pulse && pulse) {
        expect(day.pulse.minimum).toBeGreaterThanOrEqual(pulse.minimum - 1e-6);
        expect(day.pulse.maximum).toBeLessThanOrEqual(pulse.maximum + 1e-6);
      }
    }
    expect(covid.days.reduce((sum, day) => sum + day.coughs, 0)).toBeLessThanOrEqual(
      covid.coughCount,
    );
    // Twelve hours east, a night that began in the UTC evening is dated by the local morning.
    expect(covid.nights.length).toBeGreaterThan(0);
    const east = await asked(-12 * 60);
    const hoursOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
    expect(east.covid?.nights.map((night) => night.date)).not.toEqual(
      covid.nights.map((night) => night.date),
    );
    expect(
      Math.min(...(east.covid?.days.map((day) => hoursOf(day.date)) ?? [])),
    ).toBeGreaterThanOrEqual(Math.min(...covid.days.map((day) => hoursOf(day.date))));
  });

  it('reports an examination without a recording, for its own patient too', async () => {
    // Outside the demo clinic, whose examinations all get a demo recording.
    const clinic = await createClinic(testApp, 'Report Clinic');
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const created = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patient.memberId,
      holterBody('2026-11-20T08:00:00.000Z'),
    );
    const path = `teams/${clinic.teamId}/members/${patient.memberId}/examinations/${created._id}/report`;
    // The patient reads it once the physician has described the examination.
    const described = await call(
      testApp,
      clinic.admin.token,
      'PUT',
      `teams/${clinic.teamId}/examinations/${created._id}/status`,
      { status: 'DESCRIBED' },
    );
    expect(described.statusCode).toBe(200);
    const response = await call(testApp, patient.token, 'GET', path);
    expect(response.statusCode).toBe(200);
    const { report } = response.json<{ report: Report }>();
    expect(report.recording).toBeNull();
    expect(report.holter).toBeNull();
    expect(report.respiratory).toBeNull();
    expect(report.duration).toBe(24 * 3_600_000);
    expect(report.eventCount).toBe(0);
    expect(report.automaticDescription).toEqual({
      sleep: null,
      cardiac: null,
      eventCount: 0,
      countedHours: 24,
    });
    const hrv = await call(testApp, patient.token, 'GET', path.replace(/report$/, 'hrvreport'));
    expect(hrv.statusCode).toBe(404);
  });

  it('answers 404 through another patient, to another patient and to another clinic', async () => {
    const ecg = await shortestOfType('hrv');
    const study = await shortestOfType('sleep_apnea');
    const throughOther = await call(
      testApp,
      doctor,
      'GET',
      reportPath({
        id: ecg.id,
        memberId: study.memberId === ecg.memberId ? teamId : study.memberId,
      }),
    );
    expect(throughOther.statusCode).toBe(404);
    expect(throughOther.json().message).toBe('Examination not found');
    const otherPatient = await addSignedInMember(testApp, teamId, 'user');
    const response = await call(testApp, otherPatient.token, 'GET', reportPath(ecg));
    expect(response.statusCode).toBe(404);
    const elsewhere = await createClinic(testApp, 'Another Clinic');
    const stranger = await addSignedInMember(testApp, elsewhere.teamId, 'doctor');
    const foreign = await call(testApp, stranger.token, 'GET', reportPath(ecg));
    expect(foreign.statusCode).toBe(403);
    const malformed = await call(
      testApp,
      doctor,
      'GET',
      `teams/${teamId}/members/nobody/examinations/${ecg.id}/report`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().validationErrors).toEqual([
      { property: 'memberId', constraints: { invalidFormat: expect.any(String) } },
    ]);
  });
});

describe('GET .../hrvreport', () => {
  it('measures the HRV of the stored beats as the library does', async () => {
    const ecg = await analysedDemoExamination(testApp, teamId, 'hrv');
    const beats = (
      await call(testApp, doctor, 'GET', `teams/${teamId}/examinations/${ecg.id}/beats`)
    ).json<Beats>();
    const response = await call(testApp, doctor, 'GET', reportPath(ecg, 'hrvreport'));
    expect(response.statusCode).toBe(200);
    const { report } = response.json<{
      report: {
        rrCount: number;
        nnCount: number;
        timeDomain: { sdnn: number | null; rmssd: number | null };
        frequencyDomain: { lf: number; spectrum: { frequencies: number[] } } | null;
        heartRateDistribution: { seconds: number }[];
      };
    }>();
    const expected = analyzeHrv(
      beats.samples.map((sample, index) => ({
        sample,
        beatClass: beats.labels[index] as BeatClass,
      })),
      beats.samplingRate,
    );
    expect(report.rrCount).toBe(beats.samples.length - 1);
    expect(report.nnCount).toBe(expected.nnCount);
    expect(report.timeDomain.sdnn).toBeCloseTo(expected.timeDomain.sdnn ?? NaN, 9);
    expect(report.timeDomain.rmssd).toBeCloseTo(expected.timeDomain.rmssd ?? NaN, 9);
    expect(report.frequencyDomain?.lf).toBeCloseTo(expected.frequencyDomain?.lf ?? NaN, 6);
    expect(Math.max(...(report.frequencyDomain?.spectrum.frequencies ?? [1]))).toBeLessThanOrEqual(
      0.5,
    );
    expect(report.heartRateDistribution.some((bin) => bin.seconds > 0)).toBe(true);
  });

  it('answers 404 for an ECG never analysed', async () => {
    const study = await shortestOfType('sleep_apnea');
    const response = await call(testApp, doctor, 'GET', reportPath(study, 'hrvreport'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Beats not found');
  });
});
