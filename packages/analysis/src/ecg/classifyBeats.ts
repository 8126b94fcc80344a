import type { Beat, BeatClass } from '../events/beatClasses';
import { DEFAULT_BEAT_CLASSIFIER_PARAMS, type BeatClassifierParams } from './beatClassifierParams';
import {
  beatWindow,
  bestCorrelation,
  equivalentWidth,
  fittedAmplitude,
  peakToPeak,
} from './beatMorphology';
import { BeatClusters } from './beatClusters';
import { dominantBeats } from './dominantBeats';
import { intervalsMatch } from './intervalsMatch';
import { markParoxysmalRuns } from './paroxysmalRuns';
import { PWaveRepetition } from './pWaveRepetition';
import { RecentMean } from './recentMean';
import { RrIrregularity } from './rrIrregularity';

/** A stretch of the recording, in seconds from its start. */
export interface TimeInterval {
  startSeconds: number;
  endSeconds: number;
}

/** Extra inputs of {@link classifyBeats}. */
export interface ClassifyBeatsOptions {
  /** Intervals a user marked "not for analysis"; honoured when `use_user_quality` is on. */
  notForAnalysis?: readonly TimeInterval[];
}

// Window geometry, s: the QRS from 100 ms before to 120 ms after the R peak (a QRS lasts up to
// about 120 ms, and a PVC's R peak may sit anywhere in it), compared at lags of up to 20 ms.
const WINDOW_BEFORE_SECONDS = 0.1;
const WINDOW_SECONDS = 0.22;
const MAX_LAG_SECONDS = 0.02;
// The onset of the QRS, compared with the normal template to tell aberrant conduction from a
// ventricular origin: 60 ms before to 20 ms after the fiducial point (Vereckei's aVR criteria
// look at the first 40 ms of the QRS; a bundle branch block leaves the septal onset unchanged).
const INITIAL_QRS_BEFORE_SECONDS = 0.06;
const INITIAL_QRS_AFTER_SECONDS = 0.02;
// The P wave of a conducted beat: from 300 to 80 ms before the R peak (a PR interval of 120-200
// ms, a P wave of up to 120 ms). A beat whose window matches the patient's sinus P wave as closely
// as a normal QRS matches its template (`normalMatchLimit`) was conducted from the atria: wide or
// odd, it is a bundle branch block or an aberrancy, not a ventricular beat (a ventricular beat has
// no P wave before it, or one at no fixed distance: AV dissociation). The P template is seeded on
// fewer agreeing beats than the QRS one (correlation 0.5 with the medoid: P waves are small and
// noisier).
const P_WINDOW_BEFORE_SECONDS = 0.3;
const P_WINDOW_SECONDS = 0.22;
const P_SEED_MATCH = 0.5;
// A premature beat whose P window matches the sinus P wave this closely is a sinus beat come early,
// not an atrial premature one (chosen on the development records, where 0.93-0.97 all cut a fifth
// of the false SVEBs, 231's conducted beats after its 2:1 block among them, and 0.95 kept the
// most true ones: 1 of 584 lost; the synthetic patients lost 3 of 735).
const SINUS_P_MATCH = 0.95;
// An atrial premature beat resets the sinus node: the interval after it is a normal cycle
// (within 10 %), and the two intervals around it sum to less than 95 % of two cycles, where a
// ventricular beat's fully compensatory pause makes them two cycles (tuned on the synthetic
// patients, whose atrial beats reach 94 % at most and ventricular beats 92 % at least; the
// normal onset, required as well, keeps the overlap out).
const ABERRANT_RESET_TOLERANCE = 0.1;
const ABERRANT_MAX_COMPENSATION = 0.95;
// Above this lower-quartile successive difference (share of the mean RR, see RrIrregularity) the
// rhythm is irregularly irregular (tuned on the synthetic patients' atrial fibrillation, about
// 0.1, against their sinus heart-rate variability, a few hundredths). Ectopic beats closer than
// about eight intervals apart read as irregular too, so some S beats of frequent ectopy become N.
const IRREGULAR_RHYTHM = 0.06;
// ... and when fewer than half of the recent normal beats repeat their P wave (PWaveRepetition),
// half that irregularity is atrial fibrillation too: the measure dips below 0.06 for a few beats
// at a time in atrial fibrillation, and each dip made its premature-looking beats S (development
// records: 62 false SVEBs fewer, 203's 47 → 7, for 12 found fewer and 5 more false VEBs, through
// what the templates learn from the beats now N; synthetic AF patient: 52 → 11 false S). Where P
// waves are lost in noise the rhythm must be irregular as well, so an isolated premature beat of
// sinus rhythm is still S.
const ABSENT_P_SHARE = 0.5;
const ABSENT_P_IRREGULAR_RHYTHM = 0.03;
// Atrial flutter with variable AV conduction is regularly irregular: the ventricular intervals are
// whole multiples (2:1 to 4:1) of one atrial cycle of 150-300 ms (flutter at 200-400/min). A short
// interval there is the conduction changing, not a premature beat: when the beat's interval and
// the 8 before it all lie within 6 % of a cycle of such multiples, at least two different ones
// among them, a normal-shaped beat is N (tuned on the synthetic flutter patient, whose 544
// conducted beats were S; a cycle's few per cent of variation and a few ms of R-peak jitter fit
// in 6 %, and the patients in sinus rhythm lost no atrial premature beat to it).
const FLUTTER_CYCLE_MIN_SECONDS = 0.15;
const FLUTTER_CYCLE_MAX_SECONDS = 0.3;
const FLUTTER_MIN_RATIO = 2;
const FLUTTER_MAX_RATIO = 4;
const FLUTTER_INTERVALS = 9;
const FLUTTER_TOLERANCE = 0.06;
// Templates follow slow morphology changes, each new normal beat weighing 1/8 (OSEA's averaging).
const TEMPLATE_UPDATE = 1 / 8;
// Noise is measured over the second around a beat, leaving out the QRS itself (±60 ms).
const NOISE_HALF_WINDOW_SECONDS = 0.5;
const NOISE_QRS_HALF_SECONDS = 0.06;
// Baseline position = the mean of each 200 ms block: slower than any QRS, faster than breathing.
const BASELINE_BLOCK_SECONDS = 0.2;
// The not-for-analysis share of artifacts is taken over 10 s (one standard ECG strip).
const ARTIFACT_SPAN_SECONDS = 10;
// The RR reference takes no interval longer than 2 s: a pause, a dropped beat or a stretch of
// missing signal is not a cycle of the rhythm (the PhysioNet HRV Toolkit's NN limit,
// `get_hrv -x 0.4 2.0`, as extractNnIntervals uses). One 120 s gap in the mean of 8 intervals
// would otherwise make every later beat "premature".
const MAX_REFERENCE_RR_SECONDS = 2;
// A new regular rhythm is learnt from 4 successive intervals that match each other (differ by less
// than a quarter of their mean, {@link intervalsMatch}): Hamilton's OSEA (rythmchk.c) calls an
// interval after an unknown stretch normal when it and the 3 before it match (RRMatch). Without
// it an abrupt, lasting change of rate (flutter with 2:1 conduction, the end of a bradycardia, the
// signal back after a gap) would keep every beat premature against an NN reference that only
// normal beats can update.
const REGULAR_RUN_INTERVALS = 4;
// ... unless the run is a supraventricular tachycardia: its beats lack the sinus P wave (an ectopic
// or retrograde P, or none), and AAMI EC57 counts each of them S. Such a run stays S for up to 16
// beats (6-8 s at 120-160/min); a regular rhythm without the sinus P that lasts longer is taken as
// the new rhythm here (flutter with 2:1 conduction, or a sinus rate whose P wave the previous T
// wave hides), and a paroxysm that ends by dropping back to the rhythm before it is made S whole
// afterwards (markParoxysmalRuns). Set on the development records (209's SVTA: 116 of 372 SVEBs
// found before, 181 after) against the synthetic patients, whose 2:1 flutter onset and abrupt
// sinus rate changes each cost up to 16 false S beats. (8 beats scored the same on the
// development records and better on the synthetic patients, but lost half of held-out record
// 232's runs of atrial beats at sinus rates: see docs/benchmarks.md.)
const HELD_RUN_BEATS = 16;
// In a very regular rhythm a smaller prematurity is already ectopic: OSEA's RRShort2 (rythmchk.c,
// revision 1.1, "call premature for 12.5 % difference with very regular rhythms") takes an
// interval 12.5 % shorter than the mean of the last 4 NN intervals as premature when each of
// those lies within 1/16 of their mean. We also ask that the next interval be longer again by
// 12.5 %, so that a rhythm that merely speeds up is not called ectopic.
// The 12.5 % is half of RRShort's 25 %: it follows `ectopic_reduction_percent` as half of it.
const REGULAR_NN_COUNT = 4;
const REGULAR_NN_SPREAD = 1 / 16;
const REGULAR_AFTER_FRACTION = 1 / 8;
// Whatever the rhythm's regularity, a beat early by 0.4 of the reduction percent (10 % by
// default) followed by an interval 20 % longer than its own (short-long: the ectopic cycle, then
// the return to the sinus one) is premature. Tuned on the synthetic patients, whose atrial
// premature beats come 15-40 % early with heart-rate variability of the usual size; a sinus
// arrhythmia rarely shortens then lengthens by this much from one beat to the next.
const SHORT_LONG_SHARE = 0.4;
const SHORT_LONG_RECOVERY = 0.2;

