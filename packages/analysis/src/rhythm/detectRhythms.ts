import { BEAT_HALF_WIDTH_SECONDS, singleBeatEvent } from '../events/beatClasses';
import type { Beat, BeatClass } from '../events/beatClasses';
import type { HolterEventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { DEFAULT_HOLTER_DETECTOR_PARAMS, type HolterDetectorParams } from './holterDetectorParams';
import { rrIrregularity } from './rrIrregularity';

type HolterEvent = DetectedEvent<HolterEventType>;

// A run of ectopic beats is a tachycardia (or an idioventricular rhythm) from 3 beats on: the
// conventional definition of a ventricular or supraventricular run (e.g. ACC/AHA/HRS 2006
// guidelines for ventricular arrhythmias, Zipes DP et al., Circulation 2006;114:e385-e484).
const MIN_RUN_BEATS = 3;
// Bigeminy and trigeminy are named from three consecutive cycles of the pattern on (MIT-BIH's
// '(B' and '(T' episodes start with the first cycle; three make the pattern a rhythm).
const MIN_PATTERN_CYCLES = 3;
// AF is judged over 64 RR intervals (half the 128 of Dash et al. 2009, to catch shorter
// paroxysms), advanced by 16 beats, and needs at least half of them usable.
const AF_WINDOW_BEATS = 64;
const AF_WINDOW_STEP = 16;
// Sinus stretches shorter than this between other rhythms are not worth an episode, s.
const MIN_SINUS_SECONDS = 1;

interface Span {
  startSeconds: number;
  endSeconds: number;
}

/** Extra inputs of {@link detectRhythms}. */
export interface DetectRhythmsOptions {
  /** Stretches without readable signal (s from the start, sorted by start), e.g. where the
   * electrodes were off and the recorder stored no value. They are `ARTIFACT` episodes; an RR
   * interval across one is not a pause and counts in no rate or irregularity window. */
  unreadable?: readonly Span[];
  /** Atrial flutter episodes found from the atrial waves (`detectAtrialFlutter`), sorted.
   * They are `ATRIAL_FLUTTER` episodes; AF is not sought inside them (the varying conduction of
   * flutter makes the RR intervals irregular too) and they are not sinus rhythm. */
  flutter?: readonly Span[];
}

/** Whether [from, to] overlaps any of the spans. */
function overlapsAny(spans: readonly Span[], from: number, to: number): boolean {
  return spans.some((span) => span.startSeconds < to && span.endSeconds > from);
}

/** 1 for each beat whose RR interval (from the beat before) crosses an unreadable stretch. */
function intervalsAcross(times: readonly number[], unreadable: readonly Span[]): Uint8Array {
  const crosses = new Uint8Array(times.length);
  let gap = 0;
  for (let index = 1; index < times.length; index += 1) {
    const from = times[index - 1] as number;
    const to = times[index] as number;
    while (gap < unreadable.length && (unreadable[gap] as Span).endSeconds <= from) gap += 1;
    const current = unreadable[gap];
    if (current && current.startSeconds < to) crosses[index] = 1;
  }
  return crosses;
}

/** Joins overlapping or touching spans (sorted by start) into episodes. */
function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.startSeconds - b.startSeconds);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.startSeconds <= last.endSeconds)
      last.endSeconds = Math.max(last.endSeconds, span.endSeconds);
    else merged.push({ ...span });
  }
  return merged;
}

/** The lower 95 % limit of the turning-point ratio of n random intervals (Kendall & Stuart). */
function randomTurningPointFloor(intervals: number): number {
  const points = Math.max(1, intervals - 2);
  const mean = (2 * points) / 3;
  const deviation = Math.sqrt((16 * intervals - 29) / 90);
  return (mean - 1.96 * deviation) / points;
}

/** Index ranges [first, last] of runs of at least `minLength` consecutive beats of a class. */
function classRuns(classes: readonly BeatClass[], beatClass: BeatClass, minLength: number) {
  const runs: [number, number][] = [];
  let start = -1;
  for (let index = 0; index <= classes.length; index += 1) {
    if (classes[index] === beatClass) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      if (index - start >= minLength) runs.push([start, index - 1]);
      start = -1;
    }
  }
  return runs;
}

/** Whether `classes` holds `pattern` from `start` on. */
function matchesAt(classes: readonly BeatClass[], pattern: readonly BeatClass[], start: number) {
  for (let offset = 0; offset < pattern.length; offset += 1)
    if (classes[start + offset] !== pattern[offset]) return false;
  return true;
}

