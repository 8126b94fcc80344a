import { decodeWfdbSignalFile, framesHeld } from './decodeWfdbSignalFile';
import { groupWfdbSignalFiles, isNullSignal, type WfdbSignalFile } from './groupWfdbSignalFiles';
import type { WfdbHeader } from './parseWfdbHeader';
import { WFDB_LIMITS } from './wfdbLimits';
import { WfdbFormatError } from './WfdbFormatError';

/** Signals of a record in physical units, one array per header signal line. */
export interface WfdbSignals {
  /**
   * `(digital - baseline) / gain`, `samplesPerSignal × samplesPerFrame` values per signal, deskewed;
   * samples stored as WFDB's invalid value, null signals and skewed samples past the end of the
   * file read as NaN.
   */
  physical: Float32Array[];
  /**
   * The 16-bit two's-complement sum of each signal's stored samples over the record's frames, as
   * the header's checksum field defines it (skewed samples before sample 0 included); 0 for null
   * signals.
   */
  checksums: number[];
  /**
   * Whether each computed checksum equals the header's (modulo 2^16, as the WFDB library compares
   * them); undefined when the header has none, states no record length, or for a null signal.
   */
  checksumMatches: (boolean | undefined)[];
}

/** Frames of the record: the header's length, else what every signal file holds. */
function recordFramesOf(
  header: WfdbHeader,
  signalFiles: readonly WfdbSignalFile[],
  bytesOf: (file: WfdbSignalFile) => Uint8Array,
): number {
  const held = signalFiles.map((file) => framesHeld(file, bytesOf(file)));
  const stated = header.samplesPerSignal;
  if (stated === undefined) return held.length === 0 ? 0 : Math.min(...held);
  signalFiles.forEach((file, index) => {
    if ((held[index] as number) < stated)
      throw new WfdbFormatError(
        'samplesPerSignal',
        `${file.fileName} holds ${held[index]} of the ${stated} samples the header announces`,
      );
  });
  return stated;
}

/**
 * Decodes the signal files of a record into physical values, in every storage format of WFDB
 * "signal(5)" but FLAC: several signals per file and several files per record, byte offsets,
 * skews, several samples per frame (multi-frequency records), format 8's initial values, and the
 * checksums of the header. `files` maps each file name of the header (see
 * {@link wfdbSignalFileNames}) to its bytes. A file shorter than the header's length, or a header
 * that lies about it, is a {@link WfdbFormatError}.
 * @example
 * const { physical } = decodeWfdbSignals(header, { '100.dat': datBytes });
 * physical[0]; // MLII in mV
 */
export function decodeWfdbSignals(
  header: WfdbHeader,
  files: Readonly<Record<string, Uint8Array>>,
): WfdbSignals {
  const signalFiles = groupWfdbSignalFiles(header.signals);
  const bytesOf = (file: WfdbSignalFile) => {
    const bytes = Object.hasOwn(files, file.fileName) ? files[file.fileName] : undefined;
    if (!bytes) throw new WfdbFormatError('fileName', `no bytes given for ${file.fileName}`);
    return bytes;
  };
  const recordFrames = recordFramesOf(header, signalFiles, bytesOf);
  const physical = header.signals.map((signal, index) => {
    const length = recordFrames * signal.samplesPerFrame;
    if (!isNullSignal(signal)) return new Float32Array(length);
    if (length > WFDB_LIMITS.maxNullSignalSamples)
      throw new WfdbFormatError(
        `signals[${index}].format`,
        `a null signal of ${length} samples is longer than the ${WFDB_LIMITS.maxNullSignalSamples} this reader makes up for a signal stored nowhere`,
      );
    return new Float32Array(length).fill(Number.NaN);
  });
  const sums = new Array<number>(header.signals.length).fill(0);
  for (const file of signalFiles) {
    const members = decodeWfdbSignalFile(
      file,
      bytesOf(file),
      header.signals,
      physical,
      recordFrames,
    );
    for (const member of members) sums[member.signalIndex] = member.sum;
  }
  // The checksum is the sum of the samples as a 16-bit two's-complement number.
  const checksums = sums.map((sum) => (sum << 16) >> 16);
  const checksumMatches = header.signals.map((spec, index) =>
    spec.checksum === undefined || header.samplesPerSignal === undefined || isNullSignal(spec)
      ? undefined
      : (((checksums[index] as number) - spec.checksum) & 0xffff) === 0,
  );
  return { physical, checksums, checksumMatches };
}
