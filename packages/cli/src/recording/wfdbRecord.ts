import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decodeWfdbSignals,
  parseWfdbHeader,
  readWfdbAnnotations,
  type WfdbAnnotation,
  type WfdbHeader,
  type WfdbStorageFormat,
} from '@telemed/formats';
import type { Recording, RecordingAnnotation } from './recording';

/** The stored digital range of each WFDB format (format 212 packs 12-bit two's complement). */
const DIGITAL_RANGE: Record<WfdbStorageFormat, { min: number; max: number }> = {
  16: { min: -32768, max: 32767 },
  212: { min: -2048, max: 2047 },
};

const EDF_EXTENSIONS = new Set(['.edf', '.bdf', '.rec']);

/**
 * The header path of a WFDB record named as `dir/100`, `dir/100.hea` or one of its data files
 * (`dir/100.dat`); undefined when there is no such header.
 */
export function wfdbHeaderPath(file: string): string | undefined {
  const extension = path.extname(file);
  if (EDF_EXTENSIONS.has(extension.toLowerCase())) return undefined;
  const candidates =
    extension === '.hea' ? [file] : [`${file}.hea`, `${file.slice(0, -extension.length)}.hea`];
  return candidates.find((candidate) => candidate.endsWith('.hea') && existsSync(candidate));
}

/** Reads a record's header. */
export async function readWfdbHeader(headerPath: string): Promise<WfdbHeader> {
  return parseWfdbHeader(await readFile(headerPath, 'latin1'));
}

/** Reads the record's `annotator` file (`atr` by default), or [] when the record has none. */
export async function readWfdbAnnotationFile(
  headerPath: string,
  annotator = 'atr',
): Promise<WfdbAnnotation[]> {
  const file = `${headerPath.slice(0, -'.hea'.length)}.${annotator}`;
  if (!existsSync(file)) return [];
  return readWfdbAnnotations(new Uint8Array(await readFile(file)));
}

/**
 * An annotation's text in EDF+: a beat's WFDB mnemonic (`N`, `V`, …); for other annotations the
 * AUX string when there is one (a rhythm change `(AFIB`, a comment), else the mnemonic (`~`, `|`).
 */
function annotationText(annotation: WfdbAnnotation): string {
  const aux = annotation.aux.replace(/\0+$/, '').trim();
  return annotation.isBeat || aux === '' ? annotation.symbol : aux;
}

/** Reads a whole WFDB record: its signals in physical units and its reference annotations. */
export async function readWfdbRecord(headerPath: string): Promise<Recording> {
  const header = await readWfdbHeader(headerPath);
  const directory = path.dirname(headerPath);
  const files: Record<string, Uint8Array> = {};
  for (const { fileName } of header.signals)
    files[fileName] ??= new Uint8Array(await readFile(path.join(directory, fileName)));
  const { physical } = decodeWfdbSignals(header, files);
  const rate = header.samplingFrequency;
  const annotations: RecordingAnnotation[] = (await readWfdbAnnotationFile(headerPath)).map(
    (annotation) => ({
      onsetSeconds: annotation.sample / rate,
      durationSeconds: null,
      text: annotationText(annotation),
    }),
  );
  const length = physical[0]?.length ?? 0;
  return {
    format: 'WFDB',
    startDate: null,
    durationSeconds: length / rate,
    channels: header.signals.map((signal, index) => {
      const digital = DIGITAL_RANGE[signal.format];
      return {
        label: signal.description || `signal ${index}`,
        unit: signal.units,
        samplingRate: rate,
        samples: physical[index] as Float32Array,
        physicalMin: (digital.min - signal.baseline) / signal.gain,
        physicalMax: (digital.max - signal.baseline) / signal.gain,
        digitalMin: digital.min,
        digitalMax: digital.max,
        transducer: '',
        prefiltering: '',
      };
    }),
    annotations,
    discontinuous: null,
  };
}
