import { crc32 } from './crc32';
import { PyramidFormatError } from './PyramidFormatError';
import {
  checkPyramidGeometry,
  PYRAMID_LIMITS,
  pyramidLevelSizes,
  type PyramidInfo,
  type SignalPyramid,
} from './signalPyramid';

/*
 * Layout of an encoded pyramid (all numbers little-endian):
 *
 *   0  magic "TMPY"            4 bytes
 *   4  version                 u16 (1)
 *   6  reserved                u16 (0)
 *   8  sampleRate              f64
 *  16  startTime               f64 (seconds)
 *  24  sampleCount             f64 (an integer)
 *  32  baseBucket              u32
 *  36  factor                  u32
 *  40  levelCount              u32
 *  44  levelSizes              u32 × levelCount
 *  44 + 4 × levelCount  crc32  u32, CRC-32 of every header byte before it
 *  then each level, finest first: levelSizes[k] pairs of f32 (min, max); NaN pairs are gaps.
 *
 * Everything but the buckets is checked on open (the CRC catches a changed rate or start that
 * would still look plausible), so a window of one level can be read without reading the rest.
 */

const MAGIC = [0x54, 0x4d, 0x50, 0x59]; // "TMPY"
/** The encoding version this code writes and reads. */
export const PYRAMID_FORMAT_VERSION = 1;
/** Bytes of the header before the level table. */
export const PYRAMID_FIXED_HEADER_BYTES = 44;
/** Bytes of one bucket: a float32 min and a float32 max. */
export const BYTES_PER_BUCKET = 8;

/** Where each level's buckets start in an encoded pyramid, after a checked header. */
export interface PyramidLayout {
  info: PyramidInfo;
  headerBytes: number;
  /** Byte offset of bucket 0 of each level. */
  levelOffsets: number[];
  /** Size in bytes of the whole encoding. */
  totalBytes: number;
}

const isLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Float32 pairs from little-endian bytes, copied into an aligned array of their own. */
export function pairsFromBytes(bytes: Uint8Array): Float32Array {
  const copy = bytes.slice();
  if (isLittleEndian) return new Float32Array(copy.buffer, 0, copy.length >> 2);
  const view = new DataView(copy.buffer);
  return Float32Array.from({ length: copy.length >> 2 }, (_, index) =>
    view.getFloat32(index * 4, true),
  );
}

/** Header length announced by the fixed part of a header; checks magic, version, level count. */
export function pyramidHeaderLength(fixed: Uint8Array): number {
  if (fixed.length < PYRAMID_FIXED_HEADER_BYTES)
    throw new PyramidFormatError(
      'header',
      `ends at byte ${fixed.length}, expected at least ${PYRAMID_FIXED_HEADER_BYTES}`,
    );
  if (MAGIC.some((byte, index) => fixed[index] !== byte))
    throw new PyramidFormatError('magic', 'not a Telemed signal pyramid (expected "TMPY")');
  const view = new DataView(fixed.buffer, fixed.byteOffset, fixed.length);
  const version = view.getUint16(4, true);
  if (version !== PYRAMID_FORMAT_VERSION)
    throw new PyramidFormatError(
      'version',
      `version ${version} is not supported (expected ${PYRAMID_FORMAT_VERSION})`,
    );
  const levelCount = view.getUint32(40, true);
  if (levelCount > PYRAMID_LIMITS.maxLevels)
    throw new PyramidFormatError(
      'levelCount',
      `${levelCount} levels, at most ${PYRAMID_LIMITS.maxLevels}`,
    );
  return PYRAMID_FIXED_HEADER_BYTES + 4 * levelCount + 4;
}

/**
 * Checks a whole header (`header` holds at least `pyramidHeaderLength` bytes) against itself and
 * against the encoding's total size, and returns where the levels are.
 */
export function parsePyramidHeader(header: Uint8Array, totalBytes: number): PyramidLayout {
  const headerBytes = pyramidHeaderLength(header);
  if (header.length < headerBytes)
    throw new PyramidFormatError(
      'header',
      `ends at byte ${header.length}, expected ${headerBytes}`,
    );
  const view = new DataView(header.buffer, header.byteOffset, headerBytes);
  const stored = view.getUint32(headerBytes - 4, true);
  const computed = crc32(header.subarray(0, headerBytes - 4));
  if (stored !== computed)
    throw new PyramidFormatError(
      'header.crc32',
      `checksum ${stored.toString(16)} does not match the header (${computed.toString(16)})`,
    );
  if (view.getUint16(6, true) !== 0)
    throw new PyramidFormatError('reserved', 'reserved header bytes are not zero');
  const sampleRate = view.getFloat64(8, true);
  const startTime = view.getFloat64(16, true);
  const sampleCount = view.getFloat64(24, true);
  const baseBucket = view.getUint32(32, true);
  const factor = view.getUint32(36, true);
  try {
    checkPyramidGeometry({ sampleRate, startTime, baseBucket, factor });
  } catch (error) {
    throw new PyramidFormatError('geometry', (error as Error).message);
  }
  if (!(
    Number.isInteger(sampleCount) &&
    sampleCount >= 0 &&
    sampleCount <= PYRAMID_LIMITS.maxSampleCount
  ))
    throw new PyramidFormatError('sampleCount', `${sampleCount} is not a sample count`);
  const levelCount = (headerBytes - PYRAMID_FIXED_HEADER_BYTES - 4) / 4;
  const expected = pyramidLevelSizes(sampleCount, baseBucket, factor);
  if (levelCount !== expected.length)
    throw new PyramidFormatError(
      'levelCount',
      `${levelCount} levels, ${sampleCount} samples in buckets of ${baseBucket} × ${factor}^k make ${expected.length}`,
    );
  const levelSizes: number[] = [];
  const levelOffsets: number[] = [];
  let offset = headerBytes;
  expected.forEach((size, level) => {
    const stored = view.getUint32(PYRAMID_FIXED_HEADER_BYTES + 4 * level, true);
    if (stored !== size)
      throw new PyramidFormatError(`levelSizes[${level}]`, `${stored} buckets, expected ${size}`);
    levelSizes.push(size);
    levelOffsets.push(offset);
    offset += size * BYTES_PER_BUCKET;
  });
  if (totalBytes < offset)
    throw new PyramidFormatError('size', `ends at byte ${totalBytes}, expected ${offset}`);
  if (totalBytes > offset)
    throw new PyramidFormatError('size', `${totalBytes - offset} bytes after the last level`);
  return {
    info: { sampleRate, startTime, sampleCount, baseBucket, factor, levelSizes },
    headerBytes,
    levelOffsets,
    totalBytes,
  };
}