interface LeadTemplate {
  samples: Float32Array;
  template: Float64Array;
  amplitude: number;
  width: number;
}

function correlationMatrixMedoid(windows: Float64Array[]): number {
  let best = 0;
  let bestSum = Number.NEGATIVE_INFINITY;
  windows.forEach((window, index) => {
    let sum = 0;
    for (const other of windows) sum += bestCorrelation(window, other, 0).correlation;
    if (sum > bestSum) {
      bestSum = sum;
      best = index;
    }
  });
  return best;
}

/** Seeds a lead's normal template: the mean of the dominant beats that match their medoid. */
function learnTemplate(
  samples: Float32Array,
  peaks: ArrayLike<number>,
  seedBeats: readonly number[],
  before: number,
  length: number,
  matchLimit: number,
): LeadTemplate | null {
  const windows: Float64Array[] = [];
  for (const index of seedBeats) {
    const window = new Float64Array(length);
    if (beatWindow(samples, peaks[index] as number, before, length, window)) windows.push(window);
  }
  if (windows.length === 0) return null;
  const medoid = windows[correlationMatrixMedoid(windows)] as Float64Array;
  const template = new Float64Array(length);
  let count = 0;
  for (const window of windows) {
    if (bestCorrelation(window, medoid, 0).correlation < matchLimit) continue;
    for (let index = 0; index < length; index += 1)
      template[index] = (template[index] as number) + (window[index] as number);
    count += 1;
  }
  for (let index = 0; index < length; index += 1)
    template[index] = (template[index] as number) / Math.max(1, count);
  return {
    samples,
    template,
    amplitude: peakToPeak(template),
    width: equivalentWidth(template),
  };
}

