import type { NnSeries } from '../hrv/nnIntervals';

/**
 * Bauer et al. 2006: an interval longer than its predecessor is a deceleration anchor only if it
 * is longer by less than 5 %, so that artifacts and missed beats do not become anchors.
 */
export const DC_MAX_ANCHOR_PROLONGATION = 0.05;

/**
 * Deceleration capacity of heart rate by phase-rectified signal averaging (Bauer et al. 2006,
 * "Deceleration capacity of heart rate as a predictor of mortality after myocardial infarction",
 * Lancet 367:1674-1681): every NN interval longer than the one before (by less than 5 %) is an
 * anchor; the intervals around the anchors are averaged into X, aligned on the anchor X(0), and
 * DC = [X(0) + X(1) − X(−1) − X(−2)] / 4, in ms. Only anchors whose four intervals X(−2)…X(1)
 * are successive NN intervals (no excluded beat between them) are used. Null without anchors.
 * Values ≤ 2.5 ms marked high risk after infarction in that study.
 */
export function decelerationCapacity(series: NnSeries): number | null {
  const { intervals, followsPrevious } = series;
  let sum = 0;
  let anchors = 0;
  for (let index = 2; index < intervals.length - 1; index += 1) {
    if (
      followsPrevious[index - 1] !== 1 ||
      followsPrevious[index] !== 1 ||
      followsPrevious[index + 1] !== 1
    )
      continue;
    const anchor = intervals[index] as number;
    const previous = intervals[index - 1] as number;
    if (anchor <= previous || anchor > previous * (1 + DC_MAX_ANCHOR_PROLONGATION)) continue;
    sum += anchor + (intervals[index + 1] as number) - previous - (intervals[index - 2] as number);
    anchors += 1;
  }
  return anchors === 0 ? null : sum / (4 * anchors);
}