/** Index ranges of at least `minCycles` back-to-back repetitions of `pattern` (e.g. N V). */
function patternRuns(
  classes: readonly BeatClass[],
  pattern: readonly BeatClass[],
  minCycles: number,
) {
  const runs: [number, number][] = [];
  let index = 0;
  while (index < classes.length) {
    let cycles = 0;
    while (matchesAt(classes, pattern, index + cycles * pattern.length)) cycles += 1;
    if (cycles >= minCycles) {
      runs.push([index, index + cycles * pattern.length - 1]);
      index += cycles * pattern.length;
    } else index += 1;
  }
  return runs;
}

/**
 * Finds the rhythm episodes of a Holter recording from its classified beats (times in seconds
 * from the start): atrial fibrillation (irregular RR by normalised RMSSD over `af_threshold` and a
 * random turning-point ratio), bradycardia and tachycardia (mean rate over `brad_tach_win_time`
 * below `max_brad_HR` or above `min_tach_HR`), pauses (RR over `pause_time`), supraventricular
 * and ventricular tachycardia (3 or more consecutive S or V beats above `min_tach_HR`),
 * ventricular bradycardia (3 or more V at or below it: an idioventricular rhythm), ventricular
 * bigeminy (N V repeated) and trigeminy (N N V repeated), isolated ectopic, fusion and artifact
 * beats, and sinus rhythm in between. Atrial flutter needs atrial-wave analysis: it comes in
 * as `options.flutter` (`detectAtrialFlutter`).
 * @example
 * const events = detectRhythms(classifyBeats(leads, rPeaks, 250), 250, { pause_time: 2.5 });
 */
