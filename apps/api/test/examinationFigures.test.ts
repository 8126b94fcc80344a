import type { ExaminationReport, ExaminationStatistics, ExaminationType } from '@telemed/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExaminationRow } from '../src/db/schema';
import { TeamsRepository } from '../src/repositories/teamsRepository';
import { DEMO_CLINIC_NAME, DEMO_PASSWORD } from '../src/seed/demo';
import { prepareDemo } from '../src/seed/demoServer';
import { shortestDemoExamination } from './demoExaminations';
import { call } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { logIn } from './helpers/testApp';

/**
 * One set of figures (issue 26): every figure of GET .../statistics — what the examination
 * page's tabs and its automatic description show — is the figure the report prints, on a sleep
 * study, a Holter and a COVID monitoring; and the analysed time is never more than recorded.
 */

const testApp = setUpTestApp();
const HOUR_MS = 3_600_000;
/** Making a demo Holter's recording and analysing its ECG takes seconds, more on a busy machine. */
const DEMO_RECORDING_TIMEOUT_MS = 120_000;

type Statistics = ExaminationStatistics['examinationStatistics'];
type Report = ExaminationReport['report'];

let doctor: string;
let teamId: string;

const shortestOfType = (type: ExaminationType) => shortestDemoExamination(testApp, teamId, type);
const examinationPath = (row: ExaminationRow) => `teams/${teamId}/examinations/${row.id}`;

async function statisticsOf(row: ExaminationRow): Promise<Statistics> {
  const response = await call(testApp, doctor, 'GET', `${examinationPath(row)}/statistics`);
  expect(response.statusCode).toBe(200);
  return response.json<ExaminationStatistics>().examinationStatistics;
}

async function reportOf(row: ExaminationRow): Promise<Report> {
  const path = `teams/${teamId}/members/${row.memberId}/examinations/${row.id}/report`;
  const response = await call(testApp, doctor, 'GET', path);
  expect(response.statusCode).toBe(200);
  return response.json<ExaminationReport>().report;
}

/** The figures both answers carry are the same numbers. */
function expectSameFigures(statistics: Statistics, report: Report) {
  expect(statistics.duration).toBe(report.duration);
  expect(statistics.plannedDuration).toBe(report.plannedDuration);
  expect(statistics.analyzedDuration).toBe(report.analyzedDuration);
  expect(statistics.eventCount).toBe(report.eventCount);
  expect(statistics.eventTypes).toEqual(report.eventTypes);
  expect(statistics.automaticDescription).toEqual(report.automaticDescription);
  expect(statistics.respiratory).toEqual(report.respiratory);
  expect(statistics.saturationDistribution).toEqual(report.saturationDistribution);
  expect(statistics.heartRateDistribution).toEqual(report.heartRateDistribution);
  // The examinations list counts the same events.
  expect(report.examination.eventCount).toBe(statistics.eventCount);
  if (statistics.analyzedDuration !== null)
    expect(statistics.analyzedDuration).toBeLessThanOrEqual(statistics.duration);
}

beforeAll(async () => {
  await prepareDemo(testApp.app);
  doctor = (await logIn(testApp.app, 'doctor@demo.telemed.test', DEMO_PASSWORD)).json().token;
  teamId = (await new TeamsRepository(testApp.app.db).findByName(DEMO_CLINIC_NAME))?.id ?? '';
});

