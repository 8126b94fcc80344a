import { createHash } from 'node:crypto';
import { analyzeHrv, eventsPerHour } from '@telemed/analysis';
import type { HrvAnalysis } from '@telemed/analysis';
import { BEAT_EVENT_TYPES, REPORT_EVENTS_MAX } from '@telemed/domain';
import type {
  Examination,
  ExaminationReport,
  ExaminationStatistics,
  HolterReport,
  HrvReport,
} from '@telemed/domain';
import type { ExaminationRow } from '../db/schema';
import type { BeatsRepository } from '../repositories/beatsRepository';
import { beatsNotFound } from './beatsService';
import type { ExaminationFigures } from './examinationFigures';
import { toEvent } from './eventsService';
import type { RecordingDistributions } from './recordingDistributions';
import type { RecordingsService } from './recordingsService';
import { analysisBeats } from './storableBeats';

type Report = ExaminationReport['report'];
type HrvReportContent = HrvReport['report'];
type Statistics = ExaminationStatistics['examinationStatistics'];

/** Single-beat event types: the Holter section counts them, the event list leaves them out. */
const SINGLE_BEAT_TYPES = new Set<string>(Object.values(BEAT_EVENT_TYPES));
/** The HRV spectrum shown: up to 0.5 Hz, past the HF band's 0.4 Hz. */
const SPECTRUM_MAX_HZ = 0.5;

/**
 * A UUID naming some content: sha-256 of its JSON, with the version-5 and RFC 4122 variant bits
 * set, so equal content gives the same id and any change a new one.
 */