/**
 * RMS of high-frequency noise and baseline excursion around a beat, raw units. The QRS of the
 * beat and those of its neighbours (`previous`, `next`: their R peaks, or -1) are left out of the
 * high-frequency measure: at 150/min (flutter with 2:1 conduction) the next QRS is 400 ms away,
 * inside the second that is measured, and its slopes are not noise.
 */
function noiseAround(
  samples: Float32Array,
  centre: number,
  rate: number,
  previous: number,
  next: number,
) {
  const half = Math.round(NOISE_HALF_WINDOW_SECONDS * rate);
  const qrs = Math.round(NOISE_QRS_HALF_SECONDS * rate);
  const block = Math.max(1, Math.round(BASELINE_BLOCK_SECONDS * rate));
  const from = Math.max(2, centre - half);
  const to = Math.min(samples.length - 2, centre + half);
  let blockSum = 0;
  let blockCount = 0;
  let baselineMin = Number.POSITIVE_INFINITY;
  let baselineMax = Number.NEGATIVE_INFINITY;
  for (let index = from; index < to; index += 1) {
    const value = samples[index] as number;
    if (!Number.isFinite(value)) continue;
    blockSum += value;
    blockCount += 1;
    if (blockCount === block) {
      const mean = blockSum / blockCount;
      if (mean < baselineMin) baselineMin = mean;
      if (mean > baselineMax) baselineMax = mean;
      blockSum = 0;
      blockCount = 0;
    }
  }
  // High-pass by subtracting the 5-point mean: what remains is above about a tenth of the
  // sampling rate, i.e. muscle noise and spikes rather than ECG waves. The QRS is left out.
  let squares = 0;
  let count = 0;
  const qrsFrom = Math.min(to, centre - qrs);
  const qrsTo = Math.max(from, centre + qrs + 1);
  const sideFrom = previous >= 0 ? Math.max(from, previous + qrs + 1) : from;
  const sideTo = next >= 0 ? Math.min(to, next - qrs) : to;
  for (let side = 0; side < 2; side += 1) {
    const start = side === 0 ? sideFrom : qrsTo;
    const end = side === 0 ? qrsFrom : sideTo;
    if (start >= end) continue;
    // The five samples around `index`, rolled along so each is read once.
    let first = samples[start - 2] as number;
    let second = samples[start - 1] as number;
    let value = samples[start] as number;
    let fourth = samples[start + 1] as number;
    for (let index = start; index < end; index += 1) {
      const fifth = samples[index + 2] as number;
      const smooth = (first + second + value + fourth + fifth) / 5;
      // NaN when any of the five is missing (the value itself included).
      if (Number.isFinite(smooth)) {
        squares += (value - smooth) ** 2;
        count += 1;
      }
      first = second;
      second = value;
      value = fourth;
      fourth = fifth;
    }
  }
  return {
    highFrequencyRms: count > 0 ? Math.sqrt(squares / count) : 0,
    baselineExcursion: baselineMax > baselineMin ? baselineMax - baselineMin : 0,
  };
}

