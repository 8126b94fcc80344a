import type { WfdbHeader } from './parseWfdbHeader';
import { NO_SIGNAL_FILE, type WfdbSignalSpec } from './parseWfdbSignalLine';
import { WfdbFormatError } from './WfdbFormatError';
import type { WfdbStorageFormat } from './wfdbStorageFormats';

/** A signal stored in a signal file, and where its samples lie in each frame of the file. */
export interface WfdbFileMember {
  signalIndex: number;
  /** Samples of the frame stored before this signal's first one. */
  position: number;
  samplesPerFrame: number;
  /** Frames of this signal stored before its sample 0. */
  skewFrames: number;
}

/** A signal file of a record and the signals stored in it, frame after frame. */
export interface WfdbSignalFile {
  fileName: string;
  format: Exclude<WfdbStorageFormat, 0>;
  byteOffset: number;
  /** Samples in one frame of the file, over all its signals. */
  frameSamples: number;
  /** In the order of their samples in a frame, which is the order of the header's lines. */
  members: WfdbFileMember[];
}

/** Whether a signal has no samples stored anywhere: format 0, or the file name `~` (header(5)). */
export function isNullSignal(signal: Pick<WfdbSignalSpec, 'format' | 'fileName'>): boolean {
  return signal.format === 0 || signal.fileName === NO_SIGNAL_FILE;
}

/**
 * Groups the stored signals of a record by signal file. header(5) asks for the lines of a file's
 * signals to be consecutive; when they are not, they are still read as one file, as wfdb-python
 * does (the WFDB library would read the file twice from the start, each time as another layout).
 * Signals of one file share its format and the byte offset of its first signal, which the other
 * lines may repeat or leave out, as the WFDB library reads it.
 */
export function groupWfdbSignalFiles(signals: readonly WfdbSignalSpec[]): WfdbSignalFile[] {
  const files = new Map<string, WfdbSignalFile>();
  signals.forEach((signal, signalIndex) => {
    if (isNullSignal(signal)) return;
    const { fileName, format, byteOffset, samplesPerFrame } = signal;
    // The WFDB library deskews by whole frames: the skew, given in samples, rounds to frames.
    const skewFrames = Math.round(signal.skew / samplesPerFrame);
    let file = files.get(fileName);
    if (!file) {
      file = {
        fileName,
        format: format as Exclude<WfdbStorageFormat, 0>,
        byteOffset,
        frameSamples: 0,
        members: [],
      };
      files.set(fileName, file);
    } else if (file.format !== format) {
      throw new WfdbFormatError(
        `signals[${signalIndex}].format`,
        `differs from the format of the other signals in ${fileName}`,
      );
    } else if (byteOffset !== 0 && byteOffset !== file.byteOffset) {
      throw new WfdbFormatError(
        `signals[${signalIndex}].format`,
        `its byte offset differs from that of the other signals in ${fileName}`,
      );
    }
    file.members.push({ signalIndex, position: file.frameSamples, samplesPerFrame, skewFrames });
    file.frameSamples += samplesPerFrame;
  });
  return [...files.values()];
}

/**
 * The signal files a record's samples are stored in, each named once, in the order of the
 * header: the files to fetch for {@link decodeWfdbSignals}.
 * @example
 * const files = Object.fromEntries(
 *   await Promise.all(wfdbSignalFileNames(header).map(async (name) => [name, await read(name)])),
 * );
 */
export function wfdbSignalFileNames(header: Pick<WfdbHeader, 'signals'>): string[] {
  return groupWfdbSignalFiles(header.signals).map((file) => file.fileName);
}
