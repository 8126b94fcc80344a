import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decodeWfdbSignals,
  parseWfdbHeader,
  readWfdbAnnotations,
  wfdbDigitalRange,
  wfdbSignalFileNames,
  type WfdbAnnotation,
  type WfdbHeader,
} from '@telemed/formats';
import type { Recording, RecordingAnnotation } from './recording';

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

/**
 * The clock time of a record's first sample, when its header gives both the base date and time
 * and the year is one an EDF header can hold (MIMIC shifts its dates into the 22nd century).
 * EDF stores whole seconds; a fraction of the base time is dropped.
 */
function startDateOf(header: WfdbHeader): Recording['startDate'] {
  const { baseDate, baseTime } = header;
  if (!baseDate || !baseTime || baseDate.year < 1985 || baseDate.year > 2084) return null;
  return { ...baseDate, ...baseTime, second: Math.floor(baseTime.second) };
}

/**
 * Reads a whole WFDB record: its signals in physical units, each at its own rate (a signal with
 * several samples per frame is sampled that many times faster), and its reference annotations.
 */
export async function readWfdbRecord(headerPath: string): Promise<Recording> {
  const header = await readWfdbHeader(headerPath);
  const directory = path.dirname(headerPath);
  const files: Record<string, Uint8Array> = {};
  for (const fileName of wfdbSignalFileNames(header))
    files[fileName] = new Uint8Array(await readFile(path.join(directory, fileName)));
  const { physical } = decodeWfdbSignals(header, files);
  // Annotation times count frames, at the record line's frequency.
  const frameRate = header.samplingFrequency;
  const annotations: RecordingAnnotation[] = (await readWfdbAnnotationFile(headerPath)).map(
    (annotation) => ({
      onsetSeconds: annotation.sample / frameRate,
      durationSeconds: null,
      text: annotationText(annotation),
    }),
  );
  const [first] = header.signals;
  const frames = first ? (physical[0]?.length ?? 0) / first.samplesPerFrame : 0;
  return {
    format: 'WFDB',
    startDate: startDateOf(header),
    durationSeconds: frames / frameRate,
    channels: header.signals.map((signal, index) => {
      const digital = wfdbDigitalRange(signal);
      return {
        label: signal.description || `signal ${index}`,
        unit: signal.units,
        samplingRate: signal.samplingFrequency,
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
