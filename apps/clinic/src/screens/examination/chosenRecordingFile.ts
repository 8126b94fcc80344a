import type { EdfFileCheck } from '@telemed/forms';
import {
  RecordingConversionError,
  WfdbFormatError,
  encodeEdf,
  parseWfdbHeader,
  readWfdbAnnotations,
  recordingEdfInput,
  wfdbRecording,
  wfdbSignalFileNames,
} from '@telemed/formats';
import type { Recording } from '@telemed/formats';

/** EDF's 16-bit digital range: a WFDB signal of wider samples (formats 24, 32) needs BDF+. */
const EDF_DIGITAL = { min: -32768, max: 32767 };

const isEdfName = (name: string) => /\.(edf|bdf|rec)$/i.test(name);

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** Whether every channel's samples fit EDF's 16 bits as they are. */
const fitsEdf = (recording: Recording) =>
  recording.channels.every(
    (channel) => channel.digitalMin >= EDF_DIGITAL.min && channel.digitalMax <= EDF_DIGITAL.max,
  );

/**
 * A WFDB record chosen as files — its header, the signal files the header names and, when
 * chosen, its reference annotations (`.atr`) — converted in the browser to one EDF+ file (BDF+
 * for samples wider than 16 bits) with the annotations as TALs, which the import then sends like
 * any EDF file. A missing signal file or an unreadable record is said before anything is sent.
 */
async function convertedWfdbRecord(header: File, files: readonly File[]): Promise<EdfFileCheck> {
  const byName = new Map(files.map((file) => [file.name, file]));
  const recordName = header.name.replace(/\.hea$/i, '');
  try {
    const parsed = parseWfdbHeader(new TextDecoder('latin1').decode(await bytesOf(header)));
    const signalFiles: Record<string, Uint8Array> = {};
    for (const fileName of wfdbSignalFileNames(parsed)) {
      const file = byName.get(fileName);
      if (!file)
        return {
          file: null,
          problems: [{ code: 'wfdb-signal-file-missing', severity: 'error', fileName }],
        };
      signalFiles[fileName] = await bytesOf(file);
    }
    const annotationFile = byName.get(`${recordName}.atr`);
    const annotations = annotationFile ? readWfdbAnnotations(await bytesOf(annotationFile)) : [];
    const recording = wfdbRecording(parsed, signalFiles, annotations);
    const toBdf = !fitsEdf(recording);
    const chunks = [...encodeEdf(recordingEdfInput(recording, toBdf))];
    return {
      file: new File(chunks as BlobPart[], `${recordName}.${toBdf ? 'bdf' : 'edf'}`, {
        type: 'application/octet-stream',
      }),
      problems: [],
    };
  } catch (error) {
    if (error instanceof WfdbFormatError || error instanceof RecordingConversionError)
      return { file: null, problems: [{ code: 'wfdb-unreadable', severity: 'error' }] };
    throw error;
  }
}

/**
 * What the import sends of the chosen files: a WFDB record (a `.hea` among them) converted to
 * EDF+, else the one EDF/BDF file chosen; several files without a header are no recording.
 */
export async function chosenRecordingFile(files: readonly File[]): Promise<EdfFileCheck> {
  const header = files.find((file) => /\.hea$/i.test(file.name));
  if (header) return convertedWfdbRecord(header, files);
  const [only] = files;
  if (files.length === 1 && only) return { file: only, problems: [] };
  const edfFiles = files.filter((file) => isEdfName(file.name));
  const [edf] = edfFiles;
  if (edfFiles.length === 1 && edf) return { file: edf, problems: [] };
  return { file: null, problems: [{ code: 'not-edf', severity: 'error' }] };
}