/** Marks as Q every beat whose 10 s neighbourhood is more than `threshold` artifact. */
function markNotForAnalysis(beats: Beat[], rate: number, threshold: number): void {
  const half = (ARTIFACT_SPAN_SECONDS / 2) * rate;
  const isArtifact = beats.map((beat) => beat.beatClass === 'Q');
  let from = 0;
  let to = 0;
  let artifacts = 0;
  const noisy: boolean[] = [];
  for (const beat of beats) {
    while (to < beats.length && (beats[to] as Beat).sample <= beat.sample + half) {
      if (isArtifact[to]) artifacts += 1;
      to += 1;
    }
    while ((beats[from] as Beat).sample < beat.sample - half) {
      if (isArtifact[from]) artifacts -= 1;
      from += 1;
    }
    noisy.push(artifacts / (to - from) > threshold);
  }
  noisy.forEach((isNoisy, index) => {
    if (isNoisy) (beats[index] as Beat).beatClass = 'Q';
  });
}

/**
 * Classifies detected beats into the AAMI EC57 classes N, S, V, F and Q from features of each
 * beat (after de Chazal, O'Dwyer & Reilly, IEEE TBME 51(7):1196-1206, 2004, and Hamilton's OSEA
 * classifier): the correlation of its QRS with a running normal template on every lead given,
 * its QRS width relative to the template's, the prematurity of its RR interval against the
 * recent NN average, the compensatory pause after it, and the noise around it.
 *
 * - Q: inside a user's not-for-analysis interval, or the baseline or high-frequency noise around
 *   the beat exceeds its limit (a share of the normal QRS's height, or of the height at which the
 *   beat carries the normal or ventricular shape when taller), or most beats of its 10 s
 *   neighbourhood are Q.
 * - N / S: the QRS matches the normal template and is not wider; S when it is premature, N when
 *   the rhythm is atrial fibrillation or flutter with variable conduction (the short interval is
 *   the rhythm's own); S also, every beat of a paroxysm of supraventricular tachycardia (a regular
 *   run above 140/min that starts with a premature beat and drops back to the rhythm before it
 *   within 2 minutes, {@link markParoxysmalRuns}).
 * - V: the QRS differs strongly from the template, or is wide, or differs moderately and is
 *   premature with a compensatory pause (outside atrial fibrillation) or like the patient's recent
 *   ventricular beats — unless the sinus P wave comes before it at its usual distance: then it
 *   was conducted (bundle branch block, aberrancy) and is N or S.
 * - F: a QRS on time, unlike the normal one but like the recent ventricular beats, that still
 *   shares much with the normal QRS or follows a sinus P wave (a fusion of a normal and a
 *   ventricular activation); V when it is wide, or shares little and has no P wave before it.
 * - V also, on time: a wide QRS that shares little with the normal one (escape, accelerated
 *   idioventricular, or a PVC whose prematurity the rhythm hides); a QRS upside down against the
 *   normal one, unlike it on the second lead too, with no sinus P wave before it (an escape or
 *   idioventricular beat in a bundle branch block, as wide as the normal QRS); a wide QRS unlike
 *   the normal one on both leads from its onset, with no sinus P wave at its distance (a
 *   late-coupled PVC).
 *
 * The normal template is the patient's dominant shape, found by clustering beats from the whole
 * recording ({@link dominantBeats}), not the first beats. After the beat-by-beat pass the beats are
 * clustered by shape and each cluster's majority corrects its dissenters ({@link BeatClusters}):
 * N or F beats of a ventricular cluster become V; an on-time V of a shape seen fewer than five
 * times becomes Q (left for review, not forced into V). Each beat carries a `confidence` (its
 * cluster's agreement with its label; 0.5 for shapes too rare to vote) so that review can start
 * with the least certain beats.
 * @example
 * const beats = classifyBeats([mlii, v1], detectQrs([mlii, v1], 360), 360);
 * const vebCount = beats.filter((beat) => beat.beatClass === 'V').length;
 */
