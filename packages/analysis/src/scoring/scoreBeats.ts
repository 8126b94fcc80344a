import { BEAT_SYMBOLS } from './beatSymbols';
import { matchBeats } from './matchBeats';

/** A reference annotation: its time in samples and its symbol ('N', 'V', '+', '~'...). */
export interface ReferenceAnnotation {
  sample: number;
  symbol: string;
}

export interface ScoreBeatsOptions {
  /** Largest distance between a reference and a detected beat that still matches, s.
   * @default 0.15 (ANSI/AAMI EC57 and WFDB bxb) */
  matchWindowSeconds?: number;
  /** Beats before this time are not scored (the detector's learning period), s.
   * @default 300 (EC57 and bxb: scoring starts 5 minutes into the record) */
  startSeconds?: number;
  /** Beats at or after this time are not scored, s. @default the end of the record */
  endSeconds?: number;
}

/** Beat-by-beat agreement of a detector with reference annotations (AAMI EC57 gross statistics). */
export interface BeatScore {
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  /** TP / (TP + FN), or null when nothing was to be found. */
  sensitivity: number | null;
  /** TP / (TP + FP), or null when nothing was detected. */
  positivePredictivity: number | null;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * Which samples are scored: those from `startSeconds` (5 minutes) to `endSeconds`, outside the
 * reference's ventricular flutter or fibrillation episodes (from a '[' annotation to the next
 * ']', or to the end): bxb reads no reference beat there and counts no detected one, since
 * nobody can label the beats of VF one by one.
 */
export function scoredSamples(
  reference: readonly ReferenceAnnotation[],
  samplingRate: number,
  options: ScoreBeatsOptions = {},
): (sample: number) => boolean {
  const start = (options.startSeconds ?? 300) * samplingRate;
  const end = (options.endSeconds ?? Number.POSITIVE_INFINITY) * samplingRate;
  const fibrillation: [number, number][] = [];
  for (const annotation of [...reference].sort((a, b) => a.sample - b.sample)) {
    const open = fibrillation.at(-1);
    if (annotation.symbol === '[' && !(open && open[1] === Number.POSITIVE_INFINITY))
      fibrillation.push([annotation.sample, Number.POSITIVE_INFINITY]);
    else if (annotation.symbol === ']' && open && open[1] === Number.POSITIVE_INFINITY)
      open[1] = annotation.sample;
  }
  return (sample) =>
    sample >= start &&
    sample < end &&
    !fibrillation.some(([from, to]) => sample >= from && sample <= to);
}

/**
 * Scores detected beats against reference annotations as WFDB `bxb` does (ANSI/AAMI EC57):
 * only beat annotations count, a reference and a detected beat match when they are at most
 * 150 ms apart (each pairs with its nearest counterpart), and the first 5 minutes and ventricular
 * flutter or fibrillation are not scored ({@link scoredSamples}).
 * Matching runs over the whole record so that a beat just inside the scored span can still pair
 * with a counterpart just outside it.
 * @example
 * const { sensitivity, positivePredictivity } = scoreBeats(annotations, detectQrs(mlii, 360), 360);
 */
export function scoreBeats(
  reference: readonly ReferenceAnnotation[],
  detected: ArrayLike<number>,
  samplingRate: number,
  options: ScoreBeatsOptions = {},
): BeatScore {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const window = (options.matchWindowSeconds ?? 0.15) * samplingRate;
  const scored = scoredSamples(reference, samplingRate, options);
  const references = reference
    .filter((annotation) => BEAT_SYMBOLS.has(annotation.symbol))
    .map((annotation) => annotation.sample)
    .sort((a, b) => a - b);
  const detections = Array.from(detected).sort((a, b) => a - b);

  const { referenceMatch, detectionMatch } = matchBeats(references, detections, window);
  let truePositives = 0;
  let falseNegatives = 0;
  let falsePositives = 0;
  references.forEach((ref, index) => {
    if (!scored(ref)) return;
    if (referenceMatch[index] === -1) falseNegatives += 1;
    else truePositives += 1;
  });
  detections.forEach((det, index) => {
    if (scored(det) && detectionMatch[index] === -1) falsePositives += 1;
  });
  return {
    truePositives,
    falseNegatives,
    falsePositives,
    sensitivity: ratio(truePositives, truePositives + falseNegatives),
    positivePredictivity: ratio(truePositives, truePositives + falsePositives),
  };
}
