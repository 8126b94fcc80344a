import type { Beat } from '../events/beatClasses';
import { intervalsMatch } from './intervalsMatch';

// A paroxysm of supraventricular tachycardia starts with a premature beat and ends at once: the
// rate jumps from the rhythm before it to a regular fast one and drops back. Each of its beats is
// S (AAMI EC57), though after a few beats it is as regular as any rhythm and its P wave, buried in
// the previous T wave at such rates, can read as the sinus one. A regular run is its successive
// intervals matching within a quarter of their mean (OSEA's RRMatch, as classifyBeats learns a new
// rhythm), the whole run at least 25 % faster than the rhythm before it (the prematurity of an
// ectopic beat, `ectopic_reduction_percent`) and faster than 140/min, and the interval after it
// back within that margin of the rhythm before it. Paroxysmal SVT runs at 150-250/min; a sinus
// rhythm speeds up over several beats and rarely passes 140/min at rest (the synthetic Holter's
// sinus tachycardias, 112-130/min, start and end at once, as no sinus node does), and a 2:1 AV
// block giving way to 1:1 conduction doubles a slow rate. Atrial flutter with 2:1 conduction and
// sinus tachycardia can start at once but last: a run longer than 2 minutes is a new rhythm, not a
// paroxysm (the synthetic `svt-runs` patient's paroxysms last 20 and 60 s, its `sinus-rate-jumps`
// and `atrial-flutter-2to1` patients' lasting rhythms 5 and 10 minutes). A shorter paroxysm of
// 2:1 flutter (about 150/min) is taken for an SVT: telling them apart needs the flutter waves,
// which detectAtrialFlutter cannot tell from an atrial tachycardia's P and T waves at a fixed 2:1
// either. The synthetic `flutter-paroxysms` patient measures the cost: 299 false S (40 without
// this rule), against the 189 SVEBs `svt-runs` gains.
const MIN_RUN_BEATS = 3;
const MAX_RUN_SECONDS = 120;
const MIN_TACHYCARDIA_PER_MINUTE = 140;

/**
 * Relabels S every N beat of each paroxysm of supraventricular tachycardia: a run of at least 3
 * supraventricular beats that starts with an S beat, keeps a regular rate above 140/min and more
 * than `reductionPercent` faster than `expected` (the rhythm's interval each beat was judged
 * against, samples), is followed by an interval back within that margin of the rhythm before it,
 * and lasts at most 2 minutes. Runs broken by a ventricular or unclassified beat are left alone.
 * @example
 * markParoxysmalRuns(beats, rPeaks, expectedIntervals, 360, 25);
 */
export function markParoxysmalRuns(
  beats: Beat[],
  rPeaks: ArrayLike<number>,
  expected: ArrayLike<number>,
  samplingRate: number,
  reductionPercent: number,
): void {
  const count = beats.length;
  const rr = (index: number) => (rPeaks[index] as number) - (rPeaks[index - 1] as number);
  const supraventricular = (index: number) => {
    const beatClass = (beats[index] as Beat).beatClass;
    return beatClass === 'N' || beatClass === 'S';
  };
  let start = 1;
  while (start < count - 1) {
    if ((beats[start] as Beat).beatClass !== 'S') {
      start += 1;
      continue;
    }
    const limit = (1 - reductionPercent / 100) * (expected[start] as number);
    let end = start;
    let sum = rr(start);
    while (
      end + 1 < count &&
      supraventricular(end + 1) &&
      intervalsMatch(rr(end + 1), rr(end)) &&
      intervalsMatch(rr(end + 1), sum / (end - start + 1)) &&
      rr(end + 1) < limit
    ) {
      end += 1;
      sum += rr(end);
    }
    const beatsInRun = end - start + 1;
    const lasting = (rPeaks[end] as number) - (rPeaks[start - 1] as number);
    const endsSlower = end + 1 < count && supraventricular(end + 1) && rr(end + 1) >= limit;
    const tachycardia = sum / beatsInRun < (60 / MIN_TACHYCARDIA_PER_MINUTE) * samplingRate;
    if (
      beatsInRun >= MIN_RUN_BEATS &&
      tachycardia &&
      endsSlower &&
      lasting <= MAX_RUN_SECONDS * samplingRate
    )
      for (let index = start; index <= end; index += 1) (beats[index] as Beat).beatClass = 'S';
    start = end + 1;
  }
}