export function classifyBeats(
  leads: Float32Array | readonly Float32Array[],
  rPeaks: ArrayLike<number>,
  samplingRate: number,
  params: Partial<BeatClassifierParams> = {},
  options: ClassifyBeatsOptions = {},
): Beat[] {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const p = { ...DEFAULT_BEAT_CLASSIFIER_PARAMS, ...params };
  const signals = leads instanceof Float32Array ? [leads] : [...leads];
  const primary = signals[0];
  const count = rPeaks.length;
  if (primary === undefined || count === 0) return [];
  const before = Math.round(WINDOW_BEFORE_SECONDS * samplingRate);
  const length = Math.round(WINDOW_SECONDS * samplingRate);
  const maxLag = Math.round(MAX_LAG_SECONDS * samplingRate);
  const seedBeats = dominantBeats(
    primary,
    rPeaks,
    before,
    length,
    p.normalMatchLimit,
    samplingRate,
  );
  const templates: LeadTemplate[] = [];
  for (const lead of signals) {
    if (lead.length !== primary.length) continue;
    const template = learnTemplate(lead, rPeaks, seedBeats, before, length, p.normalMatchLimit);
    if (template) templates.push(template);
  }
  const pBefore = Math.round(P_WINDOW_BEFORE_SECONDS * samplingRate);
  const pLength = Math.round(P_WINDOW_SECONDS * samplingRate);
  const pTemplate = learnTemplate(primary, rPeaks, seedBeats, pBefore, pLength, P_SEED_MATCH);
  const pWindow = new Float64Array(pLength + 2 * maxLag);
  const pAligned = new Float64Array(pLength);
  // The running ventricular template of the primary lead, once a V beat was seen.
  let ventricular: Float64Array | null = null;
  const window = new Float64Array(length + 2 * maxLag);
  // Each lead's beat window aligned on its normal template, kept for the template updates.
  const alignedWindows = templates.map(() => new Float64Array(length));
  const alignedOk = new Uint8Array(templates.length);
  const initialFrom = before - Math.round(INITIAL_QRS_BEFORE_SECONDS * samplingRate);
  const initialTo = before + Math.round(INITIAL_QRS_AFTER_SECONDS * samplingRate);
  const irregularity = new RrIrregularity();
  const pRepetition = new PWaveRepetition(pLength);
  const clusters = new BeatClusters(count, p.normalMatchLimit);
  const excluded = p.use_user_quality ? (options.notForAnalysis ?? []) : [];
  const isExcluded = (seconds: number) =>
    excluded.some((interval) => seconds >= interval.startSeconds && seconds < interval.endSeconds);

  const rr = (index: number) =>
    index <= 0 || index >= count
      ? Number.NaN
      : (rPeaks[index] as number) - (rPeaks[index - 1] as number);
  const firstIntervals = Array.from({ length: Math.min(8, count - 1) }, (_, index) =>
    rr(index + 1),
  );
  firstIntervals.sort((a, b) => a - b);
  const reference = new RecentMean(
    8,
    firstIntervals.length > 0
      ? [firstIntervals[firstIntervals.length >> 1] as number]
      : [samplingRate],
  );
  const beats: Beat[] = new Array<Beat>(count);
  // The rhythm's interval each beat was judged against, samples.
  const expectedIntervals = new Float64Array(count);
  let previousClass: BeatClass = 'N';
  const maxReferenceRr = MAX_REFERENCE_RR_SECONDS * samplingRate;
  const lastNn = new LastIntervals(REGULAR_NN_COUNT, REGULAR_NN_SPREAD);
  /** The RR intervals ending at the last `length` beats up to `index`. */
  const recentIntervals = (index: number, length = REGULAR_RUN_INTERVALS) =>
    Array.from({ length }, (_, back) => rr(index - back));
  /** Whether the beat ends a run of matching intervals between supraventricular beats (N or S,
   * readable, each interval a plausible cycle). */
  const regularRunBefore = (index: number, classified: readonly Beat[]) => {
    if (index < REGULAR_RUN_INTERVALS) return false;
    for (let back = 1; back < REGULAR_RUN_INTERVALS; back += 1) {
      const beatClass = classified[index - back]?.beatClass;
      if (beatClass !== 'N' && beatClass !== 'S') return false;
    }
    let previous = rr(index);
    if (!(previous <= maxReferenceRr)) return false;
    for (let back = 1; back < REGULAR_RUN_INTERVALS; back += 1) {
      const interval = rr(index - back);
      if (!intervalsMatch(interval, previous)) return false;
      previous = interval;
    }
    return true;
  };

  /** How many S beats in a row came just before the beat (counted up to HELD_RUN_BEATS). */
  const supraventricularRunBefore = (index: number, classified: readonly Beat[]) => {
    let run = 0;
    while (run < HELD_RUN_BEATS && classified[index - 1 - run]?.beatClass === 'S') run += 1;
    return run;
  };

  for (let index = 0; index < count; index += 1) {
    const sample = rPeaks[index] as number;
    const rrBefore = rr(index);
    const rrAfter = rr(index + 1);
    const expected = reference.mean(samplingRate);
    expectedIntervals[index] = expected;
    const premature =
      rrBefore < (1 - p.ectopic_reduction_percent / 100) * expected ||
      (lastNn.isRegular() &&
        rrBefore < (1 - p.ectopic_reduction_percent / 200) * lastNn.mean &&
        rrAfter > (1 + REGULAR_AFTER_FRACTION) * rrBefore) ||
      (rrBefore < (1 - (SHORT_LONG_SHARE * p.ectopic_reduction_percent) / 100) * expected &&
        rrAfter > (1 + SHORT_LONG_RECOVERY) * rrBefore);
    const pause = rrAfter > (1 + p.ectopic_extension_percent / 100) * expected;

    let beatClass: BeatClass = 'N';
    // The primary lead's correlation, width and onset, and the second lead's correlation.
    let primaryCorrelation = 1;
    // The second lead's correlation (1 when there is none).
    let secondCorrelation = 1;
    let isWide = false;
    let initialCorrelation = 1;
    let aberrantCall = false;
    let resemblesVentricular = false;
    let measured = 0;
    let noisy = false;
    for (let leadIndex = 0; leadIndex < templates.length; leadIndex += 1) {
      const lead = templates[leadIndex] as LeadTemplate;
      alignedOk[leadIndex] = 0;
      if (!beatWindow(lead.samples, sample, before + maxLag, length + 2 * maxLag, window)) continue;
      const { correlation, lag } = bestCorrelation(window, lead.template, maxLag);
      const aligned = alignedWindows[leadIndex] as Float64Array;
      for (let offset = 0; offset < length; offset += 1)
        aligned[offset] = window[offset + maxLag + lag] as number;
      alignedOk[leadIndex] = 1;
      measured += 1;
      if (leadIndex === 1) secondCorrelation = correlation;
      if (leadIndex !== 0) continue;
      primaryCorrelation = correlation;
      initialCorrelation = segmentCorrelation(aligned, lead.template, initialFrom, initialTo);
      isWide = equivalentWidth(aligned) >= p.wideQrsRatio * lead.width;
      const noise = noiseAround(
        lead.samples,
        sample,
        samplingRate,
        index > 0 ? (rPeaks[index - 1] as number) : -1,
        index + 1 < count ? (rPeaks[index + 1] as number) : -1,
      );
      if (ventricular && bestCorrelation(aligned, ventricular, 0).correlation >= p.normalMatchLimit)
        resemblesVentricular = true;
      // Noise is judged against the normal QRS's amplitude, or the height at which the beat
      // carries the normal or the ventricular shape when that is taller: a ventricular beat two
      // or three times the normal height, with its broad T wave, moves the 200 ms means by more
      // than the normal amplitude without being noise, while an electrode's jump inside a beat's
      // window adds nothing to either shape's height.
      const noiseScale = Math.max(
        lead.amplitude,
        fittedAmplitude(aligned, lead.template),
        ventricular ? fittedAmplitude(aligned, ventricular) : 0,
      );
      noisy =
        noise.highFrequencyRms > p.std_artifact_limit * noiseScale ||
        noise.baselineExcursion > p.baseline_artifact_limit * noiseScale;
    }
    const primaryDiffers = primaryCorrelation < p.normalMatchLimit;
    // Whether the sinus P wave comes before the beat, at its usual distance.
    let conducted = false;
    // How closely the window before the beat matches the sinus P wave (0 when unreadable).
    let pCorrelation = 0;
    let pAlignedOk = false;
    if (pTemplate && beatWindow(primary, sample, pBefore + maxLag, pLength + 2 * maxLag, pWindow)) {
      const { correlation, lag } = bestCorrelation(pWindow, pTemplate.template, maxLag);
      pCorrelation = correlation;
      conducted = correlation >= p.normalMatchLimit;
      for (let offset = 0; offset < pLength; offset += 1)
        pAligned[offset] = pWindow[offset + maxLag + lag] as number;
      pAlignedOk = true;
    }

    if ((excluded.length > 0 && isExcluded(sample / samplingRate)) || noisy || measured === 0)
      beatClass = 'Q';
    else if (premature) {
      // A compensatory pause tells a ventricular beat only where a sinus rhythm goes on
      // undisturbed under it; in atrial fibrillation the next interval is as random as any. With
      // it, a moderate difference is enough: on the first lead, or a strong one on the second (an
      // atrial premature beat whose suppressed sinus node also leaves a long interval after it
      // keeps the normal shape on the first lead and most of it on the second).
      const irregular = irregularity.value() > IRREGULAR_RHYTHM;
      // Atrial fibrillation is irregular without P waves: where the recent beats' P wave does not
      // repeat, half the irregularity is enough (its measure dips below the limit now and then).
      const fibrillation =
        irregular ||
        (pRepetition.share() < ABSENT_P_SHARE && irregularity.value() > ABSENT_P_IRREGULAR_RHYTHM);
      const ventricularShape =
        primaryCorrelation < p.ventricularMatchLimit ||
        (isWide && primaryDiffers) ||
        (pause && (primaryDiffers || secondCorrelation < p.ventricularMatchLimit) && !irregular) ||
        (primaryDiffers && resemblesVentricular);
      // Aberrant conduction of an atrial premature beat: a wide QRS whose onset is the normal
      // one (the block delays only the late activation) and a cycle that resets the sinus node
      // (the next interval is a normal one, no compensatory pause), where a ventricular beat's
      // QRS differs from its onset and leaves the sinus rhythm undisturbed (full pause).
      const aberrant =
        primaryCorrelation >= p.ventricularMatchLimit &&
        initialCorrelation >= p.normalMatchLimit &&
        rrAfter >= (1 - ABERRANT_RESET_TOLERANCE) * expected &&
        rrBefore + rrAfter < 2 * ABERRANT_MAX_COMPENSATION * expected;
      // In an irregularly irregular rhythm (atrial fibrillation), or a regularly irregular one
      // (flutter with variable conduction), a short interval is the rhythm itself, not a
      // premature atrial beat: normal shapes there are N.
      const atrialRhythm =
        fibrillation || flutterConduction(recentIntervals(index, FLUTTER_INTERVALS), samplingRate);
      // A normal-shaped beat come early after the sinus P wave itself is a sinus beat (a sinus
      // arrhythmia, 1:1 conduction back after a 2:1 block): an atrial premature beat's P wave
      // starts elsewhere in the atria and differs.
      const sinusBeat = pCorrelation >= SINUS_P_MATCH;
      const supraventricular = atrialRhythm || sinusBeat ? 'N' : 'S';
      beatClass = ventricularShape && !aberrant && !conducted ? 'V' : supraventricular;
      aberrantCall = ventricularShape && aberrant;
    } else if (isWide && primaryCorrelation < p.ventricularMatchLimit && !conducted)
      beatClass = 'V';
    else if (
      primaryCorrelation < 0 &&
      secondCorrelation < p.ventricularMatchLimit &&
      pCorrelation < P_SEED_MATCH
    )
      // Upside down against the normal QRS, unlike it on the other lead too, and no sinus P wave
      // before it: an escape or idioventricular beat, whatever its width (in a bundle branch
      // block the normal QRS is as wide as a ventricular one).
      beatClass = 'V';
    else if (
      isWide &&
      primaryDiffers &&
      initialCorrelation < p.normalMatchLimit &&
      secondCorrelation < p.normalMatchLimit &&
      !conducted
    )
      // A late-coupled (end-diastolic) ventricular beat: wide, unlike the normal QRS on both leads
      // from its very onset (an aberrant or bundle-branch-blocked beat keeps the normal onset),
      // and no sinus P wave at its distance before it.
      beatClass = 'V';
    else if (primaryDiffers && resemblesVentricular)
      // Like the patient's ventricular beats and unlike the normal ones: V when wide, or when it
      // shares little with the normal QRS and no sinus P wave came before it; otherwise a fusion
      // of the sinus impulse and the ventricular one (F).
      beatClass =
        isWide || (primaryCorrelation < p.ventricularMatchLimit && pCorrelation < P_SEED_MATCH)
          ? 'V'
          : 'F';
    else beatClass = 'N';

    // Learn from clean beats only: the normal template from matching normal beats, the
    // ventricular one from ventricular beats, the RR reference from NN (or all) intervals.
    for (let leadIndex = 0; leadIndex < templates.length; leadIndex += 1) {
      if (alignedOk[leadIndex] === 0) continue;
      const lead = templates[leadIndex] as LeadTemplate;
      const aligned = alignedWindows[leadIndex] as Float64Array;
      if (beatClass === 'N' && !primaryDiffers) {
        blend(lead.template, aligned, TEMPLATE_UPDATE);
        lead.amplitude = peakToPeak(lead.template);
        lead.width = equivalentWidth(lead.template);
      }
      if (beatClass === 'V' && leadIndex === 0) {
        if (ventricular === null) ventricular = Float64Array.from(aligned);
        else blend(ventricular, aligned, TEMPLATE_UPDATE);
      }
    }
    if (pTemplate && pAlignedOk && beatClass === 'N' && !primaryDiffers)
      blend(pTemplate.template, pAligned, TEMPLATE_UPDATE);
    // A short-long pair is an ectopic cycle and the return to the old rhythm, not a new rate.
    const shortLong = rrAfter > (1 + SHORT_LONG_RECOVERY) * rrBefore;
    if (
      beatClass === 'S' &&
      !shortLong &&
      regularRunBefore(index, beats) &&
      (conducted || supraventricularRunBefore(index, beats) >= HELD_RUN_BEATS)
    ) {
      // A lasting regular rhythm at the new rate: learn it, and this beat belongs to it.
      beatClass = 'N';
      reference.reset(recentIntervals(index));
    }
    const normalInterval = beatClass === 'N' && previousClass === 'N';
    if (rrBefore <= maxReferenceRr && (p.use_nn ? normalInterval : beatClass !== 'Q'))
      reference.push(rrBefore);
    if (rrBefore <= maxReferenceRr && normalInterval) lastNn.push(rrBefore);
    if (!premature && beatClass === 'N' && pAlignedOk) pRepetition.add(pAligned);
    previousClass = beatClass;
    irregularity.push(rrBefore);
    beats[index] = { sample, beatClass };
    if (alignedOk[0] === 1 && beatClass !== 'Q')
      clusters.add(index, alignedWindows[0] as Float64Array, premature, aberrantCall);
  }
  clusters.relabel(beats);
  markParoxysmalRuns(beats, rPeaks, expectedIntervals, samplingRate, p.ectopic_reduction_percent);
  markNotForAnalysis(beats, samplingRate, p.not_for_analysis_threshold);
  return beats;
}

