import type { Desaturation } from './detectDesaturations';
import type { Interval } from './intervals';
import type { RespiratoryDetectorParams } from './respiratoryDetectorParams';

/** A movement this long before a fall's start still counts as its cause, s: the probe moves
 * first and the reading follows. */
const MOVEMENT_LEAD_SECONDS = 2;

/**
 * Leaves out the desaturations that are finger-probe motion artefacts: the fall reached its nadir
 * in less than `motionArtifactFallSeconds` while the body was moving (a movement under way from
 * {@link MOVEMENT_LEAD_SECONDS} before the fall's start to its nadir). A real desaturation follows
 * a breathing event of at least 10 s and falls over about as long; a probe jolted during a turn
 * reads falsely low within seconds. Both lists are in time order; `movements` is a sorted union.
 */
export function withoutMotionArtifacts(
  desaturations: readonly Desaturation[],
  movements: readonly Interval[],
  params: Pick<RespiratoryDetectorParams, 'motionArtifactFallSeconds'>,
): Desaturation[] {
  const kept: Desaturation[] = [];
  let next = 0;
  for (const desaturation of desaturations) {
    const from = desaturation.startSeconds - MOVEMENT_LEAD_SECONDS;
    while (next < movements.length && (movements[next] as Interval).endSeconds <= from) next += 1;
    const movement = movements[next];
    const fast =
      desaturation.nadirSeconds - desaturation.startSeconds < params.motionArtifactFallSeconds;
    if (fast && movement && movement.startSeconds <= desaturation.nadirSeconds) continue;
    kept.push(desaturation);
  }
  return kept;
}
