import { beatWindow, bestCorrelation } from './beatMorphology';
import type { LeadPeaks } from './leadPeaks';

// The second look of detectQrs at its beats, with the whole rhythm and a second lead (when there
// is one) in view.
// The constants were chosen on MIT-BIH record 105 (the noisiest record at hand: electrode-motion
// artifacts that the detection lead shows as QRS-sized spikes) and checked not to change records
// 100 and 106 (ventricular bigeminy, couplets and runs) nor synthetic recordings with ventricular
// runs, atrial fibrillation and muscle noise, which they were not chosen on (docs/decisions.md,
// "QRS detection: the second look").

/** The expected RR interval is the (upper) median of this many intervals before a beat. */
const RR_HISTORY = 8;
/** The rhythm before a beat predicts it when no more than this many of those intervals ... */
const IRREGULAR_ALLOWED = 3;
/** ... are further than this share from their median (atrial fibrillation seldom passes). */
const REGULARITY = 0.2;
/** A beat is on time when its RR interval is within this share of the expected one. */
const ON_TIME = 0.12;
/** A displaced beat's QRS is looked for this far from it, s: an artifact merging with a QRS
 * moved the energy peak by up to 0.27 s on record 105. */
const DISPLACEMENT_REACH = 0.3;
/** Closer than this, s, a deflection belongs to the same complex: moving there changes nothing. */
const DISPLACEMENT_MIN = 0.1;
/** Band-passed deflections below this share of the displaced beat's are not QRS candidates. */
const CANDIDATE_AMPLITUDE = 0.25;
/** After a move, the next RR interval may fit up to this share of the expected RR worse. */
const NEXT_FIT_SLACK = 0.05;
/** A next beat later than this many expected intervals leaves a gap: it cannot judge a move. */
const GAP_INTERVALS = 1.5;
/** An extra beat makes both its RR intervals shorter than this share of the expected one. */
const EXTRA_BEAT_INTERVAL = 0.7;
/** ... while the two beats around it are one expected interval apart, within this share. */
const SPLIT_TOLERANCE = 0.25;
/** ... and the second lead shows it less than this multiple of its recent beats' energy. */
const EXTRA_BEAT_SECOND_LEAD = 1.2;
/** ... and its shape correlates less than this, on average over the two leads, with the mean
 * of its beats before and with the beat after (true beats under heavy muscle noise: over 0.84). */
const UNLIKE_SHAPE = 0.8;
/** With one lead, an extra beat's shape must correlate less than this (at 0.7 MLII alone lost a
 * true beat of record 106, at 0.8 four). */
const UNLIKE_SHAPE_ONE_LEAD = 0.5;
/** With one lead, a displaced beat moves only to a deflection whose shape correlates at least
 * this well with the beats before it ... */
const ALIKE_SHAPE = 0.9;
/** ... and this much better than the displaced beat's ... */
const ALIKE_MARGIN = 0.1;
/** ... both aligned by up to this shift, s (a candidate may be the S wave where the fiducial
 * points of the beats are R waves). */
const CANDIDATE_SHAPE_LAG = 0.05;
/** Shapes are compared over this time either side of the fiducial point, s (the QRS)... */
const SHAPE_HALF_WINDOW = 0.1;
/** ... aligned by up to this shift, s. */
const SHAPE_MAX_LAG = 0.02;
/** A beat's energy is the largest within this time of its fiducial point, s. */
const ENERGY_RADIUS = 0.04;

/** Filter margin of the stretches the review reads, s: over ten time constants of the 5 Hz
 * high-pass (45 ms), so they differ from whole-signal filtering by under 1e-4 of a QRS. */
const FILTER_MARGIN = 0.5;

const filterMargin = (rate: number) => Math.round(FILTER_MARGIN * rate);

/** The upper median of `values` (sorted in place). */
const upperMedian = (values: Float64Array) =>
  values.sort()[Math.floor(values.length / 2)] as number;

// The intervals before a beat, and their sorted copy.
const intervals = new Float64Array(RR_HISTORY);
const sortedIntervals = new Float64Array(RR_HISTORY);

/** The lead features the review reads. */
export interface ReviewLeads {
  /** The detection lead. */
  detection: LeadPeaks;
  /** A simultaneous lead of the same length, when there is one. */
  second?: LeadPeaks | undefined;
}

/**
 * The RR interval the rhythm before beat `index` predicts for it, or NaN when there are too few
 * beats before it or the rhythm is irregular.
 */
