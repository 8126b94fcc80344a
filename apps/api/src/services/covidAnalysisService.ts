import {
  analyzeCovid,
  AnalysisRefusedError,
  COVID_CHANNELS,
  maskSaturation,
} from '@telemed/analysis';
import type { CovidAnalysis, CovidRecording, SampledChannel } from '@telemed/analysis';
import type { CovidAnalysisResponse, CovidParameters, FullCovidParameters } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { ExaminationRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import { refusal } from './analysisRefusal';
import { detectedEventRows } from './detectedEventRows';
import { toEvent } from './eventsService';
import type { ExaminationAccess } from './examinationAccess';
import type { OpenRecordings } from './openRecordings';
import { COVID_PARAMETER_DEFAULTS } from './parameterDefaults';
import type { RecordingsService } from './recordingsService';
import { channelId } from './signalWindows';
import { readWholeChannels } from './wholeChannels';

/** What a COVID analysis request carries besides the examination. */
export interface CovidAnalysisRequest {
  parameters: CovidParameters;
  dayTimeTag?: string;
  /** The caller's local time minus UTC, minutes: the night and the quarter hours are local. */
  utcOffsetMinutes: number;
}

/**
 * The COVID home-monitoring alerts of a stored recording on request (`POST analysis/covid`):
 * reads the pulse, SpO2, respiration rate, temperature and cough channels, runs the alert
 * detectors with the clinic's parameters for the type overridden by the call's, and replaces
 * the examination's detected events (clinical-domain §4; user events stay). The parameters
 * become the clinic's for the type (§2).
 */
export class CovidAnalysisService {
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
    request: CovidAnalysisRequest,
  ): Promise<CovidAnalysisResponse & { teamId: string }> {
    const { examination } = await this.access.ofStaffById(userId, examinationId);
    const stored = await this.recordings.require(examination);
    const saved = await this.parameters.find(examination.teamId, examination.type);
    const chosen = { ...saved?.parameters, ...request.parameters };
    const parameters: FullCovidParameters = { ...COVID_PARAMETER_DEFAULTS, ...chosen };
    const { recording, channelOf } = await this.readRecording(stored, request.utcOffsetMinutes);
    let detected;
    try {
      detected = analyzeCovid(recording, parameters, { dayTimeTag: request.dayTimeTag }).events;
    } catch (error) {
      if (error instanceof AnalysisRefusedError) throw refusal(error);
      throw error;
    }
    const startMs = stored.recording.startDate.getTime();
    const rows = await this.db.transaction(async (tx) => {
      await this.events.deleteByOrigin(examination.id, 'analysis', tx);
      await this.events.deleteByOrigin(examination.id, 'quality analysis', tx);
      await this.events.insertMany(
        detectedEventRows(examination.id, startMs, detected, channelOf),
        tx,
      );
      await this.parameters.save(examination.teamId, examination.type, chosen, tx);
      return this.events.list(examination.id, {}, tx);
    });
    return { events: rows.map(toEvent), parameters, teamId: examination.teamId };
  }

  /**
   * The analysis of a stored recording with the clinic's parameters, storing nothing: what the
   * COVID report summarises. Null when there is nothing to analyse (no oximeter channel, or too
   * little usable signal).
   */
  async analysisOf(
    examination: ExaminationRow,
    stored: StoredRecording,
    utcOffsetMinutes: number,
  ): Promise<CovidAnalysis | null> {
    const saved = await this.parameters.find(examination.teamId, examination.type);
    const parameters: FullCovidParameters = { ...COVID_PARAMETER_DEFAULTS, ...saved?.parameters };
    try {
      const { recording } = await this.readRecording(stored, utcOffsetMinutes);
      return analyzeCovid(recording, parameters);
    } catch (error) {
      if (error instanceof AnalysisRefusedError) return null;
      if (error instanceof ApiError && error.code === 'SIGNAL_MISSING_OR_TOO_SHORT') return null;
      throw error;
    }
  }

  /** The recording's COVID channels, whole, and the channel id of each for its events. */
  private async readRecording(
    stored: StoredRecording,
    utcOffsetMinutes: number,
  ): Promise<{ recording: CovidRecording; channelOf: Map<string, string> }> {
    const chosen = COVID_CHANNELS.flatMap((name) => {
      const channel = stored.channels.find((candidate) => candidate.type === name);
      return channel ? [[name, channel] as const] : [];
    });
    if (!chosen.some(([name]) => name === 'pulse' || name === 'spo2'))
      throw new ApiError(422, 'SIGNAL_MISSING_OR_TOO_SHORT');
    const { recording } = stored;
    const samples = await readWholeChannels(
      this.openRecordings,
      stored,
      chosen.map(([, channel]) => channel),
    );
    const channels: CovidRecording['channels'] = {};
    chosen.forEach(([name, channel], index) => {
      const sampled: SampledChannel = {
        // A reading at the bottom of the recorder's range is none (EDF stores "no reading"
        // there: a pulse or SpO2 of 0, a temperature at the patch's floor); the top is real.
        samples: maskSaturation(samples[index] as Float32Array, {
          min: channel.physicalMin,
          max: channel.physicalMax,
          minSamples: 1,
          ends: 'lower',
        }),
        samplingRate: channel.samplingRate,
      };
      channels[name] = sampled;
    });
    return {
      recording: { startEpochMs: recording.startDate.getTime(), utcOffsetMinutes, channels },
      channelOf: new Map(chosen.map(([name, channel]) => [name, channelId(channel)])),
    };
  }
}
