import {
  extractNnIntervals,
  HEART_RATE_BINS,
  heartRateDistribution,
  maskSaturation,
  saturationDistribution,
  timeDistribution,
} from '@telemed/analysis';
import type { DistributionBin } from '@telemed/domain';
import type { ExaminationRow, RecordingChannelRow } from '../db/schema';
import type { BeatsRepository } from '../repositories/beatsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import type { OpenRecordings } from './openRecordings';
import type { RecordingsService } from './recordingsService';
import { analysisBeats } from './storableBeats';
import { readWholeChannels } from './wholeChannels';

/** The distributions of the statistics (clinical-domain §3). */
export interface RecordingDistributionFigures {
  saturationDistribution: DistributionBin[] | null;
  heartRateDistribution: DistributionBin[] | null;
}

/** Channel distributions kept in memory (a stored recording never changes). */
const CACHED_CHANNELS = 64;

/**
 * The saturation and heart-rate distributions of an examination's statistics, from
 * full-resolution data: every valid SpO2 sample; the NN intervals of the stored beats when the
 * ECG was analysed (so relabelling a beat changes them), else every pulse reading (one at the
 * recorder's floor is none). A channel's
 * distribution is computed once per recording and kept (the stored file never changes; a new
 * upload is a new recording).
 */
export class RecordingDistributions {
  readonly #byChannel = new Map<string, Promise<DistributionBin[]>>();

  constructor(
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly beats: BeatsRepository,
  ) {}

  async of(examination: ExaminationRow): Promise<RecordingDistributionFigures> {
    const stored = await this.recordings.find(examination);
    if (!stored) return { saturationDistribution: null, heartRateDistribution: null };
    const channelOf = (type: RecordingChannelRow['type']) =>
      stored.channels.find((channel) => channel.type === type);
    const spo2 = channelOf('spo2');
    const pulse = channelOf('pulse');
    const beats = await this.beats.find(stored.recording.id);
    return {
      saturationDistribution: spo2
        ? await this.channel(stored, spo2, (values, rate) =>
            saturationDistribution({ values, samplingRate: rate }),
          )
        : null,
      heartRateDistribution: beats
        ? heartRateDistribution(extractNnIntervals(analysisBeats(beats), beats.samplingRate))
        : pulse
          ? await this.channel(stored, pulse, (values, rate) =>
              // A reading at the recorder's floor is no reading (EDF stores none there).
              timeDistribution(
                maskSaturation(values, {
                  min: pulse.physicalMin,
                  max: pulse.physicalMax,
                  minSamples: 1,
                  ends: 'lower',
                }),
                1 / rate,
                HEART_RATE_BINS,
              ),
            )
          : null,
    };
  }

  /** A whole channel's distribution, computed once per recording. */
  private channel(
    stored: StoredRecording,
    channel: RecordingChannelRow,
    distribution: (values: Float32Array, samplingRate: number) => DistributionBin[],
  ): Promise<DistributionBin[]> {
    const key = `${stored.recording.id}/${channel.position}`;
    const cached = this.#byChannel.get(key);
    if (cached) return cached;
    const computed = readWholeChannels(this.openRecordings, stored, [channel]).then(([values]) =>
      distribution(values as Float32Array, channel.samplingRate),
    );
    computed.catch(() => this.#byChannel.delete(key));
    this.#byChannel.set(key, computed);
    if (this.#byChannel.size > CACHED_CHANNELS) {
      const oldest = this.#byChannel.keys().next().value;
      if (oldest !== undefined) this.#byChannel.delete(oldest);
    }
    return computed;
  }
}
