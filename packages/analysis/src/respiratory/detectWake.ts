import type { DetectedEvent } from '../events/detectedEvent';
import { movingPoints, type EffortEnvelope } from './bodyMovements';
import type { BodyPositionInterval } from './detectBodyPositions';
import { unionOf, type Interval } from './intervals';
import type { RespiratoryDetectorParams } from './respiratoryDetectorParams';

/** A wake run needs this many epochs with movement (a single turn in sleep is not wake). */
const MOVING_EPOCHS_FOR_WAKE = 3;
/** Movement epochs this many quiet epochs apart still belong to one wake period. */
const QUIET_EPOCHS_BRIDGED = 1;
/** An epoch moves when it holds at least this much movement, s. */
const MOVEMENT_SECONDS_PER_EPOCH = 1;

/**
 * Wake from a home study without EEG: repeated body movement on the chest belt (excursions larger
 * than `movementRatio` times the breath baseline) in at least three 30-s epochs, with at most one
 * quiet epoch between them, as actigraphy-style wake detection of home sleep apnea tests does;
 * and any time sitting or standing (STATIONARY). Wake after sleep onset without movement is not
 * seen, a known limit of polygraphy without EEG.
 */
export function detectWakeFromEffort(
  effort: EffortEnvelope | undefined,
  positions: readonly BodyPositionInterval[],
  params: Pick<RespiratoryDetectorParams, 'movementRatio' | 'wakeEpochSeconds'>,
): DetectedEvent<'WAKE'>[] {
  const periods: Interval[] = positions
    .filter((interval) => interval.position === 'STATIONARY')
    .map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds }));
  if (effort) {
    const { envelope } = effort;
    const movingAtPoint = movingPoints(effort, params.movementRatio);
    const pointsPerEpoch = Math.max(1, Math.round(params.wakeEpochSeconds / envelope.step));
    const epochs = Math.ceil(movingAtPoint.length / pointsPerEpoch);
    const moving = new Uint8Array(epochs);
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      let movementPoints = 0;
      const end = Math.min(movingAtPoint.length, (epoch + 1) * pointsPerEpoch);
      for (let point = epoch * pointsPerEpoch; point < end; point += 1)
        movementPoints += movingAtPoint[point] as number;
      moving[epoch] = movementPoints * envelope.step >= MOVEMENT_SECONDS_PER_EPOCH ? 1 : 0;
    }
    for (let epoch = 0; epoch < epochs; epoch += 1) {
      if (!moving[epoch]) continue;
      let last = epoch;
      let count = 1;
      for (
        let next = epoch + 1;
        next < epochs && next - last <= QUIET_EPOCHS_BRIDGED + 1;
        next += 1
      ) {
        if (!moving[next]) continue;
        last = next;
        count += 1;
      }
      if (count >= MOVING_EPOCHS_FOR_WAKE)
        periods.push({
          startSeconds: epoch * params.wakeEpochSeconds,
          endSeconds: (last + 1) * params.wakeEpochSeconds,
        });
      epoch = last;
    }
  }
  return unionOf(periods).map((period) => ({ type: 'WAKE', ...period }));
}