/**
 * Whether RR intervals (samples) are the conduction of atrial flutter: each a whole multiple of
 * one atrial cycle within {@link FLUTTER_TOLERANCE} of it, and not all the same multiple.
 */
function flutterConduction(intervals: readonly number[], samplingRate: number): boolean {
  if (!intervals.every(Number.isFinite)) return false;
  const shortest = Math.round(FLUTTER_CYCLE_MIN_SECONDS * samplingRate);
  const longest = Math.round(FLUTTER_CYCLE_MAX_SECONDS * samplingRate);
  for (let cycle = shortest; cycle <= longest; cycle += 1) {
    let firstRatio = 0;
    let mixed = false;
    let fits = true;
    for (const interval of intervals) {
      const ratio = Math.round(interval / cycle);
      if (
        ratio < FLUTTER_MIN_RATIO ||
        ratio > FLUTTER_MAX_RATIO ||
        Math.abs(interval - ratio * cycle) > FLUTTER_TOLERANCE * cycle
      ) {
        fits = false;
        break;
      }
      if (firstRatio === 0) firstRatio = ratio;
      else if (ratio !== firstRatio) mixed = true;
    }
    if (fits && mixed) return true;
  }
  return false;
}

/** Pearson correlation of two windows over the samples `from` to `to` (exclusive). */
function segmentCorrelation(a: Float64Array, b: Float64Array, from: number, to: number): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  const n = to - from;
  for (let index = from; index < to; index += 1) {
    const x = a[index] as number;
    const y = b[index] as number;
    sa += x;
    sb += y;
    saa += x * x;
    sbb += y * y;
    sab += x * y;
  }
  const varianceA = saa - (sa * sa) / n;
  const varianceB = sbb - (sb * sb) / n;
  return varianceA > 0 && varianceB > 0
    ? (sab - (sa * sb) / n) / Math.sqrt(varianceA * varianceB)
    : 0;
}

function blend(into: Float64Array, from: Float64Array, weight: number): void {
  for (let index = 0; index < into.length; index += 1)
    into[index] =
      (into[index] as number) + weight * ((from[index] as number) - (into[index] as number));
}

/** The last few NN intervals, and whether they form a very regular rhythm. */
class LastIntervals {
  private readonly values: Float64Array;
  private count = 0;
  private next = 0;
  /** Mean of the intervals kept (NaN until the buffer is full). */
  mean = Number.NaN;

  constructor(
    capacity: number,
    private readonly spread: number,
  ) {
    this.values = new Float64Array(capacity);
  }

  push(value: number): void {
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.values.length;
    this.count = Math.min(this.values.length, this.count + 1);
    if (this.count < this.values.length) return;
    let sum = 0;
    for (const interval of this.values) sum += interval;
    this.mean = sum / this.values.length;
  }

  /** Whether the buffer is full and each interval lies within `spread` of the mean. */
  isRegular(): boolean {
    if (this.count < this.values.length) return false;
    for (const interval of this.values)
      if (Math.abs(interval - this.mean) > this.spread * this.mean) return false;
    return true;
  }
}
