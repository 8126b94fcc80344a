import { createHash } from 'node:crypto';
import {
  analyzeHrv,
  buildHolterReport,
  descriptionFindings,
  detectBodyPositions,
  eventFigures,
  mergeIntervals,
  respiratoryStatistics,
} from '@telemed/analysis';
import type {
  DetectedEvent,
  EventTypeFigure,
  HolterReportFields,
  HrvAnalysis,
} from '@telemed/analysis';
import { BEAT_EVENT_TYPES, isPolygraphy, REPORT_EVENTS_MAX } from '@telemed/domain';
import type {
  EventType,
  CovidReport,
  Examination,
  ExaminationReport,
  HolterHour,
  HolterReport,
  HrvReport,
  ReportEventType,
  RespiratoryReport,
} from '@telemed/domain';
import type { ExaminationEventRow, ExaminationRow, RecordingChannelRow } from '../db/schema';
import type { BeatsRepository, StoredBeats } from '../repositories/beatsRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import { beatsNotFound } from './beatsService';
import type { CovidAnalysisService } from './covidAnalysisService';
import { covidReport } from './covidReport';
import { toEvent } from './eventsService';
import type { OpenRecordings } from './openRecordings';
import type { RecordingDistributions } from './recordingDistributions';
import type { RecordingsService } from './recordingsService';
import { analysisBeats } from './storableBeats';
import { readWholeChannels } from './wholeChannels';

type Report = ExaminationReport['report'];
type HrvReportContent = HrvReport['report'];

/** Single-beat event types: the Holter section counts them, the event list leaves them out. */
const SINGLE_BEAT_TYPES = new Set<string>(Object.values(BEAT_EVENT_TYPES));
const MS_PER_HOUR = 3_600_000;
const LABEL_S = 'S'.charCodeAt(0);
const LABEL_V = 'V'.charCodeAt(0);
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

/** The events as the analysis library takes them, seconds from the recording's start. */
function detectedEvents(rows: readonly ExaminationEventRow[], startMs: number): DetectedEvent[] {
  return rows.map((row) => ({
    type: row.type as EventType,
    startSeconds: (row.startDate.getTime() - startMs) / 1000,
    endSeconds: (row.endDate.getTime() - startMs) / 1000,
  }));
}

/** The count and rate of each event type (most frequent first), with the time it covers. */
function eventTypes(
  events: readonly DetectedEvent[],
  byType: readonly EventTypeFigure[],
): ReportEventType[] {
  return byType.map((figure) => ({
    ...figure,
    totalSeconds: mergeIntervals(events.filter((event) => event.type === figure.type)).reduce(
      (total, span) => total + span.endSeconds - span.startSeconds,
      0,
    ),
  }));
}

/**
 * The examination report and the HRV report (platform-core §7 `.../report` and
 * `.../hrvreport`), computed on request from what the examination holds now: its events (as
 * edited), its stored beats (as relabelled) and its recording's samples, through the same
 * library functions as the analysis, so the printed figures are the analysis's own.
 */
