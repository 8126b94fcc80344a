import type { WfdbStorageFormat } from './wfdbStorageFormats';

/**
 * Decodes the next `count` samples of a signal file into `into[0..count)` as stored integers,
 * reading from byte `start`. Every signal of a file shares one stream, frame after frame.
 */
type StreamDecoder = (bytes: Uint8Array, start: number, count: number, into: Int32Array) => void;

// In the loops below every index is inside `bytes`: the caller asks for at most the samples the
// file holds (formats' samplesIn). Only an incomplete last group of a bit-packed format reads
// bytes that may not exist; `byteAt` reads those as zero, as the WFDB library does at EOF.
const byteAt = (bytes: Uint8Array, index: number) => bytes[index] ?? 0;

/** Format 8: signed 8-bit first differences, summed per signal by the caller. */
const decode8: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0; index < count; index += 1)
    into[index] = ((bytes[start + index] as number) << 24) >> 24;
};

/** Format 80: 8-bit offset binary. */
const decode80: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0; index < count; index += 1)
    into[index] = (bytes[start + index] as number) - 0x80;
};

/** Format 16: 16-bit two's complement, least significant byte first. */
const decode16: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0, at = start; index < count; index += 1, at += 2)
    into[index] = (((bytes[at] as number) | ((bytes[at + 1] as number) << 8)) << 16) >> 16;
};

/** Format 61: 16-bit two's complement, most significant byte first. */
const decode61: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0, at = start; index < count; index += 1, at += 2)
    into[index] = ((((bytes[at] as number) << 8) | (bytes[at + 1] as number)) << 16) >> 16;
};

/** Format 160: 16-bit offset binary, least significant byte first. */
const decode160: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0, at = start; index < count; index += 1, at += 2)
    into[index] = ((bytes[at] as number) | ((bytes[at + 1] as number) << 8)) - 0x8000;
};

/** Format 24: 24-bit two's complement, least significant byte first. */
const decode24: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0, at = start; index < count; index += 1, at += 3)
    into[index] =
      (((bytes[at] as number) |
        ((bytes[at + 1] as number) << 8) |
        ((bytes[at + 2] as number) << 16)) <<
        8) >>
      8;
};

/** Format 32: 32-bit two's complement, least significant byte first. */
const decode32: StreamDecoder = (bytes, start, count, into) => {
  for (let index = 0, at = start; index < count; index += 1, at += 4)
    into[index] =
      (bytes[at] as number) |
      ((bytes[at + 1] as number) << 8) |
      ((bytes[at + 2] as number) << 16) |
      ((bytes[at + 3] as number) << 24);
};

/**
 * Format 212: two 12-bit samples in 3 bytes. The first is the low 12 bits of the little-endian
 * byte pair 0-1; the second has the high nibble of byte 1 above the 8 bits of byte 2.
 */
const decode212: StreamDecoder = (bytes, start, count, into) => {
  let at = start;
  let index = 0;
  // Shifting a 12-bit value to the top of 32 bits and back sign-extends it.
  for (const pairsEnd = count - (count % 2); index < pairsEnd; index += 2, at += 3) {
    const middle = bytes[at + 1] as number;
    into[index] = (((bytes[at] as number) | ((middle & 0x0f) << 8)) << 20) >> 20;
    into[index + 1] = (((bytes[at + 2] as number) | ((middle & 0xf0) << 4)) << 20) >> 20;
  }
  if (index < count)
    into[index] = ((byteAt(bytes, at) | ((byteAt(bytes, at + 1) & 0x0f) << 8)) << 20) >> 20;
};

/**
 * Format 310: three 10-bit samples in two little-endian byte pairs. Samples 1 and 2 are bits 1-10
 * of each pair (bit 0 unused); sample 3 is the top 5 bits of the first pair below the top 5 bits
 * of the second.
 */
const decode310: StreamDecoder = (bytes, start, count, into) => {
  let at = start;
  let index = 0;
  for (const groupsEnd = count - (count % 3); index < groupsEnd; index += 3, at += 4) {
    const first = (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
    const second = (bytes[at + 2] as number) | ((bytes[at + 3] as number) << 8);
    into[index] = (first << 21) >> 22;
    into[index + 1] = (second << 21) >> 22;
    into[index + 2] = ((((first >> 11) & 0x1f) | (((second >> 11) & 0x1f) << 5)) << 22) >> 22;
  }
  if (index < count) into[index] = ((byteAt(bytes, at) | (byteAt(bytes, at + 1) << 8)) << 21) >> 22;
  if (index + 1 < count)
    into[index + 1] = ((byteAt(bytes, at + 2) | (byteAt(bytes, at + 3) << 8)) << 21) >> 22;
};

/**
 * Format 311: three 10-bit samples in one little-endian 32-bit word, in bits 0-9, 10-19 and 20-29
 * (bits 30-31 unused).
 */
const decode311: StreamDecoder = (bytes, start, count, into) => {
  let at = start;
  let index = 0;
  for (const groupsEnd = count - (count % 3); index < groupsEnd; index += 3, at += 4) {
    const word =
      (bytes[at] as number) |
      ((bytes[at + 1] as number) << 8) |
      ((bytes[at + 2] as number) << 16) |
      ((bytes[at + 3] as number) << 24);
    into[index] = (word << 22) >> 22;
    into[index + 1] = (word << 12) >> 22;
    into[index + 2] = (word << 2) >> 22;
  }
  if (index === count) return;
  const word = byteAt(bytes, at) | (byteAt(bytes, at + 1) << 8) | (byteAt(bytes, at + 2) << 16);
  into[index] = (word << 22) >> 22;
  if (index + 1 < count) into[index + 1] = (word << 12) >> 22;
};

const DECODERS: Readonly<Record<Exclude<WfdbStorageFormat, 0>, StreamDecoder>> = {
  8: decode8,
  16: decode16,
  24: decode24,
  32: decode32,
  61: decode61,
  80: decode80,
  160: decode160,
  212: decode212,
  310: decode310,
  311: decode311,
};

/**
 * The decoder of a stored format (WFDB "signal(5)"). Its `start` must begin a group of the format
 * (a pair of 212 samples, a triple of 310 or 311 samples).
 */
export function sampleStreamDecoder(format: Exclude<WfdbStorageFormat, 0>): StreamDecoder {
  return DECODERS[format];
}
