import { BRADYCARDIA_BPM, TACHYCARDIA_BPM } from '@telemed/domain';
import type { Beat } from '../events/beatClasses';
import type { DetectedEvent } from '../events/detectedEvent';
import { extractNnIntervals } from '../hrv/nnIntervals';
import { decelerationCapacity } from './decelerationCapacity';
import type { EpisodeStatistics } from './episodeStatistics';
import { episodeStatistics } from './episodeStatistics';
import type { HeartRateSeries } from './heartRatePerWindow';
import { HEART_RATE_NN_OPTIONS, heartRatePerWindow } from './heartRatePerWindow';
import { eventsPerHour } from './eventsPerHour';

/** Input of {@link holterStatistics}. */
export interface HolterStatisticsInput {
  /** Every detected beat with its class. */
  beats: readonly Beat[];
  samplingRate: number;
  /** Rhythm events (AF, bradycardia, tachycardia, pause, with their _PATCH variants). */
  events?: readonly DetectedEvent[];
  /** Recording length in seconds; defaults to the time of the last beat. */
  durationSeconds?: number;
  /**
   * The examination's analysed time in seconds (analysedSeconds), which the hourly ectopy counts
   * over; defaults to the recording length.
   */
  analysedSeconds?: number | null;
}

/** Heart rate summary over one-minute averages of NN intervals. */
export interface HeartRateSummary {
  /** Mean of the per-minute rates, bpm. */
  average: number;
  minimum: number;
  /** Start of the minute with the lowest rate, seconds from the recording start. */
  minimumAtSeconds: number;
  maximum: number;
  maximumAtSeconds: number;
  /** Minutes whose mean rate is below 60 bpm (§9), in seconds. */
  secondsBelowBradycardia: number;
  /** Minutes whose mean rate is above 100 bpm (§9), in seconds. */
  secondsAboveTachycardia: number;
}

/** The Holter statistics of clinical-domain §3. */
export interface HolterStatistics {
  durationSeconds: number;
  totalBeats: number;
  /** Class N beats. */
  normalBeats: number;
  /** Every beat that is not class N (S, V, F, Q). */
  otherBeats: number;
  /** Supraventricular ectopic beats (SVEB, class S). */
  supraventricularBeats: number;
  /** Ventricular ectopic beats (VEB, class V). */
  ventricularBeats: number;
  fusionBeats: number;
  unclassifiedBeats: number;
  /** SVEB per hour of analysed time. */
  supraventricularPerHour: number | null;
  /** VEB per hour of analysed time. */
  ventricularPerHour: number | null;
  /** Null when no minute has enough NN intervals. */
  heartRate: HeartRateSummary | null;
  /** The per-minute rates the summary and the report's pulse data come from. */
  heartRatePerMinute: HeartRateSeries;
  atrialFibrillation: EpisodeStatistics;
  bradycardia: EpisodeStatistics;
  tachycardia: EpisodeStatistics;
  pauses: EpisodeStatistics;
  /** Deceleration capacity in ms (Bauer et al. 2006), from the HRV NN rule. */
  decelerationCapacity: number | null;
}

function summarise(series: HeartRateSeries): HeartRateSummary | null {
  const { bpm, startSeconds, windowSeconds } = series;
  if (bpm.length === 0) return null;
  let sum = 0;
  let minimumIndex = 0;
  let maximumIndex = 0;
  let below = 0;
  let above = 0;
  bpm.forEach((rate, index) => {
    sum += rate;
    if (rate < (bpm[minimumIndex] as number)) minimumIndex = index;
    if (rate > (bpm[maximumIndex] as number)) maximumIndex = index;
    if (rate < BRADYCARDIA_BPM) below += 1;
    if (rate > TACHYCARDIA_BPM) above += 1;
  });
  return {
    average: sum / bpm.length,
    minimum: bpm[minimumIndex] as number,
    minimumAtSeconds: startSeconds[minimumIndex] as number,
    maximum: bpm[maximumIndex] as number,
    maximumAtSeconds: startSeconds[maximumIndex] as number,
    secondsBelowBradycardia: below * windowSeconds,
    secondsAboveTachycardia: above * windowSeconds,
  };
}

/**
 * Holter statistics from classified beats and rhythm events: beat counts by AAMI class and
 * hourly ectopy, heart rate from one-minute NN averages (HEART_RATE_NN_OPTIONS: ectopic-adjacent
 * intervals excluded, 300–3000 ms), AF/bradycardia/tachycardia/pause episodes from the events,
 * and the deceleration capacity. O(n) in beats.
 */
export function holterStatistics(input: HolterStatisticsInput): HolterStatistics {
  const { beats, samplingRate, events = [] } = input;
  const counts = { N: 0, S: 0, V: 0, F: 0, Q: 0 };
  let lastSample = 0;
  for (const beat of beats) {
    counts[beat.beatClass] += 1;
    lastSample = Math.max(lastSample, beat.sample);
  }
  const durationSeconds = input.durationSeconds ?? lastSample / samplingRate;
  const perHourSeconds = Math.min(durationSeconds, input.analysedSeconds ?? durationSeconds);
  const perHour = (count: number) => eventsPerHour(count, perHourSeconds * 1000);
  const heartRatePerMinute = heartRatePerWindow(
    extractNnIntervals(beats, samplingRate, HEART_RATE_NN_OPTIONS),
  );
  return {
    durationSeconds,
    totalBeats: beats.length,
    normalBeats: counts.N,
    otherBeats: beats.length - counts.N,
    supraventricularBeats: counts.S,
    ventricularBeats: counts.V,
    fusionBeats: counts.F,
    unclassifiedBeats: counts.Q,
    supraventricularPerHour: perHour(counts.S),
    ventricularPerHour: perHour(counts.V),
    heartRate: summarise(heartRatePerMinute),
    heartRatePerMinute,
    atrialFibrillation: episodeStatistics(events, 'ATRIAL_FIBRILLATION'),
    bradycardia: episodeStatistics(events, 'BRADYCARDIA'),
    tachycardia: episodeStatistics(events, 'TACHYCARDIA'),
    pauses: episodeStatistics(events, 'PAUSE'),
    decelerationCapacity: decelerationCapacity(extractNnIntervals(beats, samplingRate)),
  };
}