describe('GET .../statistics and GET .../report', () => {
  it(
    'agree on a 72 h Holter that recorded less: recorded, planned and analysed time, SVEB',
    async () => {
      const holter = await shortestOfType('holter_ecg');
      const path = examinationPath(holter);
      // The first access makes the demo recording, as long as the examination was then, and
      // queues its ECG analysis.
      const first = await reportOf(holter);
      if (!first.recording) throw new Error('a demo Holter has a recording');
      await testApp.app.taskRunner.settle();
      const recordedMs =
        Date.parse(first.recording.endDate) - Date.parse(first.recording.startDate);
      // The examination is planned for 72 h and its analysed time was measured against them.
      const planned = await call(testApp, doctor, 'PATCH', path, {
        startDate: holter.startDate.toISOString(),
        endDate: new Date(holter.startDate.getTime() + 72 * HOUR_MS).toISOString(),
        analyzedDuration: Math.round(65.5 * HOUR_MS),
      });
      expect(planned.statusCode).toBe(200);
      // A beat relabelled S: the classified beats now hold one more SVEB than the events.
      const beats = (await call(testApp, doctor, 'GET', `${path}/beats`)).json<{
        samples: number[];
        labels: string;
      }>();
      const index = [...beats.labels].findIndex((label, at) => label === 'N' && at > 10);
      const relabel = await call(testApp, doctor, 'PATCH', `${path}/beats`, {
        beats: [{ sample: beats.samples[index], label: 'S' }],
      });
      expect(relabel.statusCode).toBe(200);

      const statistics = await statisticsOf(holter);
      const report = await reportOf(holter);
      expectSameFigures(statistics, report);
      expect(statistics.duration).toBe(recordedMs);
      expect(statistics.plannedDuration).toBe(72 * HOUR_MS);
      expect(statistics.analyzedDuration).toBe(recordedMs);
      expect(statistics.analyzedPercent).toBe(100);
      // SVEB: the description, the statistics and the Holter section count the same beats.
      const holterSection = report.holter;
      if (!holterSection || !statistics.ectopy) throw new Error('an analysed ECG has its beats');
      const labelled = [...beats.labels].filter((label) => label === 'S').length + 1;
      expect(holterSection.supraventricularBeats).toBe(labelled);
      expect(statistics.ectopy.supraventricularBeats).toBe(labelled);
      expect(statistics.automaticDescription.cardiac?.supraventricularEctopic).toBe(labelled);
      expect(statistics.automaticDescription.cardiac?.ventricularEctopic).toBe(
        holterSection.ventricularBeats,
      );
      // Per hour of analysed time, the recording's and not the planned 72 h.
      expect(statistics.ectopy.supraventricularPerHour).toBeCloseTo(
        labelled / (recordedMs / HOUR_MS),
        6,
      );
      expect(holterSection.supraventricularPerHour).toBe(statistics.ectopy.supraventricularPerHour);
      expect(statistics.ectopy).toMatchObject({
        totalBeats: holterSection.totalBeats,
        normalBeats: holterSection.normalBeats,
        otherBeats: holterSection.otherBeats,
        ventricularPerHour: holterSection.ventricularPerHour,
        averageHeartRate: holterSection.heartRate?.average ?? null,
      });
    },
    DEMO_RECORDING_TIMEOUT_MS,
  );

  it(
    'agree on a sleep study: AHI, apnea table and body positions over its analysed time',
    async () => {
      const study = await shortestOfType('sleep_apnea');
      const path = examinationPath(study);
      await reportOf(study);
      // An hour of wake leaves the analysed time; a stored analysed time says otherwise.
      const wake = await call(testApp, doctor, 'POST', `${path}/events`, {
        type: 'WAKE',
        startDate: new Date(study.startDate.getTime() + 600_000).toISOString(),
        endDate: new Date(study.startDate.getTime() + 600_000 + HOUR_MS).toISOString(),
      });
      expect(wake.statusCode).toBe(201);
      await call(testApp, doctor, 'PATCH', path, { analyzedDuration: study.durationMs });

      const statistics = await statisticsOf(study);
      const report = await reportOf(study);
      expectSameFigures(statistics, report);
      const respiratory = statistics.respiratory;
      if (!respiratory) throw new Error('a sleep study has respiratory statistics');
      expect(statistics.analyzedDuration).toBe(Math.round(respiratory.analysedSeconds * 1000));
      expect(statistics.analyzedDuration).toBeLessThanOrEqual(statistics.duration - HOUR_MS);
      // One AHI: the description's, the apnea table's total and the respiratory statistics'.
      const total = respiratory.apneaTable.find((row) => row.type === 'total');
      expect(statistics.automaticDescription.sleep?.ahi).toBe(respiratory.ahi);
      expect(total?.perHour).toBe(respiratory.ahi);
      // The body positions come from the recording's position channel, over analysed time.
      expect(respiratory.positions.length).toBeGreaterThan(0);
      const positionSeconds = respiratory.positions.reduce((sum, row) => sum + row.seconds, 0);
      expect(positionSeconds).toBeLessThanOrEqual(respiratory.analysedSeconds + 1e-6);
    },
    DEMO_RECORDING_TIMEOUT_MS,
  );

  it(
    'agree on a COVID monitoring: its coughs and its events',
    async () => {
      const monitoring = await shortestOfType('covid');
      await reportOf(monitoring);
      const statistics = await statisticsOf(monitoring);
      const report = await reportOf(monitoring);
      expectSameFigures(statistics, report);
      if (!report.covid || !statistics.coughs) throw new Error('a COVID monitoring counts coughs');
      expect(statistics.coughs).toEqual({
        coughCount: report.covid.coughCount,
        coughsPerHour: report.covid.coughsPerHour,
      });
      // A COUGH event is a bout of coughs: never more bouts than coughs.
      const bouts = statistics.eventTypes.find((row) => row.type === 'COUGH')?.count ?? 0;
      expect(bouts).toBeLessThanOrEqual(statistics.coughs.coughCount);
    },
    DEMO_RECORDING_TIMEOUT_MS,
  );
});