export class ExaminationReports {
  constructor(
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly events: EventsRepository,
    private readonly beats: BeatsRepository,
    private readonly distributions: RecordingDistributions,
    private readonly covid: CovidAnalysisService,
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
    const stored = await this.recordings.find(row);
    const examination = await viewOf();
    const rows = await this.events.list(row.id);
    const startMs = stored?.recording.startDate.getTime() ?? row.startDate.getTime();
    const detected = detectedEvents(rows, startMs);
    const duration = stored ? stored.recording.endDate.getTime() - startMs : examination.duration;
    const analyzedDuration = examination.analyzedDuration;
    const reported = rows.filter((event) => event.showInReport);
    const listed = reported.filter((event) => !SINGLE_BEAT_TYPES.has(event.type));
    const polygraphy =
      stored !== null &&
      isPolygraphy(
        examination.type,
        stored.channels.map((channel) => channel.type),
      );
    const respiratory = polygraphy ? await this.respiratory(stored, detected, duration) : null;
    // A sleep study's rates count over its time without wake and unusable signal, as its AHI.
    const figures = eventFigures({
      events: detected,
      durationSeconds: duration / 1000,
      polygraphy,
      analysedSeconds: analyzedDuration === null ? null : analyzedDuration / 1000,
    });
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
      duration,
      analyzedDuration,
      eventCount: rows.length,
      eventTypes: eventTypes(detected, figures.byType),
      automaticDescription: descriptionFindings(figures),
      events: listed.slice(0, REPORT_EVENTS_MAX).map(toEvent),
      reportedEventCount: reported.length,
      respiratory,
      holter: stored ? await this.holter(stored, detected, duration) : null,
      covid: stored ? await this.covidOf(examination, row, stored, utcOffsetMinutes) : null,
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

  /**
   * The respiratory statistics of a polygraphy (a sleep study, or an EDF dataset with air flow):
   * SpO2 samples for saturation, T90 and drops, the position channel for the positions. A COVID
   * monitoring's SpO2 is summarised by its own report instead.
   */
  private async respiratory(
    stored: StoredRecording,
    events: readonly DetectedEvent[],
    durationMs: number,
  ): Promise<RespiratoryReport> {
    const channelOf = (type: string) => stored.channels.find((channel) => channel.type === type);
    const spo2 = channelOf('spo2');
    const position = channelOf('bodyPosition');
    const read = [spo2, position].filter((channel) => channel !== undefined);
    const samples = await readWholeChannels(this.openRecordings, stored, read);
    const sampled = (channel: RecordingChannelRow | undefined) =>
      channel && {
        values: samples[read.indexOf(channel)] as Float32Array,
        samplingRate: channel.samplingRate,
      };
    const spo2Samples = sampled(spo2);
    const positionSamples = sampled(position);
    return respiratoryStatistics({
      events,
      durationSeconds: durationMs / 1000,
      spo2: spo2Samples,
      positions:
        positionSamples &&
        detectBodyPositions({
          samples: positionSamples.values,
          samplingRate: positionSamples.samplingRate,
        }),
    });
  }

  /** The COVID report of a home monitoring; null for other examinations. */
  private async covidOf(
    examination: Examination,
    row: ExaminationRow,
    stored: StoredRecording,
    utcOffsetMinutes: number,
  ): Promise<CovidReport | null> {
    if (examination.type !== 'covid') return null;
    const analysis = await this.covid.analysisOf(row, stored, utcOffsetMinutes);
    return analysis && covidReport(analysis);
  }

  /** The Holter report of an analysed ECG (its stored beats); null when none are stored. */
  private async holter(
    stored: StoredRecording,
    events: readonly DetectedEvent[],
    durationMs: number,
  ): Promise<Omit<HolterReport, 'reportId'> | null> {
    const beats = await this.beats.find(stored.recording.id);
    if (!beats) return null;
    const startMs = stored.recording.startDate.getTime();
    const { report, statistics } = buildHolterReport({
      beats: analysisBeats(beats),
      samplingRate: beats.samplingRate,
      events,
      durationSeconds: durationMs / 1000,
      startDate: startMs,
    });
    const at = (seconds: number) => new Date(startMs + seconds * 1000).toISOString();
    const { heartRate } = statistics;
    return {
      ...report,
      // Recordings are stored as their signal channels (ECG, SpO2, …); none is an activity
      // sensor, so the activity fields stay at nothing measured.
      activityRecorded: false,
      supraventricularBeats: statistics.supraventricularBeats,
      ventricularBeats: statistics.ventricularBeats,
      fusionBeats: statistics.fusionBeats,
      unclassifiedBeats: statistics.unclassifiedBeats,
      supraventricularPerHour: statistics.supraventricularPerHour,
      ventricularPerHour: statistics.ventricularPerHour,
      heartRate: heartRate && {
        average: heartRate.average,
        minimum: heartRate.minimum,
        minimumAt: at(heartRate.minimumAtSeconds),
        maximum: heartRate.maximum,
        maximumAt: at(heartRate.maximumAtSeconds),
        secondsBelowBradycardia: heartRate.secondsBelowBradycardia,
        secondsAboveTachycardia: heartRate.secondsAboveTachycardia,
      },
      atrialFibrillation: statistics.atrialFibrillation,
      bradycardia: statistics.bradycardia,
      tachycardia: statistics.tachycardia,
      pauses: statistics.pauses,
      decelerationCapacity: statistics.decelerationCapacity,
      hours: holterHours(beats, report, startMs, durationMs),
    };
  }
}

/** The hourly table of a Holter: beats by class, and the hour's one-minute heart rates. */
function holterHours(
  beats: Pick<StoredBeats, 'samples' | 'labels' | 'samplingRate'>,
  report: Pick<HolterReportFields, 'pulseData' | 'pulseTimestamps'>,
  startMs: number,
  durationMs: number,
): HolterHour[] {
  const hours = Array.from({ length: Math.ceil(durationMs / MS_PER_HOUR) }, (_, hour) => ({
    startDate: new Date(startMs + hour * MS_PER_HOUR).toISOString(),
    beats: 0,
    supraventricularBeats: 0,
    ventricularBeats: 0,
    rates: [] as number[],
  }));
  const hourOf = (offsetMs: number) => hours[Math.floor(offsetMs / MS_PER_HOUR)];
  beats.samples.forEach((sample, index) => {
    const hour = hourOf((sample / beats.samplingRate) * 1000);
    if (!hour) return;
    hour.beats += 1;
    const label = beats.labels[index];
    if (label === LABEL_S) hour.supraventricularBeats += 1;
    else if (label === LABEL_V) hour.ventricularBeats += 1;
  });
  report.pulseData.forEach((rate, index) => {
    hourOf((report.pulseTimestamps[index] ?? 0) - startMs)?.rates.push(rate);
  });
  return hours.map(({ rates, ...hour }) => ({
    ...hour,
    minimumHeartRate: rates.length ? Math.min(...rates) : null,
    averageHeartRate: rates.length
      ? Math.round((rates.reduce((sum, rate) => sum + rate, 0) / rates.length) * 10) / 10
      : null,
    maximumHeartRate: rates.length ? Math.max(...rates) : null,
  }));
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
