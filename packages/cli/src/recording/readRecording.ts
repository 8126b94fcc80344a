import { open } from 'node:fs/promises';
import { readEdfRecord, openEdfFile } from './edfRecord';
import type { Recording } from '@telemed/formats';
import { readWfdbRecord, wfdbHeaderPath } from './wfdbRecord';

/**
 * Reads a whole recording: a WFDB record (named by its `.hea`, a data file or the bare record
 * name) or an EDF/EDF+/BDF file.
 */
export async function readRecording(file: string): Promise<Recording> {
  const headerPath = wfdbHeaderPath(file);
  if (headerPath) return readWfdbRecord(headerPath);
  const handle = await open(file, 'r');
  try {
    return await readEdfRecord(await openEdfFile(handle));
  } finally {
    await handle.close();
  }
}
