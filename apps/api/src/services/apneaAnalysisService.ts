import { analyzePolygraphy, AnalysisRefusedError } from '@telemed/analysis';
import type { PolygraphySignals } from '@telemed/analysis';
import { spansBelowMinimum } from '@telemed/domain';
import type {
  ApneaAnalysisResponse,
  FullRespiratoryParameters,
  RespiratoryParameters,
  SignalType,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import type { RecordingChannelRow } from '../db/schema';
import { ApiError, fieldFailed } from '../http/apiError';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import { refusal } from './analysisRefusal';
import { detectedEventRows } from './detectedEventRows';
import { toEvent } from './eventsService';
import type { ExaminationAccess } from './examinationAccess';
import type { OpenRecordings } from './openRecordings';
import { RESPIRATORY_PARAMETER_DEFAULTS } from './parameterDefaults';
import type { RecordingsService } from './recordingsService';
import { channelId } from './signalWindows';
import { readWholeChannels } from './wholeChannels';

/** Which detected events an analysis call replaces. */
export type AnalysisOrigin = 'analysis' | 'quality analysis';

/** The recorded signal types the respiratory analysis reads, by its input's names. */
const POLYGRAPHY_INPUTS: Record<keyof PolygraphySignals, SignalType> = {
  airFlow: 'airflow',
  effort: 'chestVolume',
  spo2: 'spo2',
  pulse: 'pulse',
  snore: 'snore',
  bodyPosition: 'bodyPosition',
};

/**
 * The respiratory analysis of a stored recording on request (`POST analysis/apnea` and
 * `POST quality/apnea`, platform-core §7): reads the recording's respiratory channels, runs the
 * detectors with the clinic's parameters for the examination type overridden by the call's,
 * and replaces the examination's detected events of the call's origin (clinical-domain §4:
 * starting an analysis deletes the previously detected events; user events stay). The
 * parameters become the clinic's for the type (§2, analysis parameter settings per type).
 */
export class ApneaAnalysisService {
  constructor(
    private readonly db: Database,
    private readonly access: ExaminationAccess,
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly events: EventsRepository,
    private readonly parameters: AnalysisParametersRepository,
  ) {}

  /** Runs the analysis and answers the examination's events after it. */
  async run(
    userId: string,
    examinationId: string,
    requested: RespiratoryParameters,
    origin: AnalysisOrigin,
  ): Promise<ApneaAnalysisResponse & { teamId: string }> {
    const { examination } = await this.access.ofStaffById(userId, examinationId);
    const stored = await this.recordings.require(examination);
    const saved = await this.parameters.find(examination.teamId, examination.type);
    const chosen = { ...saved?.parameters, ...requested };
    const parameters: FullRespiratoryParameters = { ...RESPIRATORY_PARAMETER_DEFAULTS, ...chosen };
    // The request's own pairs were checked by its schema; one half may meet a stored other half.
    const [badSpan] = spansBelowMinimum(parameters);
    if (badSpan) throw fieldFailed(`parameters.${badSpan}`, 'spanMaxBelowMin');

    const { signals, channelOf } = await this.readSignals(stored);
    let detected;
    try {
      detected = analyzePolygraphy(signals, { params: parameters }).events;
    } catch (error) {
      if (error instanceof AnalysisRefusedError) throw refusal(error);
      throw error;
    }
    const startMs = stored.recording.startDate.getTime();
    const rows = await this.db.transaction(async (tx) => {
      await this.events.deleteByOrigin(examination.id, origin, tx);
      await this.events.insertMany(
        detectedEventRows(examination.id, startMs, detected, channelOf).filter(
          (row) => row.origin === origin,
        ),
        tx,
      );
      await this.parameters.save(examination.teamId, examination.type, chosen, tx);
      return this.events.list(examination.id, {}, tx);
    });
    return { events: rows.map(toEvent), parameters, teamId: examination.teamId };
  }

  /**
   * The recording's respiratory channels, whole, as the detectors take them, and the channel id
   * of each input for the events found on it. Without flow and SpO2 there is nothing to analyse.
   */
  private async readSignals(stored: StoredRecording): Promise<{
    signals: PolygraphySignals;
    channelOf: Map<string, string>;
  }> {
    const chosen = new Map<keyof PolygraphySignals, RecordingChannelRow>();
    for (const [input, type] of Object.entries(POLYGRAPHY_INPUTS) as [
      keyof PolygraphySignals,
      SignalType,
    ][]) {
      const channel = stored.channels.find((candidate) => candidate.type === type);
      if (channel) chosen.set(input, channel);
    }
    if (!chosen.has('airFlow') && !chosen.has('spo2'))
      throw new ApiError(422, 'SIGNAL_MISSING_OR_TOO_SHORT');
    const entries = [...chosen];
    const samples = await readWholeChannels(
      this.openRecordings,
      stored,
      entries.map(([, channel]) => channel),
    );
    const signals: PolygraphySignals = {};
    entries.forEach(([input, channel], index) => {
      signals[input] = {
        samples: samples[index] as Float32Array,
        samplingRate: channel.samplingRate,
      };
    });
    return {
      signals,
      channelOf: new Map(entries.map(([input, channel]) => [input, channelId(channel)])),
    };
  }
}
