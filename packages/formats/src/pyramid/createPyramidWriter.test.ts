import { describe, expect, it } from 'vitest';
import { buildPyramid } from './buildPyramid';
import { createPyramidWriter } from './createPyramidWriter';
import { encodePyramid } from './pyramidEncoding';
import { seededRandom, signalWithGaps } from './pyramidTestData';

/** A file in memory that records each positioned write. */
function memoryFile() {
  const writes: { position: number; length: number }[] = [];
  let bytes = new Uint8Array(0);
  return {
    writes,
    contents: () => bytes,
    write: async (chunk: Uint8Array, position: number) => {
      if (position + chunk.length > bytes.length) {
        const grown = new Uint8Array(position + chunk.length);
        grown.set(bytes);
        bytes = grown;
      }
      bytes.set(chunk, position);
      writes.push({ position, length: chunk.length });
    },
  };
}

/** Pushes the samples in chunks of random sizes up to `maxChunk`. */
async function writeInChunks(samples: Float32Array, maxChunk: number, seed: number, options = {}) {
  const file = memoryFile();
  const writer = createPyramidWriter(
    { sampleRate: 250, startTime: 3.5, sampleCount: samples.length, ...options },
    file.write,
  );
  const next = seededRandom(seed);
  for (let offset = 0; offset < samples.length;) {
    const size = 1 + Math.floor(next() * maxChunk);
    await writer.push(samples.subarray(offset, offset + size));
    offset += size;
  }
  const info = await writer.finish();
  return { file, info };
}

describe('createPyramidWriter', () => {
  it.each([
    [0, 100],
    [1, 1],
    [17, 5],
    [50_000, 999],
    [50_000, 50_000],
    [262_144, 4096],
  ])(
    'writes the bytes encodePyramid writes (%i samples, chunks up to %i)',
    async (length, chunk) => {
      const samples = signalWithGaps(length, length + chunk);
      const { file, info } = await writeInChunks(samples, chunk, 7);
      const expected = encodePyramid(buildPyramid(samples, { sampleRate: 250, startTime: 3.5 }));
      expect(file.contents()).toEqual(expected);
      expect(info.levelSizes).toEqual(
        buildPyramid(samples, { sampleRate: 250, startTime: 3.5 }).levelSizes,
      );
    },
  );

  it('writes the same bytes for other bucket sizes and factors', async () => {
    for (const [baseBucket, factor] of [
      [1, 2],
      [3, 5],
      [8, 8],
    ] as const) {
      const samples = signalWithGaps(9_999, baseBucket * factor, { gapChance: 0.05, maxGap: 30 });
      const options = { baseBucket, factor };
      const { file } = await writeInChunks(samples, 700, 3, options);
      expect(file.contents()).toEqual(
        encodePyramid(buildPyramid(samples, { sampleRate: 250, startTime: 3.5, ...options })),
      );
    }
  });

  it('writes as it goes, about 256 kB at a time, however long the channel', async () => {
    const samples = new Float32Array(8_000_000).map((_, index) => Math.sin(index / 40));
    const { file } = await writeInChunks(samples, 150_000, 11);
    // 500 000 level-0 buckets are 4 MB: they leave in writes of 32 768 buckets (256 kB) and at
    // most one pushed chunk's buckets more (150 000 samples, 9 375 buckets).
    expect(file.writes.length).toBeGreaterThan(15);
    const largest = Math.max(...file.writes.map((write) => write.length));
    expect(largest).toBeLessThanOrEqual(262_144 + 9_375 * 8);
  });

  it.each([
    ['EDF, rising line', 16, 0.0123, -17.5],
    ['EDF, falling line (physical maximum below the minimum)', 16, -0.37, 1024.5],
    ['BDF, rising line', 24, 3.1e-5, 0.5],
  ] as const)(
    'writes for digital samples the bytes their physical values make (%s)',
    async (_case, bits, gain, offset) => {
      const length = 20_011;
      const next = seededRandom(bits);
      const limit = 2 ** (bits - 1);
      const digital = bits === 16 ? new Int16Array(length) : new Int32Array(length);
      // A wandering trace with spikes to the ends of the range.
      for (let index = 0, level = 0; index < length; index += 1) {
        level = Math.max(-limit, Math.min(limit - 1, level + Math.round((next() - 0.5) * 400)));
        const spike = next() < 0.01 ? (next() < 0.5 ? -limit : limit - 1) : level;
        digital[index] = spike;
      }
      const physical = Float32Array.from(digital, (value) => gain * (value + offset));
      const file = memoryFile();
      const writer = createPyramidWriter({ sampleRate: 250, sampleCount: length }, file.write);
      // Chunks that end inside buckets, the first half digital, the rest as physical values: an
      // open bucket carries over between the two kinds of push.
      const cuts = [0, 7, 4_000, 10_005, 10_006, 15_555, length];
      for (const [position, from] of cuts.slice(0, -1).entries()) {
        const to = cuts[position + 1] as number;
        if (from < 10_006)
          await writer.pushDigital({ values: digital.subarray(from, to), gain, offset });
        else await writer.push(physical.subarray(from, to));
      }
      await writer.finish();
      expect(file.contents()).toEqual(encodePyramid(buildPyramid(physical, { sampleRate: 250 })));
    },
  );

  it('refuses more samples than announced, and fewer', async () => {
    const file = memoryFile();
    const writer = createPyramidWriter({ sampleRate: 1, sampleCount: 10 }, file.write);
    await expect(writer.push(new Float32Array(11))).rejects.toThrow(
      'more than the 10 samples announced',
    );
    await writer.push(new Float32Array(9));
    await expect(writer.finish()).rejects.toThrow('9 samples pushed, 10 announced');
  });
});