function expectedInterval(beats: readonly number[], index: number): number {
  if (index <= RR_HISTORY) return Number.NaN;
  for (let at = 0; at < RR_HISTORY; at += 1) {
    const beat = index - RR_HISTORY + at;
    intervals[at] = (beats[beat] as number) - (beats[beat - 1] as number);
  }
  sortedIntervals.set(intervals);
  const expected = upperMedian(sortedIntervals);
  let irregular = 0;
  for (const interval of intervals)
    if (Math.abs(interval - expected) > REGULARITY * expected) irregular += 1;
  return irregular > IRREGULAR_ALLOWED ? Number.NaN : expected;
}

/** A beat with its neighbours and the interval the rhythm before it predicts, when it does. */
interface RhythmAround {
  expected: number;
  previous: number;
  beat: number;
  next: number;
}

function rhythmAround(beats: readonly number[], index: number): RhythmAround | undefined {
  const expected = expectedInterval(beats, index);
  const previous = beats[index - 1];
  const beat = beats[index];
  const next = beats[index + 1];
  if (Number.isNaN(expected) || previous === undefined || beat === undefined || next === undefined)
    return undefined;
  return { expected, previous, beat, next };
}

/**
 * Where a beat displaced from the rhythm really was: the band-passed deflection of the detection
 * lead at the expected time, when the noise that outgrew the QRS made the energy peak land next
 * to it. Returns the new position or -1 (leave the beat).
 */
function displacedTo(
  beats: readonly number[],
  index: number,
  leads: ReviewLeads,
  rate: number,
  refractory: number,
): number {
  const context = rhythmAround(beats, index);
  if (!context) return -1;
  const { expected, previous, beat, next } = context;
  const misfit = (position: number) => Math.abs(position - previous - expected) / expected;
  if (misfit(beat) <= ON_TIME) return -1;
  const reach = Math.round(DISPLACEMENT_REACH * rate);
  const from = Math.max(beat - reach, previous + refractory);
  const to = Math.min(beat + reach, next - refractory);
  if (from > to) return -1;
  const { offset, filtered } = leads.detection.stretch(
    Math.min(from, beat) - 1,
    Math.max(to, beat) + 2,
    filterMargin(rate),
  );
  const deflection = (position: number) => Math.abs(filtered[position - offset] as number);
  const floor = CANDIDATE_AMPLITUDE * deflection(beat);
  const minShift = Math.round(DISPLACEMENT_MIN * rate);
  let best = -1;
  let bestMisfit = ON_TIME;
  for (let candidate = from; candidate <= to; candidate += 1) {
    const value = deflection(candidate);
    if (value < floor || value < deflection(candidate - 1) || value < deflection(candidate + 1))
      continue;
    const candidateMisfit = misfit(candidate);
    if (candidateMisfit < bestMisfit) {
      best = candidate;
      bestMisfit = candidateMisfit;
    }
  }
  // A deflection of the beat's own complex on time: it was not displaced.
  if (best < 0 || Math.abs(best - beat) < minShift) return -1;
  // The next beat must not fit worse, unless a missed beat left a gap before it.
  const nextMisfit = (position: number) => Math.abs(next - position - expected);
  if (
    next - best <= GAP_INTERVALS * expected &&
    nextMisfit(best) > nextMisfit(beat) + NEXT_FIT_SLACK * expected
  )
    return -1;
  if (!leads.second) {
    // One lead: the new place must look like the beats before, and clearly more than the old.
    const earlier = beats.slice(index - RR_HISTORY, index);
    const likeness = (at: number) =>
      shapeLikeness(leads.detection.samples, earlier, at, rate, CANDIDATE_SHAPE_LAG);
    const there = likeness(best);
    return there >= ALIKE_SHAPE && there >= likeness(beat) + ALIKE_MARGIN ? best : -1;
  }
  // The second lead must show the new place at least as strongly as the old one.
  const radius = Math.round(ENERGY_RADIUS * rate);
  const earlierFirst = best < beat;
  const [first = 0, last = 0] = leads.second.energyNear(
    earlierFirst ? [best, beat] : [beat, best],
    radius,
    filterMargin(rate),
  );
  const [atBest, atBeat] = earlierFirst ? [first, last] : [last, first];
  return atBest > 0 && atBest >= atBeat ? best : -1;
}

/**
 * How much the beat at `candidate` looks like the mean of the beats at `others` in a lead: the
 * best correlation of their baseline-corrected windows within `maxLag` seconds of alignment, or
 * NaN when a window is not available.
 */
