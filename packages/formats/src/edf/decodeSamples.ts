import type { EdfSignalHeader } from './readSignalHeaders';

/**
 * Linear digital-to-physical map of one signal, in the form EDFlib evaluates it:
 * physical = gain × (digital + offset), with gain = (physical max - min) / (digital max - min) and
 * offset = physical max / gain - digital max (EDF spec's line through (digital min, physical min)
 * and (digital max, physical max); the order of operations is EDFlib's, edflib.c
 * edfread_physical_samples, so our float32 values are EDFlib's doubles rounded to float32).
 */
export interface EdfScaling {
  gain: number;
  offset: number;
}

export function scalingOf(signal: EdfSignalHeader): EdfScaling {
  const gain = (signal.physicalMax - signal.physicalMin) / (signal.digitalMax - signal.digitalMin);
  return { gain, offset: signal.physicalMax / gain - signal.digitalMax };
}

/**
 * True on little-endian hosts, where an Int16Array over EDF bytes reads and writes them as they
 * are.
 */
export const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Bytes of consecutive data records, with a 16-bit view over them when one can be used. */
export interface SampleChunk {
  bytes: Uint8Array;
  /** `bytes` as little-endian int16, or null (BDF, big-endian host, odd byte offset). */
  words: Int16Array | null;
}

/** Wraps bytes read from a file for {@link decodeSamples}, making the int16 view once per chunk. */
export function sampleChunk(bytes: Uint8Array, bytesPerSample: 2 | 3): SampleChunk {
  const aligned = bytes.byteOffset % 2 === 0;
  return {
    bytes,
    words:
      bytesPerSample === 2 && LITTLE_ENDIAN && aligned
        ? new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1)
        : null,
  };
}

/** The little-endian 16-bit two's-complement sample at `byte` (shifted up and back to sign-extend). */
const int16At = (bytes: Uint8Array, byte: number) =>
  (((bytes[byte] as number) | ((bytes[byte + 1] as number) << 8)) << 16) >> 16;

/** The little-endian 24-bit two's-complement sample at `byte`. */
const int24At = (bytes: Uint8Array, byte: number) =>
  (((bytes[byte] as number) |
    ((bytes[byte + 1] as number) << 8) |
    ((bytes[byte + 2] as number) << 16)) <<
    8) >>
  8;

/**
 * Decodes `count` samples starting at byte `from` into `target[at...]` as physical values.
 * EDF samples are 16-bit and BDF samples 24-bit two's complement, little-endian (EDF spec,
 * "data record"; BioSemi BDF description).
 */
export function decodeSamples(
  chunk: SampleChunk,
  from: number,
  count: number,
  bytesPerSample: 2 | 3,
  scaling: EdfScaling,
  target: Float32Array,
  at: number,
): void {
  const { gain, offset } = scaling;
  const { bytes, words } = chunk;
  if (words && from % 2 === 0) {
    // Fast path: the samples as they lie in memory, one typed-array load each.
    const first = from >> 1;
    for (let index = 0; index < count; index += 1)
      target[at + index] = gain * ((words[first + index] as number) + offset);
    return;
  }
  if (bytesPerSample === 2) {
    for (let index = 0, byte = from; index < count; index += 1, byte += 2)
      target[at + index] = gain * (int16At(bytes, byte) + offset);
    return;
  }
  for (let index = 0, byte = from; index < count; index += 1, byte += 3)
    target[at + index] = gain * (int24At(bytes, byte) + offset);
}

/**
 * Copies `count` samples starting at byte `from` into `target[at...]` as the digital values they
 * are (16-bit EDF into an Int16Array, 24-bit BDF into an Int32Array), for readers that fold them
 * before mapping to physical values.
 */
export function copyDigitalSamples(
  chunk: SampleChunk,
  from: number,
  count: number,
  bytesPerSample: 2 | 3,
  target: Int16Array | Int32Array,
  at: number,
): void {
  const { bytes, words } = chunk;
  if (words && from % 2 === 0) {
    // A block copy: several times faster than a loop, view included.
    target.set(words.subarray(from >> 1, (from >> 1) + count), at);
    return;
  }
  const decode = bytesPerSample === 2 ? int16At : int24At;
  for (let index = 0, byte = from; index < count; index += 1, byte += bytesPerSample)
    target[at + index] = decode(bytes, byte);
}
