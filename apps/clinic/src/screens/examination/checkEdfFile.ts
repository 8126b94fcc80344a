import { RECORDING_MAX_BYTES } from '@telemed/domain';
import type { ExaminationType } from '@telemed/domain';
import type { EdfFileProblem } from '@telemed/forms';
import {
  EDF_FIXED_HEADER_BYTES,
  EdfFormatError,
  readFixedHeader,
  readSignalHeaders,
  validateEdfImport,
} from '@telemed/formats';

/** Reads `length` bytes of the file from `offset`. */
async function bytesOf(file: Blob, offset: number, length: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
}

/**
 * Checks a chosen file before it is sent (clinical-domain §5): it must be EDF/EDF+/BDF within the
 * upload limit, and for every type but the EDF dataset follow the import rules (one sampling rate,
 * exactly one ECG; channels the spec does not expect are left out, a warning). Only the header is
 * read; the server checks the whole file again.
 */
export async function checkEdfFile(
  file: Blob,
  examinationType: ExaminationType,
): Promise<EdfFileProblem[]> {
  if (file.size > RECORDING_MAX_BYTES) return [{ code: 'too-large', severity: 'error' }];
  let signals;
  try {
    const fixed = readFixedHeader(await bytesOf(file, 0, EDF_FIXED_HEADER_BYTES));
    signals = readSignalHeaders(await bytesOf(file, 0, fixed.headerBytes), fixed);
  } catch (error) {
    if (error instanceof EdfFormatError) return [{ code: 'not-edf', severity: 'error' }];
    throw error;
  }
  // The EDF dataset type takes any signals (docs/decisions.md "Import rules").
  if (examinationType === 'edf_dataset') return [];
  return validateEdfImport(signals).problems.map((problem) => ({
    code: problem.code,
    severity: problem.severity,
    ...(problem.code === 'unexpected-channel'
      ? { channel: signals[problem.signals[0] ?? 0]?.label ?? '' }
      : {}),
  }));
}
