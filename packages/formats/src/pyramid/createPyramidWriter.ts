import {
  createBucketFolder,
  PairList,
  type DigitalSamples,
  type PyramidOptions,
} from './buildPyramid';
import { BYTES_PER_BUCKET, encodePyramidHeader, pairsToBytes } from './pyramidEncoding';
import { DEFAULT_BASE_BUCKET, DEFAULT_LEVEL_FACTOR, type PyramidInfo } from './signalPyramid';

/** Writes `bytes` at byte `position` of the encoded pyramid (a positioned file write). */
export type PyramidByteWriter = (bytes: Uint8Array, position: number) => Promise<void>;

/** Builds an encoded pyramid chunk by chunk straight into a file; nothing but a chunk in memory. */
export interface PyramidWriter {
  /** Adds the next samples of the channel (NaN for gaps); wait for it before the next push. */
  push(samples: Float32Array): Promise<void>;
  /** Adds the next samples still digital, with their line to physical values (no gaps). */
  pushDigital(samples: DigitalSamples): Promise<void>;
  /** Writes the last buckets and the header; fails unless exactly `sampleCount` samples came. */
  finish(): Promise<PyramidInfo>;
}

/** Buckets of a level gathered before they are written: 256 kB a write. */
const BUCKETS_PER_WRITE = 32 * 1024;

/**
 * Starts writing the encoded pyramid of a channel whose length is known in advance (an EDF
 * header says it): the encoding's layout (`pyramidEncoding.ts`) follows from the sample count,
 * so each level's buckets go to their final place as soon as they are complete. Memory stays
 * at a few hundred kilobytes however long the channel is, where `createPyramidBuilder` holds
 * the whole pyramid (a sixth of the channel as float32). The bytes written are those of
 * `encodePyramid(buildPyramid(samples, options))`.
 * @example
 * const file = await open('ecg.pyramid', 'w');
 * const writer = createPyramidWriter({ sampleRate: 250, sampleCount }, async (bytes, position) => {
 *   await file.write(bytes, 0, bytes.length, position);
 * });
 * for (const chunk of chunks) await writer.push(chunk);
 * await writer.finish();
 */
export function createPyramidWriter(
  options: PyramidOptions & { sampleCount: number },
  write: PyramidByteWriter,
): PyramidWriter {
  const {
    sampleRate,
    startTime = 0,
    sampleCount,
    baseBucket = DEFAULT_BASE_BUCKET,
    factor = DEFAULT_LEVEL_FACTOR,
  } = options;
  if (!(Number.isSafeInteger(sampleCount) && sampleCount >= 0))
    throw new RangeError(`sampleCount ${sampleCount} is not a sample count`);
  const layout = encodePyramidHeader({ sampleRate, startTime, sampleCount, baseBucket, factor });
  const pending: PairList[] = [];
  const written: number[] = [];
  const folder = createBucketFolder(baseBucket, factor, (level, pairs) =>
    (pending[level] ??= new PairList()).append(pairs),
  );
  let pushed = 0;
  let finished = false;

  /** Writes the gathered buckets of every level with at least `minimum` of them. */
  async function flush(minimum: number): Promise<void> {
    for (const [level, pairs] of pending.entries()) {
      if (!pairs || pairs.buckets === 0 || pairs.buckets < minimum) continue;
      const done = written[level] ?? 0;
      if (done + pairs.buckets > (layout.levelSizes[level] ?? 0))
        throw new RangeError(`level ${level} has more buckets than ${sampleCount} samples make`);
      const position = (layout.levelOffsets[level] ?? 0) + done * BYTES_PER_BUCKET;
      await write(pairsToBytes(pairs.data.subarray(0, pairs.length)), position);
      written[level] = done + pairs.buckets;
      pairs.length = 0;
    }
  }

  /** Counts `count` more samples, refusing them after `finish` or past the announced count. */
  function admit(count: number): void {
    if (finished) throw new Error('the pyramid writer has already finished');
    if (pushed + count > sampleCount)
      throw new RangeError(`more than the ${sampleCount} samples announced`);
    pushed += count;
  }

  return {
    async push(samples) {
      admit(samples.length);
      folder.push(samples);
      await flush(BUCKETS_PER_WRITE);
    },

    async pushDigital(samples) {
      admit(samples.values.length);
      folder.pushDigital(samples);
      await flush(BUCKETS_PER_WRITE);
    },

    async finish() {
      if (finished) throw new Error('the pyramid writer has already finished');
      finished = true;
      if (pushed !== sampleCount)
        throw new RangeError(`${pushed} samples pushed, ${sampleCount} announced`);
      folder.finish();
      await flush(0);
      await write(layout.header, 0);
      const { levelSizes } = layout;
      return { sampleRate, startTime, sampleCount, baseBucket, factor, levelSizes };
    },
  };
}