function shapeLikeness(
  samples: Float32Array,
  others: readonly number[],
  candidate: number,
  rate: number,
  maxLag = SHAPE_MAX_LAG,
): number {
  const half = Math.round(SHAPE_HALF_WINDOW * rate);
  const lag = Math.round(maxLag * rate);
  const length = 2 * half + 1;
  const template = new Float64Array(length);
  const window = new Float64Array(length);
  for (const other of others) {
    if (!beatWindow(samples, other, half, length, window)) return Number.NaN;
    for (let at = 0; at < length; at += 1)
      template[at] = (template[at] as number) + (window[at] as number) / others.length;
  }
  const shifted = new Float64Array(length + 2 * lag);
  if (!beatWindow(samples, candidate, half + lag, shifted.length, shifted)) return Number.NaN;
  return bestCorrelation(shifted, template, lag).correlation;
}

/**
 * True when beat `index` is an extra beat of noise: it splits an expected interval into two short
 * ones, its detection-lead energy is below the median of the beats before it, the second lead
 * (if any) shows it no more than a little above its beats before (a premature ectopic beat is
 * often large in one), and in the leads it looks neither like those beats (a fast beat of
 * flutter or fibrillation does) nor like the beat after it (a run of ectopic beats does).
 */
function isExtraBeat(
  beats: readonly number[],
  index: number,
  leads: ReviewLeads,
  rate: number,
): boolean {
  const context = rhythmAround(beats, index);
  if (!context) return false;
  const { expected, previous, beat, next } = context;
  const short = EXTRA_BEAT_INTERVAL * expected;
  if (beat - previous >= short || next - beat >= short) return false;
  // The rhythm goes on as if it were not there (an ectopic beat resets it or leaves a pause).
  if (Math.abs(next - previous - expected) > SPLIT_TOLERANCE * expected) return false;
  const radius = Math.round(ENERGY_RADIUS * rate);
  const positions = beats.slice(index - RR_HISTORY, index + 1);
  const weak = (lead: LeadPeaks, multiple: number) => {
    const energy = lead.energyNear(positions, radius, filterMargin(rate));
    const level = upperMedian(energy.slice(0, RR_HISTORY));
    return level > 0 && (energy[RR_HISTORY] as number) < multiple * level;
  };
  if (!weak(leads.detection, 1)) return false;
  if (leads.second && !weak(leads.second, EXTRA_BEAT_SECOND_LEAD)) return false;
  // How much it looks like the beats before it or the beat after it (the first beat of a run of
  // ectopic beats is like the next); a gap in a window counts as alike: the beat stays.
  const earlier = positions.slice(0, RR_HISTORY);
  const likeness = ({ samples }: LeadPeaks) => {
    const value = Math.max(
      shapeLikeness(samples, earlier, beat, rate),
      shapeLikeness(samples, [next], beat, rate),
    );
    return Number.isNaN(value) ? 1 : value;
  };
  if (!leads.second) return likeness(leads.detection) < UNLIKE_SHAPE_ONE_LEAD;
  return (likeness(leads.detection) + likeness(leads.second)) / 2 < UNLIKE_SHAPE;
}

/**
 * The second look of `detectQrs` at its beats (fiducial sample indices, increasing), with
 * the rhythm around each and the second lead if there is one: in a regular rhythm, a beat that
 * came off time while a QRS-like deflection sits at the expected time, and the second lead shows
 * it there at least as strongly (with one lead: it looks like the beats before), is moved there
 * (an artifact next to the QRS outgrew it in the detection lead); then a beat that splits an
 * expected RR interval into two short ones, is weak in the leads and looks like no beat around
 * it is dropped (an artifact). Returns the reviewed beats, increasing. A beat is never added:
 * search-back did that.
 * @param refractory the refractory period in samples: moved beats keep it from their neighbours
 */
export function reviewBeats(
  beats: readonly number[],
  leads: ReviewLeads,
  rate: number,
  refractory: number,
): number[] {
  const reviewed = [...beats];
  for (let index = 1; index < reviewed.length - 1; index += 1) {
    const position = displacedTo(reviewed, index, leads, rate, refractory);
    if (position >= 0) reviewed[index] = position;
  }
  for (let index = 1; index < reviewed.length - 1; index += 1)
    if (isExtraBeat(reviewed, index, leads, rate)) {
      reviewed.splice(index, 1);
      index -= 1;
    }
  return reviewed;
}
