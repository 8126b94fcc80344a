import type { WfdbHeader, WfdbSignalSpec, WfdbStorageFormat } from './parseWfdbHeader';
import { WfdbFormatError } from './WfdbFormatError';

/** Signals of a record in physical units, one array per header signal line. */
export interface WfdbSignals {
  /** `(digital - baseline) / gain`; samples stored as WFDB's invalid value read as NaN. */
  physical: Float32Array[];
  /** The 16-bit sum of each signal's digital samples, as the header's checksum field defines it. */
  checksums: number[];
  /** Whether each computed checksum equals the header's; undefined when the header has none. */
  checksumMatches: (boolean | undefined)[];
}

// WFDB_INVALID_SAMPLE for each format: the most negative value it can store (WFDB signal(5)).
const INVALID_DIGITAL = { 16: -32768, 212: -2048 } as const;

/** Reads the n-th 12-bit two's-complement sample of a format-212 byte stream. */
function read212(bytes: Uint8Array, start: number, n: number): number {
  // Two samples share three bytes: low 8 bits of each in bytes 0 and 2, high nibbles in byte 1.
  const pairStart = start + (n >> 1) * 3;
  const middle = bytes[pairStart + 1] ?? 0;
  const value =
    (n & 1) === 0
      ? (bytes[pairStart] ?? 0) | ((middle & 0x0f) << 8)
      : (bytes[pairStart + 2] ?? 0) | ((middle & 0xf0) << 4);
  return value >= 0x800 ? value - 0x1000 : value;
}

function read16(bytes: Uint8Array, start: number, n: number): number {
  const offset = start + n * 2;
  const value = (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8);
  return value >= 0x8000 ? value - 0x10000 : value;
}

const SAMPLE_READERS = { 16: read16, 212: read212 } as const;

function bytesFor(format: WfdbStorageFormat, samples: number): number {
  return format === 16 ? samples * 2 : Math.ceil((samples * 3) / 2);
}

interface SignalFile {
  fileName: string;
  format: WfdbStorageFormat;
  byteOffset: number;
  /** Indices into header.signals, in the interleaving order of the file. */
  members: number[];
}

function groupByFile(signals: readonly WfdbSignalSpec[]): SignalFile[] {
  const files = new Map<string, SignalFile>();
  signals.forEach((signal, index) => {
    const file = files.get(signal.fileName);
    if (!file) {
      files.set(signal.fileName, { ...signal, members: [index] });
      return;
    }
    if (file.format !== signal.format)
      throw new WfdbFormatError(
        `signals[${index}].format`,
        `differs from the other signals in ${signal.fileName}`,
      );
    file.members.push(index);
  });
  return [...files.values()];
}

function frameCountOf(header: WfdbHeader, file: SignalFile, bytes: Uint8Array): number {
  const frameSamples = file.members.length;
  const available = bytes.length - file.byteOffset;
  const framesInFile = Math.floor(
    file.format === 16 ? available / (2 * frameSamples) : (available * 2) / 3 / frameSamples,
  );
  if (header.samplesPerSignal === undefined) return Math.max(0, framesInFile);
  if (
    bytes.length <
    file.byteOffset + bytesFor(file.format, header.samplesPerSignal * frameSamples)
  )
    throw new WfdbFormatError(
      'samplesPerSignal',
      `${file.fileName} holds ${Math.max(0, framesInFile)} of the ${header.samplesPerSignal} samples the header announces`,
    );
  return header.samplesPerSignal;
}

/**
 * Decodes the signal files of a record (formats 212 and 16, WFDB "signal(5)") into physical
 * values. `files` maps each file name of the header to its bytes.
 * @example
 * const { physical } = decodeWfdbSignals(header, { '100.dat': datBytes });
 * physical[0]; // MLII in mV
 */
export function decodeWfdbSignals(
  header: WfdbHeader,
  files: Readonly<Record<string, Uint8Array>>,
): WfdbSignals {
  const physical: Float32Array[] = new Array<Float32Array>(header.signals.length);
  const checksums: number[] = new Array<number>(header.signals.length).fill(0);
  for (const file of groupByFile(header.signals)) {
    const bytes = files[file.fileName];
    if (!bytes) throw new WfdbFormatError('fileName', `no bytes given for ${file.fileName}`);
    const frames = frameCountOf(header, file, bytes);
    const readSample = SAMPLE_READERS[file.format];
    const invalid = INVALID_DIGITAL[file.format];
    const frameSamples = file.members.length;
    file.members.forEach((signalIndex, position) => {
      const spec = header.signals[signalIndex] as WfdbSignalSpec;
      const values = new Float32Array(frames);
      let sum = 0;
      for (let frame = 0; frame < frames; frame += 1) {
        const digital = readSample(bytes, file.byteOffset, frame * frameSamples + position);
        sum += digital;
        values[frame] = digital === invalid ? Number.NaN : (digital - spec.baseline) / spec.gain;
      }
      physical[signalIndex] = values;
      // The checksum is the sum of the samples as a 16-bit two's-complement number.
      checksums[signalIndex] = (((sum % 0x10000) + 0x10000 + 0x8000) % 0x10000) - 0x8000;
    });
  }
  const checksumMatches = header.signals.map((spec, index) =>
    spec.checksum === undefined ? undefined : spec.checksum === checksums[index],
  );
  return { physical, checksums, checksumMatches };
}
