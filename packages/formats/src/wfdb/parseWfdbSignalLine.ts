import { parseDecimal, parseInteger } from './wfdbHeaderNumbers';
import { WfdbFormatError } from './WfdbFormatError';
import {
  isWfdbStorageFormat,
  storageFormatTraits,
  unsupportedFormatReason,
  type WfdbStorageFormat,
} from './wfdbStorageFormats';

/** One signal line of a `.hea` header (WFDB "header(5)"). */
export interface WfdbSignalSpec {
  /** The signal file; `~` (and any name, for format 0) stands for no file. */
  fileName: string;
  format: WfdbStorageFormat;
  /**
   * Samples of this signal in each frame (the `x` suffix of the format field, 1 when absent): a
   * signal sampled at n times the record's frame rate stores n samples per frame.
   */
  samplesPerFrame: number;
  /** Samples per second: the record's frame frequency times `samplesPerFrame`. */
  samplingFrequency: number;
  /**
   * Samples of this signal stored before its sample 0 (the `:skew` suffix), which a reader skips
   * to line the signals up. The WFDB library deskews by whole frames, rounding skew / samplesPerFrame.
   */
  skew: number;
  /** Bytes to skip at the start of the signal file (the `+offset` suffix of the format field). */
  byteOffset: number;
  /** ADC units per physical unit; WFDB reads a missing or zero gain as 200. */
  gain: number;
  /** Digital value of physical zero; defaults to `adcZero`. */
  baseline: number;
  units: string;
  /** Bits; a missing or zero field takes the format's default (12 or 10 bits, its width). */
  adcResolution: number;
  adcZero: number;
  /** Value of sample 0 before the first difference of format 8; only format 8 uses it. */
  initialValue: number;
  /** 16-bit sum of all samples, when the header gives it (as written; compared modulo 2^16). */
  checksum: number | undefined;
  blockSize: number;
  description: string;
}

// Defaults of the WFDB library when a header omits a field (header(5)).
const DEFAULT_GAIN = 200;
const DEFAULT_UNITS = 'mV';

/** File name of signals stored in no file (header(5), layout segments of variable-layout records). */
export const NO_SIGNAL_FILE = '~';

function parseFormatField(field: string, text: string | undefined) {
  // format[xsamples per frame][:skew][+byte offset], e.g. "212", "16+24", "212x4", "212:4".
  const match = text === undefined ? null : /^(\d+)(?:x(\d+))?(?::(\d+))?(?:\+(\d+))?$/.exec(text);
  if (!match) throw new WfdbFormatError(field, `expected a storage format, found "${text ?? ''}"`);
  const format = parseInteger(field, match[1], 0);
  if (!isWfdbStorageFormat(format))
    throw new WfdbFormatError(field, unsupportedFormatReason(format));
  const samplesPerFrame = parseInteger(field, match[2], 1);
  if (samplesPerFrame < 1)
    throw new WfdbFormatError(field, 'a signal needs at least one sample per frame');
  return {
    format,
    samplesPerFrame,
    skew: parseInteger(field, match[3], 0),
    byteOffset: parseInteger(field, match[4], 0),
  };
}

function parseGainField(field: string, text: string | undefined) {
  // gain[(baseline)][/units], e.g. "200", "200(1024)/mV".
  if (text === undefined) return { gain: DEFAULT_GAIN, baseline: undefined, units: DEFAULT_UNITS };
  const match = /^([^(/]*)(?:\(([^)]*)\))?(?:\/(.*))?$/.exec(text);
  if (!match) throw new WfdbFormatError(field, `expected gain(baseline)/units, found "${text}"`);
  const gain = parseDecimal(field, match[1] ?? '', DEFAULT_GAIN);
  const baseline =
    match[2] === undefined ? undefined : parseInteger(`${field}.baseline`, match[2], 0);
  return { gain: gain === 0 ? DEFAULT_GAIN : gain, baseline, units: match[3] || DEFAULT_UNITS };
}

/**
 * Parses signal line `index` of a header whose frames come `frameFrequency` times a second.
 * Fields are separated by spaces or tabs; the description is the rest of the line.
 */
export function parseWfdbSignalLine(
  line: string,
  index: number,
  frameFrequency: number,
): WfdbSignalSpec {
  const field = (name: string) => `signals[${index}].${name}`;
  const parts = line.split(/\s+/);
  const fileName = parts[0] ?? '';
  const { format, samplesPerFrame, skew, byteOffset } = parseFormatField(field('format'), parts[1]);
  const { gain, baseline, units } = parseGainField(field('gain'), parts[2]);
  const resolution = parseInteger(field('adcResolution'), parts[3], 0);
  const adcZero = parseInteger(field('adcZero'), parts[4], 0);
  const checksum =
    parts[6] === undefined ? undefined : parseInteger(field('checksum'), parts[6], 0);
  return {
    fileName,
    format,
    samplesPerFrame,
    samplingFrequency: frameFrequency * samplesPerFrame,
    skew,
    byteOffset,
    gain,
    baseline: baseline ?? adcZero,
    units,
    adcResolution: resolution === 0 ? storageFormatTraits(format).defaultResolution : resolution,
    adcZero,
    initialValue: parseInteger(field('initialValue'), parts[5], adcZero),
    checksum,
    blockSize: parseInteger(field('blockSize'), parts[7], 0),
    // The description may contain spaces.
    description: parts.slice(8).join(' '),
  };
}
