import { BODY_POSITIONS, type BodyPosition } from '../events/eventTypes';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';

/** A stretch of one body position. */
export interface BodyPositionInterval {
  position: BodyPosition;
  startSeconds: number;
  endSeconds: number;
}

/**
 * Turns a position channel (one code per sample, an index into `BODY_POSITIONS`: abdomen, chest,
 * left side, right side, stationary) into intervals of constant position. Samples that are not a
 * valid code (NaN, out of range) belong to no interval.
 * @example detectBodyPositions({ samples: positionCodes, samplingRate: 1 });
 */
export function detectBodyPositions(position: SampledSignal): BodyPositionInterval[] {
  assertSampledSignal(position, 'bodyPosition');
  const { samples, samplingRate } = position;
  const intervals: BodyPositionInterval[] = [];
  let current: BodyPositionInterval | undefined;
  for (let index = 0; index < samples.length; index += 1) {
    const code = samples[index] as number;
    const name = Number.isInteger(code) ? BODY_POSITIONS[code] : undefined;
    if (current && current.position === name) {
      current.endSeconds = (index + 1) / samplingRate;
      continue;
    }
    current = name
      ? {
          position: name,
          startSeconds: index / samplingRate,
          endSeconds: (index + 1) / samplingRate,
        }
      : undefined;
    if (current) intervals.push(current);
  }
  return intervals;
}
