import { describe, expect, it } from 'vitest';
import { bufferSource, type ByteSource } from '../byteSource/ByteSource';
import { buildPyramid } from './buildPyramid';
import { crc32 } from './crc32';
import { openPyramid } from './openPyramid';
import { decodePyramid, encodePyramid } from './pyramidEncoding';
import { PyramidFormatError } from './PyramidFormatError';
import { seededRandom, signalWithGaps } from './pyramidTestData';
import { queryWindow } from './queryWindow';

const samples = signalWithGaps(40_000, 11);
const pyramid = buildPyramid(samples, { sampleRate: 250, startTime: 3.75 });
const encoded = encodePyramid(pyramid);

/** A source that counts every byte handed out, to prove which parts a reader touched. */
function countingSource(bytes: Uint8Array) {
  const reads: { offset: number; length: number }[] = [];
  const inner = bufferSource(bytes);
  const source: ByteSource = {
    size: inner.size,
    read: async (offset, length) => {
      const read = await inner.read(offset, length);
      reads.push({ offset, length: read.length });
      return read;
    },
  };
  return { source, reads, bytesRead: () => reads.reduce((sum, read) => sum + read.length, 0) };
}

function rewriteHeaderCrc(bytes: Uint8Array): void {
  const levels = new DataView(bytes.buffer).getUint32(40, true);
  const crcAt = 44 + 4 * levels;
  new DataView(bytes.buffer).setUint32(crcAt, crc32(bytes.subarray(0, crcAt)), true);
}

describe('encodePyramid / decodePyramid', () => {
  it('round-trips every field and every bucket, gaps included', () => {
    expect(decodePyramid(encoded)).toEqual(pyramid);
    expect(decodePyramid(encoded.slice(0)).levels[0]?.some(Number.isNaN)).toBe(true);
  });

  it('is a 48-byte header plus 4 per level, then 8 bytes per bucket', () => {
    const buckets = pyramid.levelSizes.reduce((sum, size) => sum + size, 0);
    expect(encoded.length).toBe(48 + 4 * pyramid.levelSizes.length + 8 * buckets);
    expect(new TextDecoder().decode(encoded.subarray(0, 4))).toBe('TMPY');
  });

  it('round-trips an empty channel', () => {
    const empty = buildPyramid(new Float32Array(0), { sampleRate: 1 });
    expect(decodePyramid(encodePyramid(empty))).toEqual(empty);
  });

  it('decodes from an unaligned view of a larger buffer', () => {
    const padded = new Uint8Array(encoded.length + 3);
    padded.set(encoded, 3);
    expect(decodePyramid(padded.subarray(3))).toEqual(pyramid);
  });

  it('uses the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('names what is wrong in a corrupt or truncated encoding', () => {
    const failure = (bytes: Uint8Array) => {
      try {
        decodePyramid(bytes);
      } catch (error) {
        if (error instanceof PyramidFormatError) return error.field;
        throw error;
      }
      return 'decoded';
    };
    const changed = (at: number, value: number, fixCrc = false) => {
      const copy = encoded.slice();
      copy[at] = value;
      if (fixCrc) rewriteHeaderCrc(copy);
      return copy;
    };
    expect(failure(encoded.subarray(0, 20))).toBe('header');
    expect(failure(changed(0, 0x41))).toBe('magic');
    expect(failure(changed(4, 2))).toBe('version');
    expect(failure(changed(43, 1))).toBe('levelCount');
    expect(failure(changed(12, 0x33))).toBe('header.crc32'); // a plausible other sampling rate
    expect(failure(changed(36, 3, true))).toBe('levelCount'); // factor 3 makes other levels
    expect(failure(changed(44, 0, true))).toBe('levelSizes[0]');
    expect(failure(changed(15, 0xff, true))).toBe('geometry'); // sampling rate NaN
    expect(failure(changed(31, 0xc0, true))).toBe('sampleCount'); // -40000
    expect(failure(encoded.subarray(0, encoded.length - 1))).toBe('size');
    expect(failure(new Uint8Array([...encoded, 0]))).toBe('size');
  });

  it('either decodes mutated or truncated bytes or throws PyramidFormatError', async () => {
    const small = encodePyramid(buildPyramid(signalWithGaps(3000, 2), { sampleRate: 100 }));
    const next = seededRandom(20_260_601);
    const pick = (limit: number) => Math.floor(next() * limit);
    let decoded = 0;
    let refused = 0;
    for (let round = 0; round < 3000; round += 1) {
      let bytes = small.slice();
      const kind = pick(4);
      const headerBytes = 48 + 4 * 8;
      if (kind === 0 || kind === 3)
        for (let count = 1 + pick(3); count > 0; count -= 1) bytes[pick(headerBytes)] = pick(256);
      if (kind === 1 || kind === 3) bytes = bytes.subarray(0, pick(bytes.length));
      if (kind === 2) {
        // Scribble on header fields and keep the checksum right, so the field checks are reached.
        for (let count = 1 + pick(3); count > 0; count -= 1)
          bytes[4 + pick(headerBytes - 8)] = pick(256);
        if (bytes.length >= 44 && new DataView(bytes.buffer).getUint32(40, true) <= 8)
          rewriteHeaderCrc(bytes);
      }
      try {
        decodePyramid(bytes);
        const reader = await openPyramid(bufferSource(bytes));
        await queryWindow({ pyramid: reader, start: 0, end: 30, pixels: 50 });
        decoded += 1;
      } catch (error) {
        if (!(error instanceof PyramidFormatError))
          throw new Error(`case ${round}: ${String(error)}`, { cause: error });
        refused += 1;
      }
    }
    expect(decoded).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(1000);
  });
});

describe('openPyramid', () => {
  it('reads the same buckets as the decoded pyramid', async () => {
    const reader = await openPyramid(bufferSource(encoded));
    const { levels, ...info } = pyramid;
    expect(reader.info).toEqual(info);
    for (const [level, first, count] of [
      [0, 0, 10],
      [0, 2400, 100],
      [2, 5, 3],
      [pyramid.levels.length - 1, 0, 1],
    ] as const) {
      expect(await reader.readBuckets(level, first, count)).toEqual(
        levels[level]?.subarray(2 * first, 2 * (first + count)),
      );
    }
  });

  it('reads only the header and the requested buckets', async () => {
    const { source, reads, bytesRead } = countingSource(encoded);
    const reader = await openPyramid(source);
    const headerBytes = 48 + 4 * pyramid.levelSizes.length;
    expect(bytesRead()).toBe(headerBytes);
    await reader.readBuckets(1, 100, 50);
    expect(bytesRead()).toBe(headerBytes + 50 * 8);
    expect(reads.at(-1)).toEqual({
      offset: headerBytes + 8 * ((pyramid.levelSizes[0] ?? 0) + 100),
      length: 400,
    });
  });

  it('refuses buckets outside a level', async () => {
    const reader = await openPyramid(bufferSource(encoded));
    await expect(reader.readBuckets(0, 2499, 2)).rejects.toThrow(RangeError);
    await expect(reader.readBuckets(9, 0, 1)).rejects.toThrow(RangeError);
    await expect(reader.readBuckets(0, -1, 1)).rejects.toThrow(RangeError);
  });

  it('throws PyramidFormatError when the source returns fewer bytes than its size says', async () => {
    const honest = bufferSource(encoded);
    const lying: ByteSource = {
      size: encoded.length,
      read: async (offset, length) => (await honest.read(offset, length)).subarray(0, 100),
    };
    const reader = await openPyramid(lying);
    await expect(reader.readBuckets(0, 0, 20)).rejects.toThrow(PyramidFormatError);
  });
});
