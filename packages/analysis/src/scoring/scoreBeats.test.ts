import { describe, expect, it } from 'vitest';
import { scoreBeats, type ReferenceAnnotation } from './scoreBeats';

const RATE = 100; // samples per second: 150 ms is 15 samples
const beats = (...samples: number[]): ReferenceAnnotation[] =>
  samples.map((sample) => ({ sample, symbol: 'N' }));
const fromStart = { startSeconds: 0 };

describe('scoreBeats', () => {
  it('matches detections within 150 ms of a reference beat', () => {
    const score = scoreBeats(beats(100, 200, 300), [110, 185, 300], RATE, fromStart);
    expect(score).toEqual({
      truePositives: 3,
      falseNegatives: 0,
      falsePositives: 0,
      sensitivity: 1,
      positivePredictivity: 1,
    });
  });

  it('counts a detection 160 ms away as one false positive and one false negative', () => {
    expect(scoreBeats(beats(100), [116], RATE, fromStart)).toMatchObject({
      truePositives: 0,
      falseNegatives: 1,
      falsePositives: 1,
    });
  });

  it('pairs each reference with its nearest detection; the other one is a false positive', () => {
    const score = scoreBeats(beats(100), [90, 98], RATE, fromStart);
    expect(score).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 0 });
    expect(score.positivePredictivity).toBe(0.5);
  });

  it('gives one detection between two beats to the nearer beat', () => {
    const score = scoreBeats(beats(100, 120), [112], RATE, fromStart);
    expect(score).toMatchObject({ truePositives: 1, falseNegatives: 1, falsePositives: 0 });
  });

  it('scores only beat annotations, never rhythm, noise or artefact annotations', () => {
    const reference: ReferenceAnnotation[] = [
      { sample: 50, symbol: '+' },
      { sample: 100, symbol: 'N' },
      { sample: 200, symbol: '~' },
      { sample: 300, symbol: 'V' },
      { sample: 400, symbol: '|' },
    ];
    const score = scoreBeats(reference, [100, 300], RATE, fromStart);
    expect(score).toMatchObject({ truePositives: 2, falseNegatives: 0, falsePositives: 0 });
  });

  it('scores nothing inside ventricular flutter or fibrillation, whose end may be missing', () => {
    const reference: ReferenceAnnotation[] = [
      ...beats(100),
      { sample: 150, symbol: '[' },
      ...beats(200),
      { sample: 300, symbol: ']' },
      ...beats(400),
      { sample: 500, symbol: '[' },
      ...beats(600),
    ];
    // 250 and 650 lie in VF: no false positive; 200 and 600 no false negative.
    expect(scoreBeats(reference, [100, 250, 400, 650], RATE, fromStart)).toMatchObject({
      truePositives: 2,
      falseNegatives: 0,
      falsePositives: 0,
    });
  });

  it('leaves the first 5 minutes out of the score by default', () => {
    const fiveMinutes = 300 * RATE;
    const reference = beats(100, fiveMinutes - 50, fiveMinutes + 100, fiveMinutes + 200);
    const detected = [5000, fiveMinutes + 100, fiveMinutes + 300];
    expect(scoreBeats(reference, detected, RATE)).toMatchObject({
      truePositives: 1,
      falseNegatives: 1,
      falsePositives: 1,
    });
  });

  it('matches across the start of the scored span so an edge beat is not a miss', () => {
    const score = scoreBeats(beats(1000), [995], RATE, { startSeconds: 9.98 });
    expect(score).toMatchObject({ truePositives: 1, falsePositives: 0, falseNegatives: 0 });
  });

  it('stops scoring at endSeconds and honours a narrower match window', () => {
    const score = scoreBeats(beats(100, 200, 900), [108, 200, 950], RATE, {
      startSeconds: 0,
      endSeconds: 5,
      matchWindowSeconds: 0.05,
    });
    expect(score).toMatchObject({ truePositives: 1, falseNegatives: 1, falsePositives: 1 });
  });

  it('has no ratios when there was nothing to find or nothing found', () => {
    const score = scoreBeats([], [], RATE);
    expect(score.sensitivity).toBeNull();
    expect(score.positivePredictivity).toBeNull();
  });

  it('refuses a sampling rate that is not positive', () => {
    expect(() => scoreBeats([], [], 0)).toThrow(RangeError);
  });
});
