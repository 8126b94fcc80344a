/**
 * The shape of a multi-resolution min/max pyramid of one channel, its defaults and the level
 * arithmetic the builder, the encoding and the window query share.
 */

/**
 * Raw samples per level-0 bucket by default. Below 16 samples per pixel the query draws from the
 * raw samples anyway (at most 16 × 1600 = 25 600 samples for a 1600-pixel track, 51 kB of 16-bit
 * EDF, the same order as an envelope read), so finer buckets would only add size; at 16 the
 * whole pyramid is 2/16 × 4/3 = 1/6 of the channel as float32 (1/3 of 16-bit EDF).
 */
export const DEFAULT_BASE_BUCKET = 16;

/**
 * Buckets of a level aggregated by one bucket of the next level, by default. The window query
 * reads the coarsest level with at least one bucket per pixel, so it reads between 1 and
 * `factor` buckets per pixel: 4 bounds a 1600-pixel read at 4 × 1600 × 8 B = 51 kB whatever the
 * span, while the levels above level 0 add 1/(4 − 1) = 33 % of level 0 (8 would add 14 % but
 * double the worst-case read; 2 would add 100 %).
 */
export const DEFAULT_LEVEL_FACTOR = 4;

/** Limits that keep a pyramid's arithmetic exact and its header small. */
export const PYRAMID_LIMITS = {
  maxBaseBucket: 1 << 20,
  minFactor: 2,
  maxFactor: 64,
  /** Sample counts stay exact in float64 and in the header's float64 field. */
  maxSampleCount: Number.MAX_SAFE_INTEGER,
  /** A factor of 2 over 2^53 samples needs 54 levels. */
  maxLevels: 64,
} as const;

/** What describes a pyramid apart from its buckets; also what an encoded header holds. */
export interface PyramidInfo {
  /** Samples per second of the channel. */
  sampleRate: number;
  /** Time of sample 0 in seconds (EDF: seconds after the header's start, as `readWindow`). */
  startTime: number;
  /** Raw samples the pyramid summarises. */
  sampleCount: number;
  /** Raw samples per level-0 bucket. */
  baseBucket: number;
  /** Buckets of level k per bucket of level k + 1. */
  factor: number;
  /**
   * Buckets in each level, finest first: `ceil(sampleCount / baseBucket)`, then each
   * `ceil(previous / factor)`, down to a level of one bucket (none for an empty channel).
   */
  levelSizes: number[];
}

/**
 * One channel's pyramid in memory. `levels[k]` holds `levelSizes[k]` buckets as interleaved
 * float32 pairs `[min0, max0, min1, max1, ...]`; bucket `i` of level `k` covers raw samples
 * `[i × baseBucket × factor^k, (i + 1) × baseBucket × factor^k)` (the last one may be shorter).
 * NaN samples are left out of min/max; a bucket with no valid sample is a gap, `[NaN, NaN]`.
 */
export interface SignalPyramid extends PyramidInfo {
  levels: Float32Array[];
}

/**
 * Reads buckets of a pyramid that may not be in memory (an encoded pyramid in storage, see
 * `openPyramid`); a decoded `SignalPyramid` can serve the same role.
 */
export interface PyramidBucketSource {
  info: PyramidInfo;
  /** Buckets `[first, first + count)` of `level` as interleaved `[min, max]` float32 pairs. */
  readBuckets(level: number, first: number, count: number): Promise<Float32Array>;
}

/** Raw samples per bucket of `level`. */
export function bucketSamples(info: Pick<PyramidInfo, 'baseBucket' | 'factor'>, level: number) {
  return info.baseBucket * info.factor ** level;
}

/** The bucket counts of every level for a channel of `sampleCount` samples (see `PyramidInfo`). */
export function pyramidLevelSizes(
  sampleCount: number,
  baseBucket: number,
  factor: number,
): number[] {
  if (sampleCount === 0) return [];
  const sizes = [Math.ceil(sampleCount / baseBucket)];
  let last = sizes[0] ?? 0;
  while (last > 1) {
    last = Math.ceil(last / factor);
    sizes.push(last);
  }
  return sizes;
}

/** Throws a RangeError unless the rate, start and bucket geometry are usable. */
export function checkPyramidGeometry(options: {
  sampleRate: number;
  startTime: number;
  baseBucket: number;
  factor: number;
}): void {
  const { sampleRate, startTime, baseBucket, factor } = options;
  if (!(Number.isFinite(sampleRate) && sampleRate > 0))
    throw new RangeError(`sampleRate ${sampleRate} is not a positive number`);
  if (!Number.isFinite(startTime)) throw new RangeError(`startTime ${startTime} is not finite`);
  if (!(
    Number.isInteger(baseBucket) &&
    baseBucket >= 1 &&
    baseBucket <= PYRAMID_LIMITS.maxBaseBucket
  ))
    throw new RangeError(
      `baseBucket ${baseBucket} is not an integer in 1..${PYRAMID_LIMITS.maxBaseBucket}`,
    );
  if (!(
    Number.isInteger(factor) &&
    factor >= PYRAMID_LIMITS.minFactor &&
    factor <= PYRAMID_LIMITS.maxFactor
  ))
    throw new RangeError(
      `factor ${factor} is not an integer in ${PYRAMID_LIMITS.minFactor}..${PYRAMID_LIMITS.maxFactor}`,
    );
}

/** Serves the buckets of an in-memory pyramid through the `PyramidBucketSource` interface. */
export function pyramidBucketSource(pyramid: SignalPyramid): PyramidBucketSource {
  const { levels, ...info } = pyramid;
  return {
    info,
    readBuckets: (level, first, count) => {
      const pairs = levels[level];
      if (!pairs || first < 0 || count < 0 || 2 * (first + count) > pairs.length)
        return Promise.reject(
          new RangeError(`buckets ${first}..${first + count} are not in level ${level}`),
        );
      return Promise.resolve(pairs.subarray(2 * first, 2 * (first + count)));
    },
  };
}
