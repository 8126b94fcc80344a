import { BODY_POSITIONS, type BodyPosition } from '@telemed/domain';
import { assertSampledSignal, type SampledSignal } from './sampledSignal';

/** A stretch of one body position. */
export interface BodyPositionInterval {
  position: BodyPosition;
  startSeconds: number;
  endSeconds: number;
}

/** How far a sample may lie from a position code and still be it (EDF scaling errors are ~1e-4). */
export const POSITION_CODE_TOLERANCE = 0.1;

/**
 * Turns a position channel (one code per sample, an index into `BODY_POSITIONS`: abdomen, chest,
 * left side, right side, stationary) into intervals of constant position. A code read back from
 * EDF carries the file's digital-to-physical rounding (1.00003 for 1), so a sample within
 * {@link POSITION_CODE_TOLERANCE} of a code is that code; samples that are not a valid code
 * (NaN, between codes, out of range) belong to no interval.
 * @example detectBodyPositions({ samples: positionCodes, samplingRate: 1 });
 */
export function detectBodyPositions(position: SampledSignal): BodyPositionInterval[] {
  assertSampledSignal(position, 'bodyPosition');
  const { samples, samplingRate } = position;
  const intervals: BodyPositionInterval[] = [];
  let current: BodyPositionInterval | undefined;
  for (let index = 0; index < samples.length; index += 1) {
    const code = samples[index] as number;
    const nearest = Math.round(code);
    const name =
      Math.abs(code - nearest) <= POSITION_CODE_TOLERANCE ? BODY_POSITIONS[nearest] : undefined;
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
