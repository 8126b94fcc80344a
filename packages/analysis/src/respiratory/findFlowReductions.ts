import type { BreathEnvelope } from './breathEnvelope';
import type { Interval } from './intervals';
import type { RespiratoryDetectorParams } from './respiratoryDetectorParams';

/** A stretch of reduced air flow, before it is judged an apnea, a hypopnea or nothing. */
export interface FlowReduction extends Interval {
  /** Time with the flow down by the apnea threshold or more, s. */
  apnoeicSeconds: number;
  /** Time with the flow down by the hypopnea threshold or more, s. */
  hypopnoeicSeconds: number;
  /** Mean flow drop over the reduction, % of baseline. */
  meanDropPercent: number;
}

/** Total length of `[run start - half, run end + half]` over the runs of `mask` in [from, to]. */
function widenedRunSeconds(
  mask: (point: number) => boolean,
  from: number,
  to: number,
  step: number,
  half: number,
) {
  const limitStart = from * step - half;
  const limitEnd = to * step + half;
  let total = 0;
  let coveredUntil = limitStart;
  for (let point = from; point <= to; point += 1) {
    if (!mask(point)) continue;
    let last = point;
    while (last + 1 <= to && mask(last + 1)) last += 1;
    const start = Math.max(coveredUntil, point * step - half);
    const end = Math.min(limitEnd, last * step + half);
    if (end > start) total += end - start;
    coveredUntil = Math.max(coveredUntil, end);
    point = last;
  }
  return total;
}

/**
 * Moves an estimated event start to the end of the last normal expiration: the deepest trough
 * near the estimate belongs to the last full breath (reduced breaths are shallower), and the
 * event begins when the flow has come back up from it (AASM: the event starts at the nadir
 * preceding the first reduced breath).
 */
function refineStart(envelope: BreathEnvelope, estimate: number): number {
  const { smooth, samplingRate: rate, windowSeconds } = envelope;
  const from = Math.max(0, Math.floor((estimate - 1) * rate));
  const to = Math.min(smooth.length, Math.ceil((estimate + windowSeconds / 2) * rate));
  let trough = from;
  for (let index = from; index < to; index += 1)
    if ((smooth[index] as number) < (smooth[trough] as number)) trough = index;
  const depth = smooth[trough] as number;
  if (!(depth < 0)) return estimate;
  let end = trough;
  while (end < to && (smooth[end] as number) < 0.15 * depth) end += 1;
  return end / rate;
}

/**
 * Moves an estimated event end to the onset of the first recovery breath: the largest inspiration
 * near the estimate, followed back to where it started rising (AASM: the event ends at the
 * beginning of the first breath that approximates baseline).
 */
function refineEnd(envelope: BreathEnvelope, estimate: number): number {
  const { smooth, samplingRate: rate, windowSeconds } = envelope;
  const from = Math.max(0, Math.floor((estimate - windowSeconds / 2) * rate));
  const to = Math.min(smooth.length, Math.ceil((estimate + 1.5) * rate));
  let peak = from;
  for (let index = from; index < to; index += 1)
    if ((smooth[index] as number) > (smooth[peak] as number)) peak = index;
  const height = smooth[peak] as number;
  if (!(height > 0)) return estimate;
  let start = peak;
  while (start > from && (smooth[start - 1] as number) > 0.1 * height) start -= 1;
  return start / rate;
}

/**
 * Finds the stretches of reduced flow: a stretch starts where the flow amplitude falls by the
 * hypopnea start threshold or more below its baseline and ends at the first breath back within the
 * stop threshold (AASM: the event ends with the first breath approximating baseline). Because the
 * amplitude is measured over a breath window, a reduction of L seconds shows as L - window; each
 * stretch is widened back by half a window on each side, then its ends are moved to the breath
 * boundaries (end of the last normal expiration, onset of the first recovery inspiration).
 * Invalid points end a stretch.
 */
export function findFlowReductions(
  envelope: BreathEnvelope,
  baseline: Float32Array,
  params: Pick<
    RespiratoryDetectorParams,
    | 'apnea_start_threshold_percent'
    | 'apnea_stop_threshold_percent'
    | 'hypopnea_start_threshold_percent'
  >,
): FlowReduction[] {
  const { amplitude, step, windowSeconds } = envelope;
  const half = windowSeconds / 2;
  const points = amplitude.length;
  const drop = new Float32Array(points);
  for (let point = 0; point < points; point += 1) {
    const value = amplitude[point] as number;
    const reference = baseline[point] as number;
    drop[point] =
      Number.isFinite(value) && reference > 0 ? 100 * (1 - value / reference) : Number.NaN;
  }
  const reductions: FlowReduction[] = [];
  const isApnoeic = (point: number) =>
    (drop[point] as number) >= params.apnea_start_threshold_percent;
  const isHypopnoeic = (point: number) =>
    (drop[point] as number) >= params.hypopnea_start_threshold_percent;
  for (let point = 0; point < points; point += 1) {
    if (!((drop[point] as number) >= params.hypopnea_start_threshold_percent)) continue;
    let last = point;
    while (last + 1 < points && (drop[last + 1] as number) >= params.apnea_stop_threshold_percent)
      last += 1;
    let dropSum = 0;
    for (let inside = point; inside <= last; inside += 1) dropSum += drop[inside] as number;
    const roughStart = Math.max(0, point * step - half);
    const roughEnd = last * step + half;
    const startSeconds = refineStart(envelope, roughStart);
    const endSeconds = refineEnd(envelope, roughEnd);
    const refined = endSeconds - startSeconds > windowSeconds / 2;
    reductions.push({
      startSeconds: refined ? startSeconds : roughStart,
      endSeconds: refined ? endSeconds : roughEnd,
      apnoeicSeconds: widenedRunSeconds(isApnoeic, point, last, step, half),
      hypopnoeicSeconds: widenedRunSeconds(isHypopnoeic, point, last, step, half),
      meanDropPercent: dropSum / (last - point + 1),
    });
    point = last;
  }
  return reductions;
}
