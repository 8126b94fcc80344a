import type { Interval } from './intervals';

/** When a detected event counts as finding a reference event. */
export interface EventMatchOptions {
  /** They overlap by at least this share of the shorter one. @default 0.5 */
  minimumOverlapRatio?: number;
  /** Or their onsets are at most this far apart, s. @default 5 */
  onsetToleranceSeconds?: number;
}

/** Event-by-event agreement of detections with a reference. */
export interface EventScore {
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  /** TP / (TP + FN); null without reference events. */
  sensitivity: number | null;
  /** TP / (TP + FP); null without detections. */
  positivePredictivity: number | null;
  /** Matched pairs as [reference index, detected index]. */
  pairs: [number, number][];
}

/**
 * Scores detected events against reference events one to one. A pair can match when the events
 * overlap by at least half of the shorter one, or begin within 5 s of each other (the usual
 * tolerances of event-level scoring of sleep-disordered breathing, where scorers disagree on
 * onsets by a breath or two); among possible pairs, the largest overlaps are matched first.
 * @example const { sensitivity, positivePredictivity } = scoreEvents(truth.events, detected);
 */
export function scoreEvents(
  reference: readonly Interval[],
  detected: readonly Interval[],
  options: EventMatchOptions = {},
): EventScore {
  const ratio = options.minimumOverlapRatio ?? 0.5;
  const tolerance = options.onsetToleranceSeconds ?? 5;
  const order = detected
    .map((_, index) => index)
    .sort(
      (a, b) => (detected[a] as Interval).startSeconds - (detected[b] as Interval).startSeconds,
    );
  const candidates: { reference: number; detected: number; overlap: number }[] = [];
  let first = 0;
  const referenceOrder = reference
    .map((_, index) => index)
    .sort(
      (a, b) => (reference[a] as Interval).startSeconds - (reference[b] as Interval).startSeconds,
    );
  let longestDetected = 0;
  for (const event of detected)
    longestDetected = Math.max(longestDetected, event.endSeconds - event.startSeconds);
  for (const referenceIndex of referenceOrder) {
    const truth = reference[referenceIndex] as Interval;
    while (
      first < order.length &&
      (detected[order[first] as number] as Interval).startSeconds <
        truth.startSeconds - tolerance - longestDetected
    )
      first += 1;
    for (let position = first; position < order.length; position += 1) {
      const detectedIndex = order[position] as number;
      const found = detected[detectedIndex] as Interval;
      if (found.startSeconds > Math.max(truth.endSeconds, truth.startSeconds + tolerance)) break;
      const overlap =
        Math.min(truth.endSeconds, found.endSeconds) -
        Math.max(truth.startSeconds, found.startSeconds);
      const shorter = Math.min(
        truth.endSeconds - truth.startSeconds,
        found.endSeconds - found.startSeconds,
      );
      const overlapping = overlap > 0 && overlap >= ratio * shorter;
      if (overlapping || Math.abs(found.startSeconds - truth.startSeconds) <= tolerance)
        candidates.push({ reference: referenceIndex, detected: detectedIndex, overlap });
    }
  }
  candidates.sort((a, b) => b.overlap - a.overlap);
  const referenceUsed = new Uint8Array(reference.length);
  const detectedUsed = new Uint8Array(detected.length);
  const pairs: [number, number][] = [];
  for (const candidate of candidates) {
    if (referenceUsed[candidate.reference] || detectedUsed[candidate.detected]) continue;
    referenceUsed[candidate.reference] = 1;
    detectedUsed[candidate.detected] = 1;
    pairs.push([candidate.reference, candidate.detected]);
  }
  const truePositives = pairs.length;
  return {
    truePositives,
    falseNegatives: reference.length - truePositives,
    falsePositives: detected.length - truePositives,
    sensitivity: reference.length > 0 ? truePositives / reference.length : null,
    positivePredictivity: detected.length > 0 ? truePositives / detected.length : null,
    pairs: pairs.sort((a, b) => a[0] - b[0]),
  };
}
