import {
  checkPyramidGeometry,
  DEFAULT_BASE_BUCKET,
  DEFAULT_LEVEL_FACTOR,
  PYRAMID_LIMITS,
  type SignalPyramid,
} from './signalPyramid';

/** How to bucket a channel; only the sampling rate is required. */
export interface PyramidOptions {
  /** Samples per second. */
  sampleRate: number;
  /** Time of the first sample in seconds; 0 when omitted. */
  startTime?: number;
  /** Raw samples per level-0 bucket; `DEFAULT_BASE_BUCKET` (16) when omitted. */
  baseBucket?: number;
  /** Buckets per bucket of the next level; `DEFAULT_LEVEL_FACTOR` (4) when omitted. */
  factor?: number;
}

/** Builds a pyramid from samples fed in order, chunk by chunk, so the channel is never whole. */
export interface PyramidBuilder {
  /** Adds the next samples of the channel (NaN for gaps and invalid samples). */
  push(samples: Float32Array): void;
  /** Closes the last, partial buckets and returns the pyramid; the builder is done after it. */
  finish(): SignalPyramid;
}

/** A float32 pair list that doubles its storage as it grows. */
export class PairList {
  data = new Float32Array(64);
  length = 0;

  /** Makes room for `pairs` more pairs without growing again. */
  reserve(pairs: number): void {
    if (this.length + 2 * pairs <= this.data.length) return;
    const grown = new Float32Array(Math.max(this.data.length * 2, this.length + 2 * pairs));
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }

  add(min: number, max: number): void {
    this.reserve(1);
    this.data[this.length] = min;
    this.data[this.length + 1] = max;
    this.length += 2;
  }

  /** Appends interleaved pairs. */
  append(pairs: Float32Array): void {
    this.reserve(pairs.length / 2);
    this.data.set(pairs, this.length);
    this.length += pairs.length;
  }

  get buckets(): number {
    return this.length / 2;
  }
}

/**
 * Receives each level's buckets in order once no coarser bucket needs them: interleaved
 * `[min, max]` pairs, valid only during the call.
 */
export type PyramidLevelSink = (level: number, pairs: Float32Array) => void;

/**
 * Samples as a recorder stored them (EDF's 16-bit, BDF's 24-bit integers) with the line to their
 * physical values, `physical = gain × (digital + offset)` rounded to float32 — the map and order
 * of operations of `decodeSamples` (EDFlib's). The gain may be negative, never zero.
 */
export interface DigitalSamples {
  values: Int16Array | Int32Array;
  gain: number;
  offset: number;
}

/** The min/max folding shared by the in-memory builder and the streaming writer. */
export interface BucketFolder {
  push(samples: Float32Array): void;
  /**
   * Adds samples still digital: the buckets are those `push` makes of their physical values,
   * without computing a physical value per sample (the line is monotonic, so a bucket's extremes
   * are the images of its digital extremes).
   */
  pushDigital(samples: DigitalSamples): void;
  /** Closes the partial buckets of every level and hands them over; answers the sample count. */
  finish(): number;
}

/** The bucket still open between two pushes: its extremes so far and how many samples it has. */
interface OpenBucket {
  min: number;
  max: number;
  filled: number;
}

/**
 * Folds `samples` into level-0 buckets of `baseBucket` samples, continuing `open` and writing each
 * closed bucket's `[min, max]` (NaN for a bucket without a valid sample) to `data` from `length`;
 * answers the new length, `open` left as the bucket still open. A function of its own so the
 * engine optimises its loop alone (twice as fast as inside the folder's closure).
 */
