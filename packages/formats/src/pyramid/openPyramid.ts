import type { ByteSource } from '../byteSource/ByteSource';
import {
  BYTES_PER_BUCKET,
  pairsFromBytes,
  parsePyramidHeader,
  PYRAMID_FIXED_HEADER_BYTES,
  pyramidHeaderLength,
} from './pyramidEncoding';
import { PyramidFormatError } from './PyramidFormatError';
import type { PyramidBucketSource } from './signalPyramid';

/**
 * Opens an encoded pyramid in storage: reads and checks only its header, then reads the
 * buckets a window needs on demand, so a query touches a few kilobytes of a 15 MB pyramid.
 * Throws `PyramidFormatError` when the header is malformed or the source is not the size the
 * header says; `readBuckets` throws it when the source returns fewer bytes than asked.
 * @example
 * const pyramid = await openPyramid(await fileHandleSource(await open('ecg.pyramid')));
 * const answer = await queryWindow({ pyramid, start: 0, end: 86_400, pixels: 1600 });
 */
export async function openPyramid(source: ByteSource): Promise<PyramidBucketSource> {
  const fixed = await source.read(0, PYRAMID_FIXED_HEADER_BYTES);
  const headerBytes = pyramidHeaderLength(fixed);
  const table = await source.read(
    PYRAMID_FIXED_HEADER_BYTES,
    headerBytes - PYRAMID_FIXED_HEADER_BYTES,
  );
  const header = new Uint8Array(PYRAMID_FIXED_HEADER_BYTES + table.length);
  header.set(fixed.subarray(0, PYRAMID_FIXED_HEADER_BYTES));
  header.set(table, PYRAMID_FIXED_HEADER_BYTES);
  const { info, levelOffsets } = parsePyramidHeader(header, source.size);

  return {
    info,
    async readBuckets(level, first, count) {
      const size = info.levelSizes[level];
      if (
        size === undefined ||
        !Number.isInteger(first) ||
        !Number.isInteger(count) ||
        first < 0 ||
        count < 0 ||
        first + count > size
      )
        throw new RangeError(`buckets ${first}..${first + count} are not in level ${level}`);
      const offset = (levelOffsets[level] ?? 0) + first * BYTES_PER_BUCKET;
      const length = count * BYTES_PER_BUCKET;
      const bytes = await source.read(offset, length);
      if (bytes.length < length)
        throw new PyramidFormatError(
          `level[${level}]`,
          `source ends at byte ${offset + bytes.length}, expected ${offset + length}`,
        );
      return pairsFromBytes(bytes.subarray(0, length));
    },
  };
}
