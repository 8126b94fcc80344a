/**
 * Signal storage formats of WFDB "signal(5)": 0 (a null signal, stored nowhere), 8 (8-bit first
 * differences), 16, 24 and 32 (two's complement, least significant byte first), 61 (16-bit, most
 * significant byte first), 80 and 160 (8- and 16-bit offset binary), 212 (two 12-bit samples in 3
 * bytes), 310 and 311 (three 10-bit samples in 4 bytes, two layouts).
 */
export type WfdbStorageFormat = 0 | 8 | 16 | 24 | 32 | 61 | 80 | 160 | 212 | 310 | 311;

/** What a reader needs to know about one storage format. */
interface StorageFormatTraits {
  /** Bits of one stored amplitude (of one difference for format 8). */
  bits: number;
  /**
   * WFDB_INVALID_SAMPLE as stored: the most negative amplitude the format holds (signal(5) and the
   * WFDB library's getframe). Format 8 stores differences and has none; format 0 is all invalid.
   */
  invalid: number | undefined;
  /**
   * ADC resolution when the header's field is missing or zero. header(5) gives 12 bits for
   * amplitude formats and 10 for differences, "unless a lower value is specified by the format";
   * the WFDB library fills in the width of formats 80, 160, 212, 310 and 311, and so do we for the
   * other fixed-width formats, whose samples would otherwise not fit the resolution.
   */
  defaultResolution: number;
  /** Bytes holding the first `samples` samples of a stream, the last group possibly incomplete. */
  bytesFor(samples: number): number;
  /** Whole samples that `bytes` bytes hold. */
  samplesIn(bytes: number): number;
}

const bytewise = (
  width: number,
  bits: number,
  invalid: number | undefined,
  defaultResolution = bits,
): StorageFormatTraits => ({
  bits,
  invalid,
  defaultResolution,
  bytesFor: (samples) => samples * width,
  samplesIn: (bytes) => Math.floor(bytes / width),
});

/**
 * Formats 310 and 311 pack three 10-bit samples in 4 bytes. An incomplete last group needs 2
 * bytes for its first sample and `secondSampleEnd` bytes for its second: in format 310 the second
 * sample fills the group's second byte pair, in 311 it ends in the third byte.
 */
const tripletsInFourBytes = (secondSampleEnd: number): StorageFormatTraits => ({
  bits: 10,
  invalid: -512,
  defaultResolution: 10,
  bytesFor: (samples) => {
    const partial = samples % 3;
    return Math.floor(samples / 3) * 4 + (partial === 0 ? 0 : partial === 1 ? 2 : secondSampleEnd);
  },
  samplesIn: (bytes) => {
    const remainder = bytes % 4;
    return Math.floor(bytes / 4) * 3 + (remainder >= secondSampleEnd ? 2 : remainder >= 2 ? 1 : 0);
  },
});

const STORAGE_FORMATS: Readonly<Record<WfdbStorageFormat, StorageFormatTraits>> = {
  0: { ...bytewise(0, 16, undefined, 12), bytesFor: () => 0, samplesIn: () => 0 },
  8: bytewise(1, 8, undefined, 10),
  16: bytewise(2, 16, -32768),
  24: bytewise(3, 24, -8388608),
  32: bytewise(4, 32, -2147483648),
  61: bytewise(2, 16, -32768),
  80: bytewise(1, 8, -128),
  160: bytewise(2, 16, -32768),
  // Two samples in three bytes; a lone last sample needs the first two.
  212: {
    bits: 12,
    invalid: -2048,
    defaultResolution: 12,
    bytesFor: (samples) => Math.ceil((samples * 3) / 2),
    samplesIn: (bytes) => Math.floor((bytes * 2) / 3),
  },
  310: tripletsInFourBytes(4),
  311: tripletsInFourBytes(3),
};

/** FLAC-compressed formats of signal(5), named in the error that refuses them. */
const FLAC_FORMATS = new Set([508, 516, 524]);

/** Whether `format` is one this reader decodes. */
export function isWfdbStorageFormat(format: number): format is WfdbStorageFormat {
  return Object.hasOwn(STORAGE_FORMATS, format);
}

/** Why `format` cannot be read, for the error that refuses it. */
export function unsupportedFormatReason(format: number): string {
  return FLAC_FORMATS.has(format)
    ? `format ${format} (FLAC compressed) is not supported`
    : `${format} is not a WFDB storage format`;
}

/** The traits of a format this reader decodes. */
export function storageFormatTraits(format: WfdbStorageFormat): StorageFormatTraits {
  return STORAGE_FORMATS[format];
}

/**
 * The digital values a signal can hold: what its format's stored amplitudes span; for format 8,
 * whose differences add up to any value, the range its ADC resolution and ADC zero describe
 * (header(5)). The most negative amplitude is WFDB's invalid sample for every format but 8.
 * @example
 * wfdbDigitalRange({ format: 212, adcResolution: 11, adcZero: 1024 }); // { min: -2048, max: 2047 }
 */
export function wfdbDigitalRange(signal: {
  format: WfdbStorageFormat;
  adcResolution: number;
  adcZero: number;
}): { min: number; max: number } {
  if (signal.format !== 8) {
    const half = 2 ** (STORAGE_FORMATS[signal.format].bits - 1);
    return { min: -half, max: half - 1 };
  }
  const half = 2 ** (Math.min(32, Math.max(1, signal.adcResolution)) - 1);
  return { min: signal.adcZero - half, max: signal.adcZero + half - 1 };
}