/**
 * The header of an encoded pyramid (layout at the top of this file) and where each level's
 * buckets start after it; throws a RangeError for a geometry the encoding cannot hold.
 */
export function encodePyramidHeader(info: Omit<PyramidInfo, 'levelSizes'>): {
  header: Uint8Array;
  levelOffsets: number[];
  levelSizes: number[];
  totalBytes: number;
} {
  const { sampleRate, startTime, sampleCount, baseBucket, factor } = info;
  checkPyramidGeometry({ sampleRate, startTime, baseBucket, factor });
  const levelSizes = pyramidLevelSizes(sampleCount, baseBucket, factor);
  if (levelSizes.some((size) => size > 0xffffffff))
    throw new RangeError('a level holds more buckets than the header can count');
  const headerBytes = PYRAMID_FIXED_HEADER_BYTES + 4 * levelSizes.length + 4;
  const header = new Uint8Array(headerBytes);
  const view = new DataView(header.buffer);
  header.set(MAGIC, 0);
  view.setUint16(4, PYRAMID_FORMAT_VERSION, true);
  view.setFloat64(8, sampleRate, true);
  view.setFloat64(16, startTime, true);
  view.setFloat64(24, sampleCount, true);
  view.setUint32(32, baseBucket, true);
  view.setUint32(36, factor, true);
  view.setUint32(40, levelSizes.length, true);
  levelSizes.forEach((size, level) =>
    view.setUint32(PYRAMID_FIXED_HEADER_BYTES + 4 * level, size, true),
  );
  view.setUint32(headerBytes - 4, crc32(header.subarray(0, headerBytes - 4)), true);
  const levelOffsets: number[] = [];
  let offset = headerBytes;
  for (const size of levelSizes) {
    levelOffsets.push(offset);
    offset += size * BYTES_PER_BUCKET;
  }
  return { header, levelOffsets, levelSizes, totalBytes: offset };
}

/** Float32 pairs as little-endian bytes (a view of them on a little-endian machine). */
export function pairsToBytes(pairs: Float32Array): Uint8Array {
  if (isLittleEndian) return new Uint8Array(pairs.buffer, pairs.byteOffset, pairs.byteLength);
  const bytes = new Uint8Array(pairs.byteLength);
  const view = new DataView(bytes.buffer);
  pairs.forEach((value, index) => view.setFloat32(4 * index, value, true));
  return bytes;
}

/**
 * Encodes one channel's pyramid as bytes to store (layout in the comment at the top of
 * `pyramidEncoding.ts`); `decodePyramid` and `openPyramid` read it back.
 * @example
 * await storage.put(`examinations/${id}/ecg.pyramid`, encodePyramid(buildPyramid(ecg, { sampleRate: 250 })));
 */
export function encodePyramid(pyramid: SignalPyramid): Uint8Array {
  const { header, levelOffsets, levelSizes, totalBytes } = encodePyramidHeader(pyramid);
  const { levels, sampleCount, baseBucket, factor } = pyramid;
  if (
    levelSizes.length !== levels.length ||
    levelSizes.some((size, level) => levels[level]?.length !== 2 * size)
  )
    throw new RangeError(
      `levels do not match ${sampleCount} samples in buckets of ${baseBucket} × ${factor}^k`,
    );
  const bytes = new Uint8Array(totalBytes);
  bytes.set(header, 0);
  levels.forEach((pairs, level) => bytes.set(pairsToBytes(pairs), levelOffsets[level] ?? 0));
  return bytes;
}

/**
 * Decodes a whole encoded pyramid; throws `PyramidFormatError` on anything malformed or
 * truncated. To read a window of a stored pyramid without reading all of it, use `openPyramid`.
 */
export function decodePyramid(bytes: Uint8Array): SignalPyramid {
  const { info, levelOffsets } = parsePyramidHeader(bytes, bytes.length);
  return {
    ...info,
    levels: info.levelSizes.map((size, level) => {
      const offset = levelOffsets[level] ?? 0;
      return pairsFromBytes(bytes.subarray(offset, offset + size * BYTES_PER_BUCKET));
    }),
  };
}
