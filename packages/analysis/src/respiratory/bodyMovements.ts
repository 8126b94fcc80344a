import type { BreathEnvelope } from './breathEnvelope';
import type { BodyPositionInterval } from './detectBodyPositions';
import { unionOf, type Interval } from './intervals';
import type { RespiratoryDetectorParams } from './respiratoryDetectorParams';

/** The chest belt's breath envelope and its running baseline. */
export interface EffortEnvelope {
  envelope: BreathEnvelope;
  baseline: Float32Array;
}

/** A change of recorded body position is a movement from this long before to this long after it,
 * s: turning over takes a few seconds, and the position channel is sampled about once a second. */
const TURN_SECONDS = 3;

/**
 * Marks the envelope points at which the chest moved more than breathing does: an excursion above
 * `movementRatio` times the breath baseline (1 moving, 0 not).
 */
export function movingPoints(effort: EffortEnvelope, movementRatio: number): Uint8Array {
  const { envelope, baseline } = effort;
  const moving = new Uint8Array(envelope.amplitude.length);
  for (let point = 0; point < moving.length; point += 1)
    if ((envelope.amplitude[point] as number) > movementRatio * (baseline[point] as number))
      moving[point] = 1;
  return moving;
}

/**
 * Body movements as a sorted union of intervals: the runs of moving points of the chest belt
 * ({@link movingPoints}) and the few seconds around each change of body position. Without a belt
 * only the position changes are seen; without either, nothing.
 */
export function detectBodyMovements(
  effort: EffortEnvelope | undefined,
  positions: readonly BodyPositionInterval[],
  params: Pick<RespiratoryDetectorParams, 'movementRatio'>,
): Interval[] {
  const movements: Interval[] = [];
  if (effort) {
    const { step } = effort.envelope;
    const moving = movingPoints(effort, params.movementRatio);
    for (let point = 0; point < moving.length; point += 1) {
      if (!moving[point]) continue;
      const first = point;
      while (point + 1 < moving.length && moving[point + 1]) point += 1;
      movements.push({ startSeconds: first * step, endSeconds: (point + 1) * step });
    }
  }
  for (let index = 1; index < positions.length; index += 1) {
    const { position, startSeconds: change } = positions[index] as BodyPositionInterval;
    if (position === (positions[index - 1] as BodyPositionInterval).position) continue;
    movements.push({ startSeconds: change - TURN_SECONDS, endSeconds: change + TURN_SECONDS });
  }
  return unionOf(movements);
}