function foldIntoBuckets(
  samples: Float32Array,
  baseBucket: number,
  data: Float32Array,
  length: number,
  open: OpenBucket,
): number {
  let min = open.min;
  let max = open.max;
  let filled = open.filled;
  let written = length;
  // A tight loop per bucket (to the end of the bucket or of the chunk) rather than a counter
  // tested at every sample. Starting at ±Infinity lets NaN fall out of the comparisons.
  for (let index = 0; index < samples.length;) {
    const end = Math.min(samples.length, index + baseBucket - filled);
    filled += end - index;
    for (; index < end; index += 1) {
      const value = samples[index] as number;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (filled === baseBucket) {
      const isGap = !(min <= max);
      data[written] = isGap ? Number.NaN : min;
      data[written + 1] = isGap ? Number.NaN : max;
      written += 2;
      min = Number.POSITIVE_INFINITY;
      max = Number.NEGATIVE_INFINITY;
      filled = 0;
    }
  }
  open.min = min;
  open.max = max;
  open.filled = filled;
  return written;
}

/**
 * Above and below every digital sample (EDF's are 16-bit, BDF's 24-bit), and small integers to
 * the engine (31-bit): ±Infinity would make the loop compare doubles, a third slower.
 */
const DIGITAL_ABOVE_ALL = 1 << 24;
const DIGITAL_BELOW_ALL = -(1 << 24);

/** Where {@link digitalExtremes} answers: `[lowest, highest]`. */
const extremes = new Int32Array(2);

/**
 * The lowest and highest of `values[from..to)` into `extremes`. Two samples a step: the smaller of
 * a pair can only lower the minimum and the larger only raise the maximum, three comparisons for
 * two samples instead of four. A function of its own, run whole on every call, so the engine's
 * optimised loop never meets a comparison it has not seen.
 */
function digitalExtremes(values: Int16Array | Int32Array, from: number, to: number): void {
  let low = DIGITAL_ABOVE_ALL;
  let high = DIGITAL_BELOW_ALL;
  let index = from;
  for (; index + 1 < to; index += 2) {
    const first = values[index] as number;
    const second = values[index + 1] as number;
    if (first < second) {
      if (first < low) low = first;
      if (second > high) high = second;
    } else {
      if (second < low) low = second;
      if (first > high) high = first;
    }
  }
  if (index < to) {
    const value = values[index] as number;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  extremes[0] = low;
  extremes[1] = high;
}

/**
 * {@link foldIntoBuckets} for digital samples: each bucket's digital extremes are found, and only
 * they are mapped to physical values, merged with what `open` holds from earlier pushes (physical
 * already). A digital sample is never a gap.
 */
function foldDigitalIntoBuckets(
  { values, gain, offset }: DigitalSamples,
  baseBucket: number,
  data: Float32Array,
  length: number,
  open: OpenBucket,
): number {
  let written = length;
  for (let index = 0; index < values.length;) {
    const end = Math.min(values.length, index + baseBucket - open.filled);
    digitalExtremes(values, index, end);
    open.filled += end - index;
    index = end;
    // A negative gain turns the digital minimum into the physical maximum.
    const fromLow = Math.fround(gain * ((extremes[0] as number) + offset));
    const fromHigh = Math.fround(gain * ((extremes[1] as number) + offset));
    const bucketMin = gain > 0 ? fromLow : fromHigh;
    const bucketMax = gain > 0 ? fromHigh : fromLow;
    if (bucketMin < open.min) open.min = bucketMin;
    if (bucketMax > open.max) open.max = bucketMax;
    if (open.filled === baseBucket) {
      data[written] = open.min;
      data[written + 1] = open.max;
      written += 2;
      open.min = Number.POSITIVE_INFINITY;
      open.max = Number.NEGATIVE_INFINITY;
      open.filled = 0;
    }
  }
  return written;
}

/**
 * Folds samples into buckets level by level and hands every bucket to `sink` as soon as the
 * level above has taken it in, keeping fewer than `factor` buckets of each level: memory is
 * the chunk being pushed, whatever the channel's length.
 */
export function createBucketFolder(
  baseBucket: number,
  factor: number,
  sink: PyramidLevelSink,
): BucketFolder {
  // levels[0] is filled sample by sample; each coarser level is folded from the complete groups
  // of `factor` buckets below it after every push (a tight loop per level, no call per bucket).
  const levels: PairList[] = [new PairList()];
  const folded: number[] = [0];
  // Buckets of each level already handed to the sink (and dropped here).
  const released: number[] = [0];
  // The open level-0 bucket; min > max when it closes means "no valid sample", a gap.
  const open: OpenBucket = {
    min: Number.POSITIVE_INFINITY,
    max: Number.NEGATIVE_INFINITY,
    filled: 0,
  };
  let sampleCount = 0;

  /** Folds `level`'s buckets from `folded[level]` into the next level: whole groups, or all. */
  function foldLevel(level: number, includePartial: boolean): void {
    const below = levels[level];
    if (!below) return;
    const above = (levels[level + 1] ??= new PairList());
    const buckets = below.buckets;
    let first = folded[level] ?? 0;
    above.reserve(Math.ceil((buckets - first) / factor));
    const data = below.data;
    while (first + factor <= buckets || (includePartial && first < buckets)) {
      const last = Math.min(buckets, first + factor);
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (let bucket = first; bucket < last; bucket += 1) {
        const bucketMin = data[2 * bucket] ?? Number.NaN;
        const bucketMax = data[2 * bucket + 1] ?? Number.NaN;
        if (bucketMin < min) min = bucketMin;
        if (bucketMax > max) max = bucketMax;
      }
      const isGap = !(min <= max);
      above.add(isGap ? Number.NaN : min, isGap ? Number.NaN : max);
      first = last;
    }
    folded[level] = first;
    folded[level + 1] ??= 0;
    released[level + 1] ??= 0;
  }

  /** Hands the folded buckets of a level to the sink and keeps only those still to fold. */
  function release(level: number): void {
    const pairs = levels[level];
    const count = folded[level] ?? 0;
    if (!pairs || count === 0) return;
    sink(level, pairs.data.subarray(0, 2 * count));
    pairs.data.copyWithin(0, 2 * count, pairs.length);
    pairs.length -= 2 * count;
    released[level] = (released[level] ?? 0) + count;
    folded[level] = 0;
  }

  /** Makes room in level 0 for the buckets `count` more samples close; answers level 0. */
  function admit(count: number): PairList {
    if (sampleCount + count > PYRAMID_LIMITS.maxSampleCount)
      throw new RangeError('a pyramid holds at most 2^53 - 1 samples');
    sampleCount += count;
    const base = levels[0] as PairList;
    base.reserve(Math.ceil((open.filled + count) / baseBucket));
    return base;
  }

  /** Folds upwards while a level has a whole group to give, then lets go of what was folded. */
  function foldUpwards(): void {
    let level = 0;
    for (; (levels[level]?.buckets ?? 0) - (folded[level] ?? 0) >= factor; level += 1)
      foldLevel(level, false);
    for (; level >= 0; level -= 1) release(level);
  }

  return {
    push(samples) {
      const base = admit(samples.length);
      base.length = foldIntoBuckets(samples, baseBucket, base.data, base.length, open);
      foldUpwards();
    },

    pushDigital(samples) {
      const base = admit(samples.values.length);
      base.length = foldDigitalIntoBuckets(samples, baseBucket, base.data, base.length, open);
      foldUpwards();
    },

    finish() {
      const base = levels[0] ?? new PairList();
      if (open.filled > 0) {
        const isGap = !(open.min <= open.max);
        base.add(isGap ? Number.NaN : open.min, isGap ? Number.NaN : open.max);
      }
      // Close the partial group of every level, finest first, and stop at the first level of a
      // single bucket: coarser ones would repeat it.
      for (let level = 0; ; level += 1) {
        const pairs = levels[level];
        const total = (released[level] ?? 0) + (pairs?.buckets ?? 0);
        if (!pairs || total === 0) break;
        if (total === 1) {
          sink(level, pairs.data.subarray(0, pairs.length));
          break;
        }
        foldLevel(level, true);
        release(level);
      }
      return sampleCount;
    },
  };
}

/**
 * Starts a streaming pyramid build. Memory is the pyramid itself (1/6 of the channel as float32
 * with the defaults) plus the chunk being pushed; `createPyramidWriter` writes the pyramid out
 * as it goes instead.
 * @example
 * const recording = await openEdf(source);
 * const builder = createPyramidBuilder({ sampleRate: 250, startTime: recording.timeline.start });
 * for (let start = recording.timeline.start; start < recording.timeline.end; start += 600) {
 *   const [ecg] = await recording.readWindow({ start, end: start + 600, channels: ['ECG'] });
 *   builder.push(ecg.samples);
 * }
 * const pyramid = builder.finish();
 */
export function createPyramidBuilder(options: PyramidOptions): PyramidBuilder {
  const {
    sampleRate,
    startTime = 0,
    baseBucket = DEFAULT_BASE_BUCKET,
    factor = DEFAULT_LEVEL_FACTOR,
  } = options;
  checkPyramidGeometry({ sampleRate, startTime, baseBucket, factor });
  const kept: PairList[] = [];
  const folder = createBucketFolder(baseBucket, factor, (level, pairs) =>
    (kept[level] ??= new PairList()).append(pairs),
  );
  let finished = false;

  return {
    push(samples) {
      if (finished) throw new Error('the pyramid builder has already finished');
      folder.push(samples);
    },

    finish() {
      if (finished) throw new Error('the pyramid builder has already finished');
      finished = true;
      const sampleCount = folder.finish();
      return {
        sampleRate,
        startTime,
        sampleCount,
        baseBucket,
        factor,
        levelSizes: kept.map((pairs) => pairs.buckets),
        levels: kept.map((pairs) => pairs.data.slice(0, pairs.length)),
      };
    },
  };
}

/**
 * Builds the pyramid of a channel held whole in memory (see `createPyramidBuilder` to stream).
 * @example
 * const pyramid = buildPyramid(ecg.samples, { sampleRate: 250, startTime: ecg.startTime });
 */
export function buildPyramid(samples: Float32Array, options: PyramidOptions): SignalPyramid {
  const builder = createPyramidBuilder(options);
  builder.push(samples);
  return builder.finish();
}
