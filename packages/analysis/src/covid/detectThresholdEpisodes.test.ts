import { describe, expect, it } from 'vitest';
import { detectThresholdEpisodes, type ThresholdEpisodeRule } from './detectThresholdEpisodes';

const tachycardia: ThresholdEpisodeRule = {
  threshold: 110,
  direction: 'above',
  minimumSeconds: 300,
  mergeGapSeconds: 300,
};

/** 1 Hz pulse at `level`, with `high` bpm from `from` to `to` seconds. */
function pulse(seconds: number, level: number, stretches: [number, number, number][] = []) {
  const samples = new Float32Array(seconds).fill(level);
  for (const [from, to, high] of stretches) samples.fill(high, from, to);
  return samples;
}
const allUsable = (length: number) => new Uint8Array(length).fill(1);

describe('detectThresholdEpisodes', () => {
  it('reports a 10-minute tachycardia with its edges to within a step', () => {
    const samples = pulse(3600, 80, [[1200, 1800, 125]]);
    const episodes = detectThresholdEpisodes(samples, 1, allUsable(3600), tachycardia);
    expect(episodes).toHaveLength(1);
    expect(episodes[0]!.startSeconds).toBeGreaterThanOrEqual(1170);
    expect(episodes[0]!.startSeconds).toBeLessThanOrEqual(1215);
    expect(episodes[0]!.endSeconds).toBeGreaterThanOrEqual(1785);
    expect(episodes[0]!.endSeconds).toBeLessThanOrEqual(1830);
    expect(episodes[0]!.extremeValue).toBe(125);
  });

  it('ignores exertion shorter than the minimum duration', () => {
    const samples = pulse(3600, 80, [[1200, 1440, 130]]);
    expect(detectThresholdEpisodes(samples, 1, allUsable(3600), tachycardia)).toEqual([]);
  });

  it('ignores isolated noisy readings however extreme', () => {
    const samples = pulse(3600, 80);
    for (let second = 0; second < 3600; second += 7) samples[second] = 190;
    expect(detectThresholdEpisodes(samples, 1, allUsable(3600), tachycardia)).toEqual([]);
  });

  it('does not use readings marked unusable', () => {
    const samples = pulse(3600, 80, [[1200, 1800, 150]]);
    const usable = allUsable(3600).fill(0, 1200, 1800);
    expect(detectThresholdEpisodes(samples, 1, usable, tachycardia)).toEqual([]);
  });

  it('joins two episodes closer than the merge gap and keeps farther ones apart', () => {
    const close = pulse(7200, 80, [
      [600, 1200, 120],
      [1380, 2000, 120],
    ]);
    expect(detectThresholdEpisodes(close, 1, allUsable(7200), tachycardia)).toHaveLength(1);
    const apart = pulse(7200, 80, [
      [600, 1200, 120],
      [2400, 3000, 120],
    ]);
    expect(detectThresholdEpisodes(apart, 1, allUsable(7200), tachycardia)).toHaveLength(2);
  });

  it('finds a desaturation below the threshold from 1 %-resolution readings averaging 93.6', () => {
    // 60 % of readings 94, 40 % 93: no reading is below 94 most of the time, the mean is.
    const samples = Float32Array.from({ length: 3600 }, (_, index) =>
      index >= 1200 && index < 2100 && index % 5 < 2 ? 93 : 94,
    );
    for (let index = 0; index < 1200; index += 1) samples[index] = 97;
    for (let index = 2100; index < 3600; index += 1) samples[index] = 97;
    const episodes = detectThresholdEpisodes(samples, 1, allUsable(3600), {
      threshold: 94,
      direction: 'below',
      minimumSeconds: 300,
      mergeGapSeconds: 300,
    });
    expect(episodes).toHaveLength(1);
    expect(episodes[0]!.extremeValue).toBeGreaterThan(93.5);
    expect(episodes[0]!.extremeValue).toBeLessThan(93.8);
  });

  it('works on sparse readings: a thermometer read once a minute', () => {
    const samples = new Float32Array(240).fill(36.8);
    samples.fill(38.6, 60, 120);
    const episodes = detectThresholdEpisodes(samples, 1 / 60, allUsable(240), {
      threshold: 38,
      direction: 'above',
      minimumSeconds: 300,
      mergeGapSeconds: 300,
    });
    expect(episodes).toHaveLength(1);
    expect(episodes[0]!.endSeconds - episodes[0]!.startSeconds).toBeGreaterThanOrEqual(3300);
  });
});
