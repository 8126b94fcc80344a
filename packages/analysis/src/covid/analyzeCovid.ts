import { AnalysisRefusedError } from '../events/analysisRefusal';
import type { CovidEventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { assessSignalQuality, SAMPLE_STATUS, type SignalQuality } from '../quality/signalQuality';
import { DEFAULT_COVID_DETECTOR_PARAMS, type CovidDetectorParams } from './covidDetectorParams';
import { COVID_QUALITY_CRITERIA } from './covidQualityCriteria';
import {
  COVID_CHANNELS,
  covidRecordingSeconds,
  type CovidChannel,
  type CovidRecording,
} from './covidRecording';
import { detectCoughs, type CoughBout } from './detectCoughs';
import { detectThresholdEpisodes, type ThresholdEpisodeRule } from './detectThresholdEpisodes';
import {
  describeVitals,
  fifteenMinuteSamples,
  nightSamples,
  type AssessedChannel,
  type VitalsSample,
  type VitalsSource,
} from './vitalsSamples';

/** Options of {@link analyzeCovid} that are not detector parameters. */
export interface CovidAnalysisOptions {
  /** Only this night's NIGHT_SAMPLE ('YYYY-MM-DD', the date its 00:00 falls on). */
  dayTimeTag?: string;
  /**
   * A channel whose quality score (usable share of its readings) is below this is not analysed;
   * on the pulse oximeter the whole analysis refuses. @default 0.5 (the spec only asks for
   * quality above 0, clinical-domain §5; alerts from a channel that is mostly artefact would be
   * mostly false, so half is required)
   */
  minimumQuality?: number;
  /**
   * Least recording, and least oximeter signal, the analysis runs on, s.
   * @default 900 (one 15-minute sample, clinical-domain §9)
   */
  minimumSeconds?: number;
}

/** A channel's quality as reported (the per-sample masks stay inside the analysis). */
export type ChannelQualityReport = Omit<SignalQuality, 'usable' | 'status'> & {
  /** 'good': analysed; 'poor': readings too noisy; 'missing': too little or no readings. */
  verdict: 'good' | 'poor' | 'missing';
};

/** Whole-recording figures of a COVID analysis. */
export interface CovidSummary {
  durationSeconds: number;
  /** Seconds of usable pulse-oximeter signal (pulse and SpO2 both usable). */
  analysedSeconds: number;
  /** Alerts and samples found, by event type. */
  eventCounts: Record<CovidEventType, number>;
  /** Coughs (not epochs) detected. */
  coughCount: number;
  /** Coughs per hour of usable microphone signal, null without one. */
  coughsPerHour: number | null;
  /** Mean, lowest and highest usable reading of each analysed vital channel. */
  vitals: Partial<Record<CovidChannel, { mean: number; minimum: number; maximum: number }>>;
}

/** What {@link analyzeCovid} returns. */
export interface CovidAnalysis {
  /** Alerts, cough epochs and samples, in order of start time; `signal` names the channel. */
  events: DetectedEvent<CovidEventType>[];
  /** Quality of every channel present in the recording. */
  quality: Partial<Record<CovidChannel, ChannelQualityReport>>;
  /** The 15-minute and night samples behind the SAMPLE_15_MINUTES and NIGHT_SAMPLE events. */
  samples: VitalsSample[];
  /** The cough epochs behind the COUGH events, with each cough's features. */
  coughBouts: CoughBout[];
  summary: CovidSummary;
}

/** The four vital alerts: channel, event type, rule parameter, and how the extreme reads. */
const VITAL_ALERTS = [
  {
    channel: 'pulse',
    type: 'HIGH_HEART_RATE',
    direction: 'above',
    describe: (v: number) => `max ${Math.round(v)} bpm`,
  },
  {
    channel: 'spo2',
    type: 'LOW_SPO2',
    direction: 'below',
    describe: (v: number) => `min ${Math.round(v)} %`,
  },
  {
    channel: 'respirationRate',
    type: 'FREQUENT_BREATHING',
    direction: 'above',
    describe: (v: number) => `max ${Math.round(v)} /min`,
  },
  {
    channel: 'temperature',
    type: 'HIGH_TEMPERATURE',
    direction: 'above',
    describe: (v: number) => `max ${v.toFixed(1)} °C`,
  },
] as const satisfies readonly {
  channel: CovidChannel;
  type: CovidEventType;
  direction: ThresholdEpisodeRule['direction'];
  describe: (value: number) => string;
}[];

const OXIMETER_CHANNELS = ['pulse', 'spo2'] as const;

/**
 * Runs the COVID home-monitoring analysis: signal quality of every channel, the four vital alerts
 * (HIGH_HEART_RATE, LOW_SPO2, FREQUENT_BREATHING, HIGH_TEMPERATURE) as episodes that persist for
 * `alert_min_duration`, COUGH epochs, SAMPLE_15_MINUTES on every local quarter hour and a
 * NIGHT_SAMPLE per night (00:00-06:00 local). Readings the quality check rejects are never used.
 *
 * Refuses (throws {@link AnalysisRefusedError}, clinical-domain §8) with
 * SIGNAL_MISSING_OR_TOO_SHORT when the pulse oximeter's channels are absent or the recording is
 * shorter than `minimumSeconds`; NOT_ENOUGH_DATA when the oximeter recorded less than that;
 * SIGNAL_QUALITY_TOO_LOW when its usable share is below `minimumQuality` or it has less than
 * `minimumSeconds` of usable signal; DATE_TAG_NOT_FOUND for a `dayTimeTag` the recording lacks.
 * Other channels that fail are reported in `quality` and skipped.
 * @example
 * const { events, quality, summary } = analyzeCovid(recording, { heart_rate_max: 120 });
 */
export function analyzeCovid(
  recording: CovidRecording,
  params: Partial<CovidDetectorParams> = {},
  options: CovidAnalysisOptions = {},
): CovidAnalysis {
  const settings = { ...DEFAULT_COVID_DETECTOR_PARAMS, ...params };
  for (const [name, value] of Object.entries(settings)) {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
  }
  const minimumQuality = options.minimumQuality ?? 0.5;
  const minimumSeconds = options.minimumSeconds ?? 900;
  const durationSeconds = covidRecordingSeconds(recording);

  if (
    OXIMETER_CHANNELS.some((name) => !recording.channels[name]?.samples.length) ||
    durationSeconds < minimumSeconds
  )
    throw new AnalysisRefusedError('SIGNAL_MISSING_OR_TOO_SHORT');

  const assessed = assessChannels(recording);
  const quality: Partial<Record<CovidChannel, ChannelQualityReport>> = {};
  const analysable: Partial<Record<CovidChannel, AssessedChannel>> = {};
  for (const name of COVID_CHANNELS) {
    const channel = recording.channels[name];
    const result = assessed[name];
    if (!channel || !result) continue;
    const { usable, status: _status, ...figures } = result;
    const verdict =
      result.presentSeconds < minimumSeconds
        ? 'missing'
        : result.score < minimumQuality || result.validSeconds < minimumSeconds
          ? 'poor'
          : 'good';
    quality[name] = { ...figures, verdict };
    if (verdict === 'good') analysable[name] = { ...channel, usable };
  }
  for (const name of OXIMETER_CHANNELS) {
    if (quality[name]?.verdict === 'missing') throw new AnalysisRefusedError('NOT_ENOUGH_DATA');
  }
  for (const name of OXIMETER_CHANNELS) {
    if (quality[name]?.verdict === 'poor') throw new AnalysisRefusedError('SIGNAL_QUALITY_TOO_LOW');
  }

  const events: DetectedEvent<CovidEventType>[] = [];
  for (const alert of VITAL_ALERTS) {
    const channel = analysable[alert.channel];
    if (!channel) continue;
    const threshold =
      alert.channel === 'pulse'
        ? settings.heart_rate_max
        : alert.channel === 'spo2'
          ? settings.saturation_level_min
          : alert.channel === 'respirationRate'
            ? settings.respiration_rate_max
            : settings.temperature_max;
    const episodes = detectThresholdEpisodes(
      channel.samples,
      channel.samplingRate,
      channel.usable,
      {
        threshold,
        direction: alert.direction,
        minimumSeconds: settings.alert_min_duration,
        mergeGapSeconds: settings.alert_merge_gap,
      },
    );
    for (const episode of episodes) {
      events.push({
        type: alert.type,
        startSeconds: episode.startSeconds,
        endSeconds: episode.endSeconds,
        signal: alert.channel,
        description: alert.describe(episode.extremeValue),
      });
    }
  }

  const microphone = analysable.cough;
  const coughBouts = microphone
    ? detectCoughs(microphone.samples, microphone.samplingRate, microphone.usable, settings)
    : [];
  for (const bout of coughBouts) {
    const peak = Math.max(...bout.coughs.map((cough) => cough.intensity));
    const count = bout.coughs.length;
    events.push({
      type: 'COUGH',
      startSeconds: bout.startSeconds,
      endSeconds: bout.endSeconds,
      signal: 'cough',
      description: `${count} ${count === 1 ? 'cough' : 'coughs'}, peak ${Math.round(peak)} dB SPL`,
    });
  }

  const source: VitalsSource = {
    startEpochMs: recording.startEpochMs,
    utcOffsetMinutes: recording.utcOffsetMinutes,
    durationSeconds,
    channels: analysable,
    coughTimes: coughBouts.flatMap((bout) => bout.coughs.map((cough) => cough.startSeconds)),
  };
  const samples = [...fifteenMinuteSamples(source), ...nightSamples(source, options.dayTimeTag)];
  for (const sample of samples) {
    events.push({
      type: sample.type,
      startSeconds: sample.startSeconds,
      endSeconds: sample.endSeconds,
      description: describeVitals(sample.vitals),
    });
  }
  events.sort((a, b) => a.startSeconds - b.startSeconds || a.endSeconds - b.endSeconds);

  return {
    events,
    quality,
    samples,
    coughBouts,
    summary: summarise(events, coughBouts, analysable, durationSeconds),
  };
}

/** Quality of every present channel; a frozen oximeter freezes SpO2 with the pulse, so SpO2
 * readings held during a pulse flatline are unusable too. */
function assessChannels(recording: CovidRecording): Partial<Record<CovidChannel, SignalQuality>> {
  const results: Partial<Record<CovidChannel, SignalQuality>> = {};
  for (const name of COVID_CHANNELS) {
    const channel = recording.channels[name];
    if (!channel) continue;
    results[name] = assessSignalQuality(
      channel.samples,
      channel.samplingRate,
      COVID_QUALITY_CRITERIA[name],
    );
  }
  const pulse = results.pulse;
  const spo2 = results.spo2;
  const pulseRate = recording.channels.pulse?.samplingRate ?? 1;
  const spo2Rate = recording.channels.spo2?.samplingRate ?? 1;
  if (pulse && spo2) {
    let frozen = 0;
    for (let index = 0; index < spo2.sampleCount; index += 1) {
      const pulseIndex = Math.floor((index / spo2Rate) * pulseRate);
      if (pulse.status[pulseIndex] === SAMPLE_STATUS.FLATLINE && spo2.usable[index]) {
        spo2.usable[index] = 0;
        spo2.status[index] = SAMPLE_STATUS.FLATLINE;
        frozen += 1;
      }
    }
    if (frozen > 0) {
      const valid = spo2.validFraction * spo2.sampleCount - frozen;
      const present = spo2.presentSeconds * spo2Rate;
      spo2.flatlineFraction += frozen / spo2.sampleCount;
      spo2.validFraction = valid / spo2.sampleCount;
      spo2.validSeconds = valid / spo2Rate;
      spo2.score = present === 0 ? 0 : valid / present;
    }
  }
  return results;
}

function summarise(
  events: readonly DetectedEvent<CovidEventType>[],
  coughBouts: readonly CoughBout[],
  analysable: Partial<Record<CovidChannel, AssessedChannel>>,
  durationSeconds: number,
): CovidSummary {
  const eventCounts = {
    COUGH: 0,
    HIGH_HEART_RATE: 0,
    LOW_SPO2: 0,
    FREQUENT_BREATHING: 0,
    HIGH_TEMPERATURE: 0,
    SAMPLE_15_MINUTES: 0,
    NIGHT_SAMPLE: 0,
    USER_EVENT: 0,
  } satisfies Record<CovidEventType, number>;
  for (const event of events) eventCounts[event.type] += 1;

  const vitals: CovidSummary['vitals'] = {};
  for (const name of ['pulse', 'spo2', 'respirationRate', 'temperature'] as const) {
    const channel = analysable[name];
    if (!channel) continue;
    let sum = 0;
    let count = 0;
    let minimum = Number.POSITIVE_INFINITY;
    let maximum = Number.NEGATIVE_INFINITY;
    for (let index = 0; index < channel.samples.length; index += 1) {
      if (!channel.usable[index]) continue;
      const value = channel.samples[index] as number;
      sum += value;
      count += 1;
      minimum = Math.min(minimum, value);
      maximum = Math.max(maximum, value);
    }
    if (count > 0) vitals[name] = { mean: sum / count, minimum, maximum };
  }

  let analysedSeconds = 0;
  const { pulse, spo2 } = analysable;
  if (pulse && spo2) {
    for (let index = 0; index < spo2.samples.length; index += 1) {
      const pulseIndex = Math.floor((index / spo2.samplingRate) * pulse.samplingRate);
      if (spo2.usable[index] && pulse.usable[pulseIndex]) analysedSeconds += 1 / spo2.samplingRate;
    }
  }
  const coughCount = coughBouts.reduce((total, bout) => total + bout.coughs.length, 0);
  const microphone = analysable.cough;
  let microphoneSeconds = 0;
  if (microphone) {
    for (const flag of microphone.usable) microphoneSeconds += flag;
    microphoneSeconds /= microphone.samplingRate;
  }
  return {
    durationSeconds,
    analysedSeconds,
    eventCounts,
    coughCount,
    coughsPerHour: microphoneSeconds > 0 ? coughCount / (microphoneSeconds / 3600) : null,
    vitals,
  };
}
