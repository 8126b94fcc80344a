import { describe, expect, it } from 'vitest';
import { buildPyramid, createPyramidBuilder } from './buildPyramid';
import { bruteMinMax, seededRandom, signalWithGaps } from './pyramidTestData';
import { bucketSamples, pyramidLevelSizes, type SignalPyramid } from './signalPyramid';

/** Every bucket of every level against min/max computed directly from the raw samples. */
function expectMatchesBruteForce(pyramid: SignalPyramid, samples: Float32Array): void {
  expect(pyramid.levelSizes).toEqual(
    pyramidLevelSizes(samples.length, pyramid.baseBucket, pyramid.factor),
  );
  pyramid.levels.forEach((pairs, level) => {
    const width = bucketSamples(pyramid, level);
    expect(pairs.length).toBe(2 * (pyramid.levelSizes[level] ?? 0));
    for (let bucket = 0; bucket < pairs.length / 2; bucket += 1) {
      const [min, max] = bruteMinMax(samples, bucket * width, (bucket + 1) * width);
      expect([pairs[2 * bucket], pairs[2 * bucket + 1]], `level ${level} bucket ${bucket}`).toEqual(
        [min, max],
      );
    }
  });
}

describe('buildPyramid', () => {
  it('gives every bucket of every level the min/max of its samples, NaN left out', () => {
    const samples = signalWithGaps(50_000, 7);
    const pyramid = buildPyramid(samples, { sampleRate: 250 });
    expect(pyramid.baseBucket).toBe(16);
    expect(pyramid.factor).toBe(4);
    expect(pyramid.levelSizes).toEqual([3125, 782, 196, 49, 13, 4, 1]);
    expectMatchesBruteForce(pyramid, samples);
  });

  it('marks a bucket with only NaN samples as a gap and keeps partly missing buckets', () => {
    const samples = new Float32Array(64).fill(1);
    samples.fill(Number.NaN, 16, 32); // bucket 1 wholly missing
    samples.fill(Number.NaN, 33, 47); // bucket 2 keeps samples 32 and 47
    samples[32] = -2;
    samples[47] = 5;
    const pyramid = buildPyramid(samples, { sampleRate: 100 });
    expect(Array.from(pyramid.levels[0] ?? [])).toEqual([1, 1, NaN, NaN, -2, 5, 1, 1]);
    expect(Array.from(pyramid.levels[1] ?? [])).toEqual([-2, 5]);
  });

  it('matches brute force for other bucket sizes, factors and awkward lengths', () => {
    const next = seededRandom(99);
    for (const [baseBucket, factor] of [
      [1, 2],
      [3, 5],
      [8, 8],
      [16, 4],
    ] as const) {
      for (const length of [0, 1, baseBucket, baseBucket + 1, baseBucket * factor ** 3, 997]) {
        const samples = signalWithGaps(length, Math.floor(next() * 1e9), {
          gapChance: 0.05,
          maxGap: 30,
        });
        expectMatchesBruteForce(
          buildPyramid(samples, { sampleRate: 1, baseBucket, factor }),
          samples,
        );
      }
    }
  });

  it('has no level for an empty channel and one bucket at the top otherwise', () => {
    expect(buildPyramid(new Float32Array(0), { sampleRate: 1 }).levels).toEqual([]);
    const single = buildPyramid(new Float32Array([Number.NaN, 2]), { sampleRate: 1 });
    expect(single.levelSizes).toEqual([1]);
    expect(Array.from(single.levels[0] ?? [])).toEqual([2, 2]);
  });

  it('refuses rates and bucket geometry it cannot index', () => {
    const samples = new Float32Array(4);
    expect(() => buildPyramid(samples, { sampleRate: 0 })).toThrow(RangeError);
    expect(() => buildPyramid(samples, { sampleRate: 1, startTime: Number.NaN })).toThrow(
      RangeError,
    );
    expect(() => buildPyramid(samples, { sampleRate: 1, baseBucket: 0 })).toThrow(RangeError);
    expect(() => buildPyramid(samples, { sampleRate: 1, factor: 1 })).toThrow(RangeError);
    expect(() => buildPyramid(samples, { sampleRate: 1, factor: 2.5 })).toThrow(RangeError);
  });
});

describe('createPyramidBuilder', () => {
  it('builds the same pyramid chunk by chunk as in one go, whatever the chunk sizes', () => {
    const samples = signalWithGaps(123_457, 3);
    const whole = buildPyramid(samples, { sampleRate: 250, startTime: 12.5 });
    const next = seededRandom(5);
    const builder = createPyramidBuilder({ sampleRate: 250, startTime: 12.5 });
    for (let at = 0; at < samples.length;) {
      const size = next() < 0.2 ? Math.floor(next() * 5) : Math.floor(next() * 5000);
      builder.push(samples.subarray(at, at + size));
      at += size;
    }
    expect(builder.finish()).toEqual(whole);
  });

  it('cannot be fed after it has finished', () => {
    const builder = createPyramidBuilder({ sampleRate: 1 });
    builder.finish();
    expect(() => builder.push(new Float32Array(1))).toThrow(/already finished/);
    expect(() => builder.finish()).toThrow(/already finished/);
  });
});