export function detectRhythms(
  beats: readonly Beat[],
  samplingRate: number,
  params: Partial<HolterDetectorParams> = {},
  options: DetectRhythmsOptions = {},
): HolterEvent[] {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const p = { ...DEFAULT_HOLTER_DETECTOR_PARAMS, ...params };
  if (beats.length === 0) return [];
  const times = beats.map((beat) => beat.sample / samplingRate);
  const classes = beats.map((beat) => beat.beatClass);
  const time = (index: number) => times[index] as number;
  const events: HolterEvent[] = [];
  const add = (type: HolterEventType, startSeconds: number, endSeconds: number) =>
    events.push({ type, startSeconds, endSeconds });
  const runRate = ([first, last]: [number, number]) =>
    last > first ? (60 * (last - first)) / (time(last) - time(first)) : 0;

  const unreadable = options.unreadable ?? [];
  const flutter = options.flutter ?? [];
  const acrossGap = intervalsAcross(times, unreadable);

  // Artifact stretches (artifact beats and unreadable signal), then pauses between two readable
  // beats.
  const artifacts = classRuns(classes, 'Q', 1).map(([first, last]) => ({
    startSeconds: time(first) - BEAT_HALF_WIDTH_SECONDS,
    endSeconds: time(last) + BEAT_HALF_WIDTH_SECONDS,
  }));
  for (const span of mergeSpans([...artifacts, ...unreadable]))
    add('ARTIFACT', span.startSeconds, span.endSeconds);
  for (let index = 1; index < beats.length; index += 1) {
    if (classes[index] === 'Q' || classes[index - 1] === 'Q' || acrossGap[index] === 1) continue;
    if (time(index) - time(index - 1) > p.pause_time) add('PAUSE', time(index - 1), time(index));
  }

  // Ectopic runs and single ectopic beats.
  const runSpans: Span[] = [];
  const inRun = new Uint8Array(beats.length);
  for (const [beatClass, fast, slow] of [
    ['V', 'VENTRICULAR_TACHYCARDIA', 'VENTRICULAR_BRADYCARDIA'],
    ['S', 'SUPRAVENTRICULAR_TACHYCARDIA', null],
  ] as const) {
    for (const run of classRuns(classes, beatClass, MIN_RUN_BEATS)) {
      const type = runRate(run) > p.min_tach_HR ? fast : slow;
      if (type === null) continue;
      add(type, time(run[0]), time(run[1]));
      runSpans.push({ startSeconds: time(run[0]), endSeconds: time(run[1]) });
      inRun.fill(1, run[0], run[1] + 1);
    }
  }
  classes.forEach((beatClass, index) => {
    const single = inRun[index] ? null : singleBeatEvent(beatClass, time(index));
    if (single) add(single.type, single.startSeconds, single.endSeconds);
  });

  // Bigeminy and trigeminy.
  for (const [pattern, type] of [
    [['N', 'V'], 'VENTRICULAR_BIGEMINY'],
    [['N', 'N', 'V'], 'VENTRICULAR_TRIGEMINY'],
  ] as const) {
    for (const [first, last] of patternRuns(classes, pattern, MIN_PATTERN_CYCLES)) {
      add(type, time(first), time(last));
      runSpans.push({ startSeconds: time(first), endSeconds: time(last) });
    }
  }

  // Atrial fibrillation over windows of RR intervals between readable, non-ventricular beats.
  const afSpans: Span[] = [];
  // 1 where the RR interval ending at a beat is usable: neither beat is Q, V or F.
  const usable = new Uint8Array(beats.length);
  const irregularityExcluded = (beatClass: BeatClass | undefined) =>
    beatClass === 'Q' || beatClass === 'V' || beatClass === 'F';
  for (let index = 1; index < beats.length; index += 1)
    usable[index] =
      irregularityExcluded(classes[index]) ||
      irregularityExcluded(classes[index - 1]) ||
      acrossGap[index] === 1
        ? 0
        : 1;
  const intervals = new Float64Array(AF_WINDOW_BEATS);
  for (let start = 1; start + AF_WINDOW_BEATS <= beats.length; start += AF_WINDOW_STEP) {
    let intervalCount = 0;
    for (let index = start; index < start + AF_WINDOW_BEATS; index += 1) {
      if (usable[index] === 0) continue;
      intervals[intervalCount] = time(index) - time(index - 1);
      intervalCount += 1;
    }
    if (intervalCount < AF_WINDOW_BEATS / 2) continue;
    const { normalisedRmssd, turningPointRatio } = rrIrregularity(
      intervals.subarray(0, intervalCount),
    );
    if (
      normalisedRmssd > p.af_threshold &&
      turningPointRatio >= randomTurningPointFloor(intervalCount) &&
      !overlapsAny(flutter, time(start - 1), time(start + AF_WINDOW_BEATS - 1))
    )
      afSpans.push({
        startSeconds: time(start - 1),
        endSeconds: time(start + AF_WINDOW_BEATS - 1),
      });
  }
  const fibrillation = mergeSpans(afSpans);
  for (const span of fibrillation) add('ATRIAL_FIBRILLATION', span.startSeconds, span.endSeconds);
  for (const span of flutter) add('ATRIAL_FLUTTER', span.startSeconds, span.endSeconds);

  // Bradycardia and tachycardia: mean rate over windows of brad_tach_win_time, half overlapping.
  const slow: Span[] = [];
  const fast: Span[] = [];
  const span = p.brad_tach_win_time;
  // artifactsBefore[i]: Q beats, and beats after an unreadable stretch, among the first i beats.
  const artifactsBefore = new Int32Array(beats.length + 1);
  for (let index = 0; index < beats.length; index += 1)
    artifactsBefore[index + 1] =
      (artifactsBefore[index] as number) +
      (classes[index] === 'Q' || acrossGap[index] === 1 ? 1 : 0);
  let first = 0;
  let last = 0;
  for (
    let windowStart = time(0);
    windowStart + span <= time(beats.length - 1);
    windowStart += span / 2
  ) {
    while (first < beats.length && time(first) < windowStart) first += 1;
    while (last + 1 < beats.length && time(last + 1) <= windowStart + span) last += 1;
    const hasArtifact =
      last >= first && (artifactsBefore[last + 1] as number) > (artifactsBefore[first] as number);
    if (last <= first || hasArtifact) continue;
    const rate = (60 * (last - first)) / (time(last) - time(first));
    if (rate < p.max_brad_HR)
      slow.push({ startSeconds: windowStart, endSeconds: windowStart + span });
    else if (rate > p.min_tach_HR) fast.push({ startSeconds: time(first), endSeconds: time(last) });
  }
  for (const episode of mergeSpans(slow))
    add('BRADYCARDIA', episode.startSeconds, episode.endSeconds);
  for (const episode of mergeSpans(fast))
    add('TACHYCARDIA', episode.startSeconds, episode.endSeconds);

  // Sinus rhythm wherever no other rhythm, pause or artifact is.
  const occupied = mergeSpans([
    ...fibrillation,
    ...flutter,
    ...runSpans,
    ...events.filter((event) => event.type === 'ARTIFACT' || event.type === 'PAUSE'),
  ]);
  let cursor = time(0);
  for (const other of [
    ...occupied,
    { startSeconds: time(beats.length - 1), endSeconds: Number.POSITIVE_INFINITY },
  ]) {
    if (other.startSeconds - cursor >= MIN_SINUS_SECONDS) add('SINUS', cursor, other.startSeconds);
    cursor = Math.max(cursor, other.endSeconds);
  }
  return events.sort((a, b) => a.startSeconds - b.startSeconds || a.endSeconds - b.endSeconds);
}
