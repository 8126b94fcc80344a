import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parseWfdbHeader,
  readWfdbAnnotations,
  wfdbRecording,
  wfdbSignalFileNames,
  type Recording,
  type WfdbAnnotation,
  type WfdbHeader,
} from '@telemed/formats';

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
 * Reads a whole WFDB record from disk: its header, its signal files and its `atr` annotations
 * (`wfdbRecording` of @telemed/formats decodes them).
 */
export async function readWfdbRecord(headerPath: string): Promise<Recording> {
  const header = await readWfdbHeader(headerPath);
  const directory = path.dirname(headerPath);
  const files: Record<string, Uint8Array> = {};
  for (const fileName of wfdbSignalFileNames(header))
    files[fileName] = new Uint8Array(await readFile(path.join(directory, fileName)));
  return wfdbRecording(header, files, await readWfdbAnnotationFile(headerPath));
}
