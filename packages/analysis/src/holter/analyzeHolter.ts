import { classifyBeats, type TimeInterval } from '../ecg/classifyBeats';
import {
  DEFAULT_BEAT_CLASSIFIER_PARAMS,
  type BeatClassifierParams,
} from '../ecg/beatClassifierParams';
import { detectQrs } from '../ecg/detectQrs';
import type { QrsDetectorParams } from '../ecg/qrsDetectorParams';
import { AnalysisRefusedError } from '../events/analysisRefusal';
import type { Beat } from '../events/beatClasses';
import type { HolterEventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { analyzeHrv, type HrvAnalysis } from '../hrv/analyzeHrv';
import { detectAtrialFlutter } from '../rhythm/detectAtrialFlutter';
import { detectRhythms } from '../rhythm/detectRhythms';
import {
  DEFAULT_HOLTER_DETECTOR_PARAMS,
  type HolterDetectorParams,
} from '../rhythm/holterDetectorParams';
import { eventsPerHour } from '../statistics/eventsPerHour';
import { unreadableSpans } from './unreadableSpans';

// Shorter than one 10 s strip there is nothing to analyse (the span of a standard ECG, Kligfield
// et al., Circulation 2007;115:1306-1324).
const MIN_RECORDING_SECONDS = 10;
// Fewer beats than 20 a minute over the readable signal is not a heart rhythm but a detector that
// found nothing: the lowest rates of complete heart block are about 20-40/min.
const MIN_PLAUSIBLE_RATE = 20;

/** Detector parameters of the Holter analysis: the spec's rhythm names, the beat classifier's. */
export type HolterAnalysisParams = Partial<HolterDetectorParams> &
  Partial<BeatClassifierParams> & {
    /** QRS detector parameters, {@link QrsDetectorParams}. */
    qrs?: Partial<QrsDetectorParams>;
  };

/** Input of {@link analyzeHolter}. */
export interface HolterInput {
  /** Simultaneous ECG leads (physical units, NaN for missing samples); the first leads detection. */
  leads: readonly Float32Array[];
  samplingRate: number;
  params?: HolterAnalysisParams;
  /** Stretches the user marked "not for analysis" (honoured with `use_user_quality`). */
  notForAnalysis?: readonly TimeInterval[];
}

/** Beat counts of a Holter report (clinical-domain §3 Statistics and Holter report fields). */
export interface HolterCounts {
  total: number;
  normal: number;
  sveb: number;
  veb: number;
  fusion: number;
  artifact: number;
  /** SVEB and VEB hourly averages over the analysed time (null when none was analysable). */
  svebPerHour: number | null;
  vebPerHour: number | null;
}

/** Heart rate over readable beats, beats/min: the mean, and the extremes of the window means. */
export interface HolterHeartRate {
  average: number;
  min: number;
  max: number;
}

/** Everything {@link analyzeHolter} finds. */
export interface HolterAnalysis {
  beats: Beat[];
  events: DetectedEvent<HolterEventType>[];
  counts: HolterCounts;
  heartRate: HolterHeartRate;
  /** HRV after the Task Force (1996) over the NN intervals of the whole recording. */
  hrv: HrvAnalysis;
  /** Recording length minus artifact stretches, s. */
  analysedSeconds: number;
}

function hasSignal(lead: Float32Array): boolean {
  let first = Number.NaN;
  for (const value of lead) {
    if (!Number.isFinite(value)) continue;
    if (Number.isNaN(first)) first = value;
    else if (value !== first) return true;
  }
  return false;
}

/**
 * Mean rate over readable RR intervals, and min/max of the means over windows of `span` s. An
 * interval is readable when neither beat is an artifact and no unreadable stretch lies between
 * them (an interval across a 2-minute electrode-off gap is no heart cycle); such an interval
 * also ends the window it falls in, unfinished.
 */
function heartRate(
  beats: readonly Beat[],
  rate: number,
  span: number,
  unreadable: readonly TimeInterval[],
): HolterHeartRate {
  let sum = 0;
  let count = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let windowSum = 0;
  let windowCount = 0;
  let windowStart = Number.NaN;
  let gap = 0;
  for (let index = 1; index < beats.length; index += 1) {
    const previous = beats[index - 1] as Beat;
    const beat = beats[index] as Beat;
    const from = previous.sample / rate;
    while (gap < unreadable.length && (unreadable[gap] as TimeInterval).endSeconds <= from)
      gap += 1;
    const acrossGap =
      (unreadable[gap]?.startSeconds ?? Number.POSITIVE_INFINITY) < beat.sample / rate;
    if (beat.beatClass === 'Q' || previous.beatClass === 'Q' || acrossGap) {
      windowSum = 0;
      windowCount = 0;
      windowStart = Number.NaN;
      continue;
    }
    const interval = (beat.sample - previous.sample) / rate;
    sum += interval;
    count += 1;
    if (Number.isNaN(windowStart)) windowStart = previous.sample / rate;
    windowSum += interval;
    windowCount += 1;
    if (beat.sample / rate - windowStart >= span) {
      const windowRate = (60 * windowCount) / windowSum;
      min = Math.min(min, windowRate);
      max = Math.max(max, windowRate);
      windowSum = 0;
      windowCount = 0;
      windowStart = beat.sample / rate;
    }
  }
  const average = count > 0 ? (60 * count) / sum : 0;
  return {
    average,
    min: Number.isFinite(min) ? min : average,
    max: max > 0 ? max : average,
  };
}

/**
 * The Holter ECG analysis: QRS detection on all leads ({@link detectQrs}), beat classification
 * ({@link classifyBeats}), rhythm episodes ({@link detectRhythms}; beats inside atrial
 * fibrillation count as normal, since prematurity means nothing without a regular rhythm), beat
 * counts with SVEB and VEB hourly averages, heart rate and HRV ({@link analyzeHrv}).
 * Refuses with {@link AnalysisRefusedError}: `SIGNAL_MISSING_OR_TOO_SHORT` when there is no lead,
 * the leads are flat or empty, or shorter than 10 s; `SIGNAL_QUALITY_TOO_LOW` when the beats
 * found are implausibly few or most of them are artifacts.
 * @example
 * const report = analyzeHolter({ leads: [lead1, lead2], samplingRate: 250 });
 * console.log(report.counts.veb, report.heartRate.average, report.events.length);
 */
export function analyzeHolter(input: HolterInput): HolterAnalysis {
  const { leads, samplingRate } = input;
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const params = input.params ?? {};
  const rhythmParams = { ...DEFAULT_HOLTER_DETECTOR_PARAMS, ...params };
  const classifierParams = { ...DEFAULT_BEAT_CLASSIFIER_PARAMS, ...params };
  const usable = leads.filter(hasSignal);
  const primary = usable[0];
  if (primary === undefined || primary.length < MIN_RECORDING_SECONDS * samplingRate)
    throw new AnalysisRefusedError('SIGNAL_MISSING_OR_TOO_SHORT');
  const sameLength = usable.filter((lead) => lead.length === primary.length);
  const durationSeconds = primary.length / samplingRate;

  const rPeaks = detectQrs(sameLength, samplingRate, params.qrs);
  const beats = classifyBeats(sameLength, rPeaks, samplingRate, classifierParams, {
    notForAnalysis: input.notForAnalysis,
  });
  const artifactCount = beats.filter((beat) => beat.beatClass === 'Q').length;
  if (
    beats.length < (MIN_PLAUSIBLE_RATE * durationSeconds) / 60 ||
    artifactCount > classifierParams.not_for_analysis_threshold * beats.length
  )
    throw new AnalysisRefusedError('SIGNAL_QUALITY_TOO_LOW');

  const unreadable = unreadableSpans(sameLength, samplingRate);
  const flutter = detectAtrialFlutter(sameLength, beats, samplingRate);
  const rhythmOptions = { unreadable, flutter };
  let events = detectRhythms(beats, samplingRate, rhythmParams, rhythmOptions);
  const atrialArrhythmia = events
    .filter((event) => event.type === 'ATRIAL_FIBRILLATION' || event.type === 'ATRIAL_FLUTTER')
    .sort((a, b) => a.endSeconds - b.endSeconds);
  if (atrialArrhythmia.length > 0) {
    // Conducted beats of AF and flutter are N: prematurity means nothing there. Beats and
    // episodes (by end) are both in time order: walk them side by side.
    let episode = 0;
    for (const beat of beats) {
      const seconds = beat.sample / samplingRate;
      while (
        episode < atrialArrhythmia.length &&
        (atrialArrhythmia[episode]?.endSeconds ?? 0) < seconds
      )
        episode += 1;
      const current = atrialArrhythmia[episode];
      if (beat.beatClass === 'S' && current && seconds >= current.startSeconds)
        beat.beatClass = 'N';
    }
    events = detectRhythms(beats, samplingRate, rhythmParams, rhythmOptions);
  }

  const artifactSeconds = events
    .filter((event) => event.type === 'ARTIFACT')
    .reduce((sum, event) => sum + (event.endSeconds - event.startSeconds), 0);
  const analysedSeconds = Math.max(0, durationSeconds - artifactSeconds);
  const count = (beatClass: Beat['beatClass']) =>
    beats.filter((beat) => beat.beatClass === beatClass).length;
  const sveb = count('S');
  const veb = count('V');
  return {
    beats,
    events,
    counts: {
      total: beats.length,
      normal: count('N'),
      sveb,
      veb,
      fusion: count('F'),
      artifact: artifactCount,
      svebPerHour: eventsPerHour(sveb, analysedSeconds * 1000),
      vebPerHour: eventsPerHour(veb, analysedSeconds * 1000),
    },
    heartRate: heartRate(beats, samplingRate, rhythmParams.brad_tach_win_time, unreadable),
    hrv: analyzeHrv(beats, samplingRate),
    analysedSeconds,
  };
}
