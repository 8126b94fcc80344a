import { describe, expect, it } from 'vitest';
import { detectBodyMovements } from './bodyMovements';
import type { BreathEnvelope } from './breathEnvelope';
import type { Desaturation } from './detectDesaturations';
import { withoutMotionArtifacts } from './oximeterMotionArtifacts';
import { DEFAULT_RESPIRATORY_DETECTOR_PARAMS } from './respiratoryDetectorParams';

const params = DEFAULT_RESPIRATORY_DETECTOR_PARAMS;

/** A desaturation starting at `start` that reaches its nadir `fall` seconds later. */
const desaturation = (start: number, fall: number): Desaturation => ({
  type: 'DESATURATION',
  signal: 'spo2',
  startSeconds: start,
  endSeconds: start + fall + 10,
  nadirSeconds: start + fall,
  dropPercent: 5,
  nadirPercent: 91,
});

describe('withoutMotionArtifacts', () => {
  const movement = { startSeconds: 100, endSeconds: 104 };

  it('leaves out a fall reached in less than motionArtifactFallSeconds during a movement', () => {
    const kept = withoutMotionArtifacts(
      [desaturation(101, 5), desaturation(200, 5), desaturation(300, 12)],
      [movement, { startSeconds: 305, endSeconds: 308 }],
      params,
    );
    // The first is the probe jolted by the movement; the second fell as fast with the body still;
    // the third fell over 12 s (a breathing event's desaturation) though the body moved.
    expect(kept.map((found) => found.startSeconds)).toEqual([200, 300]);
  });

  it('counts a movement from 2 s before the fall to its nadir, and the fall limit exclusive', () => {
    const started = (start: number, fall = 5) =>
      withoutMotionArtifacts([desaturation(start, fall)], [movement], params).length;
    expect(started(105)).toBe(0);
    expect(started(106)).toBe(1);
    expect(started(95)).toBe(0);
    expect(started(94)).toBe(1);
    expect(started(101, 7.9)).toBe(0);
    expect(started(101, 8)).toBe(1);
  });

  it('scores every fall when motionArtifactFallSeconds is 0', () => {
    expect(
      withoutMotionArtifacts([desaturation(101, 5)], [movement], { motionArtifactFallSeconds: 0 }),
    ).toHaveLength(1);
  });
});

describe('detectBodyMovements', () => {
  const step = 0.5;
  const effort = (amplitude: number[]) => ({
    envelope: { step, amplitude: Float32Array.from(amplitude) } as BreathEnvelope,
    baseline: new Float32Array(amplitude.length).fill(1),
  });

  it('joins the belt excursions above movementRatio times the baseline into movements', () => {
    const movements = detectBodyMovements(effort([1, 4, 5, 1, 2.9, 3.5, 1]), [], params);
    expect(movements).toEqual([
      { startSeconds: 0.5, endSeconds: 1.5 },
      { startSeconds: 2.5, endSeconds: 3 },
    ]);
  });

  it('counts 3 s each side of a change of body position, and not a gap in the same one', () => {
    const positions = [
      { position: 'CHEST', startSeconds: 0, endSeconds: 100 },
      { position: 'CHEST', startSeconds: 110, endSeconds: 200 },
      { position: 'LEFT_SIDE', startSeconds: 200, endSeconds: 300 },
    ] as const;
    expect(detectBodyMovements(undefined, positions, params)).toEqual([
      { startSeconds: 197, endSeconds: 203 },
    ]);
  });
});