function contentId(content: unknown): string {
  const hex = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  const variant = ((parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/**
 * The examination's statistics, its report and its HRV report (platform-core §7
 * `.../statistics`, `.../report` and `.../hrvreport`), computed on request from what the
 * examination holds now: its events (as edited), its stored beats (as relabelled) and its
 * recording's samples, through the same library functions as the analysis. The statistics and
 * the report take their figures from one ExaminationFigures computation, so they agree.
 */
export class ExaminationReports {
  constructor(
    private readonly figures: ExaminationFigures,
    private readonly recordings: RecordingsService,
    private readonly beats: BeatsRepository,
    private readonly distributions: RecordingDistributions,
  ) {}

  /**
   * @param viewOf reads the examination as the API shows it, once its recording exists (a demo
   * examination's first access makes it, with events the view counts)
   * @param utcOffsetMinutes local time minus UTC of the reader: a COVID report's days and
   * nights are local dates
   */
  async report(
    row: ExaminationRow,
    viewOf: () => Promise<Examination>,
    utcOffsetMinutes = 0,
    now = new Date(),
  ): Promise<Report> {
    const figures = await this.figures.of(row, viewOf, utcOffsetMinutes);
    const { examination, stored, events } = figures;
    const reported = events.filter((event) => event.showInReport);
    const listed = reported.filter((event) => !SINGLE_BEAT_TYPES.has(event.type));
    const content: Omit<Report, 'reportId' | 'generatedAt' | 'holter'> & {
      holter: Omit<HolterReport, 'reportId'> | null;
    } = {
      examination,
      recording: stored
        ? {
            startDate: stored.recording.startDate.toISOString(),
            endDate: stored.recording.endDate.toISOString(),
          }
        : null,
      duration: figures.durationMs,
      plannedDuration: figures.plannedDurationMs,
      analyzedDuration: figures.analyzedDurationMs,
      eventCount: events.length,
      eventTypes: figures.eventTypes,
      automaticDescription: figures.automaticDescription,
      events: listed.slice(0, REPORT_EVENTS_MAX).map(toEvent),
      reportedEventCount: reported.length,
      respiratory: figures.respiratory,
      holter: figures.holter,
      covid: figures.covid,
      ...(await this.distributions.of(row)),
    };
    const reportId = contentId(content);
    return {
      ...content,
      reportId,
      generatedAt: now.toISOString(),
      holter: content.holter && { reportId, ...content.holter },
    };
  }

  /**
   * Every figure of the examination, as the report prints it (GET .../statistics).
   * @param viewOf reads the examination as the API shows it, once its recording exists
   * @param utcOffsetMinutes local time minus UTC of the reader, for a COVID monitoring's days
   */
  async statistics(
    row: ExaminationRow,
    viewOf: () => Promise<Examination>,
    utcOffsetMinutes = 0,
  ): Promise<Statistics> {
    const figures = await this.figures.of(row, viewOf, utcOffsetMinutes);
    const { examination, durationMs, analyzedDurationMs, holter, covid } = figures;
    const eventCount = figures.events.length;
    return {
      duration: durationMs,
      plannedDuration: figures.plannedDurationMs,
      analyzedDuration: analyzedDurationMs,
      analyzedPercent:
        analyzedDurationMs === null || durationMs === 0
          ? null
          : Math.round((analyzedDurationMs / durationMs) * 1000) / 10,
      eventCount,
      eventsPerHour: eventsPerHour(eventCount, analyzedDurationMs ?? durationMs),
      measurementCount: [
        examination.firstMeasurementAt,
        examination.secondMeasurementAt,
        examination.thirdMeasurementAt,
      ].filter((time) => time !== null).length,
      eventTypes: figures.eventTypes,
      automaticDescription: figures.automaticDescription,
      respiratory: figures.respiratory,
      ectopy: holter && {
        totalBeats: holter.totalBeats,
        normalBeats: holter.normalBeats,
        otherBeats: holter.otherBeats,
        supraventricularBeats: holter.supraventricularBeats,
        ventricularBeats: holter.ventricularBeats,
        supraventricularPerHour: holter.supraventricularPerHour,
        ventricularPerHour: holter.ventricularPerHour,
        averageHeartRate: holter.heartRate?.average ?? null,
      },
      coughs: covid && { coughCount: covid.coughCount, coughsPerHour: covid.coughsPerHour },
      ...(await this.distributions.of(row)),
    };
  }

  async hrvReport(
    row: ExaminationRow,
    viewOf: () => Promise<Examination>,
    now = new Date(),
  ): Promise<HrvReportContent> {
    const stored = await this.recordings.find(row);
    const beats = stored && (await this.beats.find(stored.recording.id));
    if (!stored || !beats) throw beatsNotFound();
    const examination = await viewOf();
    const hrv = analyzeHrv(analysisBeats(beats), beats.samplingRate);
    const { heartRateDistribution } = await this.distributions.of(row);
    const content = {
      examination,
      startDate: stored.recording.startDate.toISOString(),
      endDate: stored.recording.endDate.toISOString(),
      rrCount: hrv.rrCount,
      nnCount: hrv.nnCount,
      nnRatio: hrv.nnRatio,
      timeDomain: hrv.timeDomain,
      frequencyDomain: frequencyDomain(hrv),
      heartRateDistribution: heartRateDistribution ?? [],
    };
    return { ...content, reportId: contentId(content), generatedAt: now.toISOString() };
  }
}

/** The frequency domain with its spectrum up to {@link SPECTRUM_MAX_HZ}, as plain arrays. */
function frequencyDomain(hrv: HrvAnalysis): HrvReportContent['frequencyDomain'] {
  const domain = hrv.frequencyDomain;
  if (!domain) return null;
  const { spectrum, ...powers } = domain;
  const shown = spectrum.frequencies.findIndex((frequency) => frequency > SPECTRUM_MAX_HZ);
  const end = shown === -1 ? spectrum.frequencies.length : shown;
  return {
    ...powers,
    spectrum: {
      frequencies: Array.from(spectrum.frequencies.subarray(0, end)),
      density: Array.from(spectrum.density.subarray(0, end)),
    },
  };
}
