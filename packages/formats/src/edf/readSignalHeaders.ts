import { decodeLatin1 } from './decodeLatin1';
import { EDF_LIMITS } from './edfLimits';
import { EdfFormatError } from './EdfFormatError';
import { parseHeaderNumber } from './parseHeaderNumber';
import { EDF_FIXED_HEADER_BYTES, type EdfFixedHeader } from './readFixedHeader';
import { requirePrintableAscii } from './requirePrintableAscii';

/** One signal's header fields (EDF spec, "header record", ns × each field). */
export interface EdfSignalHeader {
  /** Position of the signal in the header, 0-based. */
  index: number;
  label: string;
  transducer: string;
  physicalDimension: string;
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  prefiltering: string;
  samplesPerRecord: number;
  reserved: string;
  /** True for the EDF+ 'EDF Annotations' (BDF+ 'BDF Annotations') signal, which holds TALs. */
  isAnnotations: boolean;
  /** Samples per second; 0 when records last 0 s (annotation-only EDF+). */
  sampleRate: number;
}

// Field widths per signal, in file order; all of one field for every signal, then the next.
const SIGNAL_FIELDS = [
  ['label', 16],
  ['transducer', 80],
  ['physicalDimension', 8],
  ['physicalMin', 8],
  ['physicalMax', 8],
  ['digitalMin', 8],
  ['digitalMax', 8],
  ['prefiltering', 80],
  ['samplesPerRecord', 8],
  ['reserved', 32],
] as const;

/** Digital range a sample can hold: 16-bit two's complement for EDF, 24-bit for BDF. */
export function digitalLimits(variant: EdfFixedHeader['variant']): { min: number; max: number } {
  return variant.startsWith('BDF')
    ? { min: -(2 ** 23), max: 2 ** 23 - 1 }
    : { min: -32768, max: 32767 };
}

/** Bytes of one data record over all signals: 2 bytes a sample in EDF, 3 in BDF. */
export function dataRecordBytes(
  variant: EdfFixedHeader['variant'],
  signals: readonly Pick<EdfSignalHeader, 'samplesPerRecord'>[],
): number {
  const samples = signals.reduce((sum, signal) => sum + signal.samplesPerRecord, 0);
  return samples * (variant.startsWith('BDF') ? 3 : 2);
}

/**
 * Reads the per-signal part of the header, which follows the fixed 256 bytes.
 * @param bytes the whole header: `fixed.headerBytes` bytes.
 */
export function readSignalHeaders(bytes: Uint8Array, fixed: EdfFixedHeader): EdfSignalHeader[] {
  const count = fixed.signalCount;
  if (bytes.length < fixed.headerBytes) {
    throw new EdfFormatError(
      'headerBytes',
      `file is ${bytes.length} bytes, shorter than its ${fixed.headerBytes}-byte header`,
    );
  }
  const columns = new Map<string, string[]>();
  let offset = EDF_FIXED_HEADER_BYTES;
  for (const [name, width] of SIGNAL_FIELDS) {
    const values: string[] = [];
    for (let signal = 0; signal < count; signal += 1) {
      const raw = bytes.subarray(offset, offset + width);
      requirePrintableAscii(`signal[${signal}].${name}`, raw);
      values.push(decodeLatin1(raw));
      offset += width;
    }
    columns.set(name, values);
  }
  const column = (name: string, signal: number) => columns.get(name)?.[signal] ?? '';
  const limits = digitalLimits(fixed.variant);
  const isPlus = fixed.variant.includes('+');
  const annotationLabel = fixed.variant.startsWith('BDF') ? 'BDF Annotations' : 'EDF Annotations';

  const signals: EdfSignalHeader[] = [];
  for (let index = 0; index < count; index += 1) {
    const field = (name: string) => `signal[${index}].${name}`;
    const number = (name: string, integer: boolean) =>
      parseHeaderNumber(field(name), column(name, index), { integer });
    const label = column('label', index).trim();
    // EDF+ spec: only EDF+ files have annotation signals; in plain EDF the label is just a label.
    // EDFlib also accepts the BDF+ label in EDF+ files and vice versa, so do we.
    const isAnnotations =
      isPlus &&
      (label === annotationLabel || label === 'EDF Annotations' || label === 'BDF Annotations');
    const physicalMin = number('physicalMin', false);
    const physicalMax = number('physicalMax', false);
    const digitalMin = number('digitalMin', true);
    const digitalMax = number('digitalMax', true);
    const samplesPerRecord = number('samplesPerRecord', true);
    if (samplesPerRecord < 1 || samplesPerRecord > EDF_LIMITS.maxSamplesPerRecord) {
      throw new EdfFormatError(
        field('samplesPerRecord'),
        `${samplesPerRecord} is outside 1..${EDF_LIMITS.maxSamplesPerRecord}`,
      );
    }
    if (!isAnnotations) {
      // EDF spec: the gain is (physical max - min) / (digital max - min); both must be non-zero.
      // A negative gain (physical max < min) is legal (EDF+ spec, "negative amplifier gain").
      if (digitalMax <= digitalMin) {
        throw new EdfFormatError(
          field('digitalMax'),
          `${digitalMax} is not above digital minimum ${digitalMin}`,
        );
      }
      if (digitalMin < limits.min || digitalMax > limits.max) {
        throw new EdfFormatError(
          field('digitalMin'),
          `range ${digitalMin}..${digitalMax} does not fit ${limits.min}..${limits.max}`,
        );
      }
      if (physicalMax === physicalMin) {
        throw new EdfFormatError(field('physicalMax'), `equals physical minimum ${physicalMin}`);
      }
    }
    if (!isAnnotations && fixed.recordDurationSeconds === 0) {
      // EDF+ spec: a duration of 0 is only allowed when the file holds nothing but annotations.
      throw new EdfFormatError('recordDuration', `0 s records cannot hold signal "${label}"`);
    }
    signals.push({
      index,
      label,
      transducer: column('transducer', index).trim(),
      physicalDimension: column('physicalDimension', index).trim(),
      physicalMin,
      physicalMax,
      digitalMin,
      digitalMax,
      prefiltering: column('prefiltering', index).trim(),
      samplesPerRecord,
      reserved: column('reserved', index).trim(),
      isAnnotations,
      sampleRate:
        fixed.recordDurationSeconds > 0 ? samplesPerRecord / fixed.recordDurationSeconds : 0,
    });
  }
  const recordBytes = dataRecordBytes(fixed.variant, signals);
  if (recordBytes > EDF_LIMITS.maxRecordBytes) {
    throw new EdfFormatError(
      'signal.samplesPerRecord',
      `a data record of ${recordBytes} bytes is larger than ${EDF_LIMITS.maxRecordBytes}`,
    );
  }
  if (isPlus && !signals.some((signal) => signal.isAnnotations)) {
    // EDF+ spec: "at least one 'EDF Annotations' signal" must be present in every EDF+ file.
    throw new EdfFormatError(
      'signal.label',
      `an ${fixed.variant} file needs an "${annotationLabel}" signal`,
    );
  }
  return signals;
}
