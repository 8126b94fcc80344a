import {
  analysedSeconds,
  buildHolterReport,
  descriptionFindings,
  detectBodyPositions,
  eventFigures,
  mergeIntervals,
  respiratoryStatistics,
} from '@telemed/analysis';
import type { DetectedEvent, EventTypeFigure, HolterReportFields } from '@telemed/analysis';
import { isPolygraphy } from '@telemed/domain';
import type {
  CovidReport,
  DescriptionFindings,
  EventType,
  Examination,
  HolterHour,
  HolterReport,
  ReportEventType,
  RespiratoryReport,
} from '@telemed/domain';
import type { ExaminationEventRow, ExaminationRow, RecordingChannelRow } from '../db/schema';
import type { BeatsRepository, StoredBeats } from '../repositories/beatsRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import type { CovidAnalysisService } from './covidAnalysisService';
import { covidReport } from './covidReport';
import type { OpenRecordings } from './openRecordings';
import type { RecordingsService } from './recordingsService';
import { analysisBeats } from './storableBeats';
import { readWholeChannels } from './wholeChannels';

const MS_PER_HOUR = 3_600_000;
const LABEL_S = 'S'.charCodeAt(0);
const LABEL_V = 'V'.charCodeAt(0);

/** The figures of one examination, as the statistics answer them and the report prints them. */
export interface ExaminationFigureSet {
  /** The examination as the API shows it. */
  examination: Examination;
  /** The recording, or null for an examination without one. */
  stored: StoredRecording | null;
  /** The examination's events as they stand. */
  events: ExaminationEventRow[];
  /** The recording's span (the examination's own without a recording), ms. */
  durationMs: number;
  /** The examination's planned span (end minus start), ms. */
  plannedDurationMs: number;
  /** Analysed time, ms, never more than {@link durationMs}; null until analysed. */
  analyzedDurationMs: number | null;
  eventTypes: ReportEventType[];
  automaticDescription: DescriptionFindings;
  respiratory: RespiratoryReport | null;
  holter: Omit<HolterReport, 'reportId'> | null;
  covid: CovidReport | null;
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
 * Every figure of an examination (clinical-domain §3 statistics, the Holter report fields, the
 * respiratory and COVID figures), computed once, on request, from what the examination holds
 * now — its events as edited, its beats as relabelled, its recording's samples — through the
 * library functions the analysis uses. GET .../statistics answers them and the report prints
 * them, so no surface computes a figure of its own.
 */
export class ExaminationFigures {
  constructor(
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly events: EventsRepository,
    private readonly beats: BeatsRepository,
    private readonly covid: CovidAnalysisService,
  ) {}

  /**
   * @param viewOf reads the examination as the API shows it, once its recording exists (a demo
   * examination's first access makes it, with events the view counts)
   * @param utcOffsetMinutes local time minus UTC of the reader: a COVID monitoring's days and
   * nights are local dates
   */
  async of(
    row: ExaminationRow,
    viewOf: () => Promise<Examination>,
    utcOffsetMinutes = 0,
  ): Promise<ExaminationFigureSet> {
    const stored = await this.recordings.find(row);
    const examination = await viewOf();
    const rows = await this.events.list(row.id);
    const startMs = stored?.recording.startDate.getTime() ?? row.startDate.getTime();
    const detected = detectedEvents(rows, startMs);
    const durationMs = stored ? stored.recording.endDate.getTime() - startMs : examination.duration;
    const polygraphy =
      stored !== null &&
      isPolygraphy(
        examination.type,
        stored.channels.map((channel) => channel.type),
      );
    const analysed = analysedSeconds({
      events: detected,
      recordedSeconds: durationMs / 1000,
      polygraphy,
      storedSeconds:
        examination.analyzedDuration === null ? null : examination.analyzedDuration / 1000,
    });
    // Every rate counts over the analysed time: a sleep study's without wake and unusable signal.
    const figures = eventFigures({
      events: detected,
      durationSeconds: durationMs / 1000,
      polygraphy,
      analysedSeconds: analysed,
    });
    const holter = stored ? await this.holter(stored, detected, durationMs, analysed) : null;
    return {
      examination,
      stored,
      events: rows,
      durationMs,
      plannedDurationMs: examination.duration,
      analyzedDurationMs: analysed === null ? null : Math.round(analysed * 1000),
      eventTypes: eventTypes(detected, figures.byType),
      automaticDescription: descriptionFindings(figures, holter),
      respiratory: polygraphy ? await this.respiratory(stored, detected, durationMs) : null,
      holter,
      covid: stored ? await this.covidOf(examination, row, stored, utcOffsetMinutes) : null,
    };
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
    analysed: number | null,
  ): Promise<Omit<HolterReport, 'reportId'> | null> {
    const beats = await this.beats.find(stored.recording.id);
    if (!beats) return null;
    const startMs = stored.recording.startDate.getTime();
    const { report, statistics } = buildHolterReport({
      beats: analysisBeats(beats),
      samplingRate: beats.samplingRate,
      events,
      durationSeconds: durationMs / 1000,
      analysedSeconds: analysed,
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
