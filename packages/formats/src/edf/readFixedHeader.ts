import { decodeLatin1 } from './decodeLatin1';
import { EDF_LIMITS } from './edfLimits';
import { EdfFormatError } from './EdfFormatError';
import { parseHeaderNumber } from './parseHeaderNumber';
import { requirePrintableAscii } from './requirePrintableAscii';

/** Bytes of the fixed part of an EDF/BDF header; each signal adds another 256. */
export const EDF_FIXED_HEADER_BYTES = 256;

export type EdfVariant = 'EDF' | 'EDF+C' | 'EDF+D' | 'BDF' | 'BDF+C' | 'BDF+D';

/** The fixed 256-byte part of an EDF, EDF+ or BDF header (EDF spec 1992, EDF+ spec 2003). */
export interface EdfFixedHeader {
  variant: EdfVariant;
  patientId: string;
  recordingId: string;
  /** Start of the recording as written in the header (local clock time, no zone). */
  startDate: {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
  };
  headerBytes: number;
  /** -1 while a recorder is still writing (the spec's "unknown"). */
  dataRecords: number;
  /** Seconds; 0 is legal for annotation-only EDF+ files. */
  recordDurationSeconds: number;
  signalCount: number;
}

// Field widths of the fixed header, in file order (EDF spec, "header record").
const FIELDS = [
  ['version', 8],
  ['patientId', 80],
  ['recordingId', 80],
  ['startDate', 8],
  ['startTime', 8],
  ['headerBytes', 8],
  ['reserved', 44],
  ['dataRecords', 8],
  ['recordDuration', 8],
  ['signalCount', 4],
] as const;

type FieldName = (typeof FIELDS)[number][0];

function sliceFields(bytes: Uint8Array): Record<FieldName, string> {
  const fields = {} as Record<FieldName, string>;
  let offset = 0;
  for (const [name, width] of FIELDS) {
    const raw = bytes.subarray(offset, offset + width);
    // The BDF version field starts with byte 0xFF, which is not printable ASCII.
    fields[name] =
      name === 'version' && raw[0] === 0xff
        ? `\u00ff${decodeLatin1(raw.subarray(1))}`
        : decodeLatin1(raw);
    offset += width;
  }
  return fields;
}

/** Every field after the version (which is matched exactly) must be printable ASCII. */
function requireAsciiFields(bytes: Uint8Array): void {
  let offset = 0;
  for (const [name, width] of FIELDS) {
    if (name !== 'version') requirePrintableAscii(name, bytes.subarray(offset, offset + width));
    offset += width;
  }
}

function parseVariant(version: string, reserved: string): EdfVariant {
  const family = version === '0       ' ? 'EDF' : version === '\u00ffBIOSEMI' ? 'BDF' : undefined;
  if (!family) throw new EdfFormatError('version', `expected "0" (EDF) or 0xFF "BIOSEMI" (BDF)`);
  const flavour = reserved.slice(0, 5);
  if (flavour === 'EDF+C' || flavour === 'BDF+C') return `${family}+C`;
  if (flavour === 'EDF+D' || flavour === 'BDF+D') return `${family}+D`;
  return family;
}

/** Days in a month of the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseStartDate(date: string, time: string): EdfFixedHeader['startDate'] {
  const dateMatch = /^(\d\d)\.(\d\d)\.(\d\d)$/.exec(date);
  if (!dateMatch) throw new EdfFormatError('startDate', `expected dd.mm.yy, found "${date}"`);
  const timeMatch = /^(\d\d)\.(\d\d)\.(\d\d)$/.exec(time);
  if (!timeMatch) throw new EdfFormatError('startTime', `expected hh.mm.ss, found "${time}"`);
  const [day, month, shortYear] = dateMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute, second] = timeMatch.slice(1).map(Number) as [number, number, number];
  // EDF clipping date: years 85-99 are 1985-1999, 00-84 are 2000-2084.
  const year = shortYear >= 85 ? 1900 + shortYear : 2000 + shortYear;
  // A day past the month's end ('31.02.26') would roll over into the next month unnoticed.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new EdfFormatError('startDate', `no such date "${date}"`);
  if (hour > 23 || minute > 59 || second > 59)
    throw new EdfFormatError('startTime', `no such time "${time}"`);
  return { year, month, day, hour, minute, second };
}

/**
 * Reads the fixed 256-byte header of an EDF, EDF+ or BDF file.
 * Every malformed field is an {@link EdfFormatError} that names it; nothing is guessed.
 * @example
 * const header = readFixedHeader(new Uint8Array(await file.slice(0, 256).arrayBuffer()));
 */
export function readFixedHeader(bytes: Uint8Array): EdfFixedHeader {
  if (bytes.length < EDF_FIXED_HEADER_BYTES) {
    throw new EdfFormatError(
      'header',
      `file is ${bytes.length} bytes, shorter than the ${EDF_FIXED_HEADER_BYTES}-byte header`,
    );
  }
  const fields = sliceFields(bytes);
  // The version decides first whether these are EDF bytes at all (a PDF is not "malformed EDF").
  const variant = parseVariant(fields.version, fields.reserved);
  requireAsciiFields(bytes);
  const signalCount = parseHeaderNumber('signalCount', fields.signalCount, { integer: true });
  if (signalCount < 1) throw new EdfFormatError('signalCount', 'a file needs at least one signal');
  if (signalCount > EDF_LIMITS.maxSignals) {
    throw new EdfFormatError(
      'signalCount',
      `${signalCount} signals, more than the ${EDF_LIMITS.maxSignals} EDFlib reads`,
    );
  }
  const headerBytes = parseHeaderNumber('headerBytes', fields.headerBytes, { integer: true });
  if (headerBytes !== EDF_FIXED_HEADER_BYTES * (signalCount + 1)) {
    throw new EdfFormatError('headerBytes', `${headerBytes} does not match ${signalCount} signals`);
  }
  const dataRecords = parseHeaderNumber('dataRecords', fields.dataRecords, { integer: true });
  if (dataRecords < -1) {
    throw new EdfFormatError(
      'dataRecords',
      `${dataRecords} is negative (only -1, "unknown", is allowed)`,
    );
  }
  const recordDurationSeconds = parseHeaderNumber('recordDuration', fields.recordDuration, {
    integer: false,
  });
  if (recordDurationSeconds < 0)
    throw new EdfFormatError('recordDuration', `${recordDurationSeconds} is negative`);
  if (recordDurationSeconds > EDF_LIMITS.maxRecordDurationSeconds) {
    throw new EdfFormatError('recordDuration', `${recordDurationSeconds} s is longer than a day`);
  }
  return {
    variant,
    patientId: fields.patientId.trimEnd(),
    recordingId: fields.recordingId.trimEnd(),
    startDate: parseStartDate(fields.startDate, fields.startTime),
    headerBytes,
    dataRecords,
    recordDurationSeconds,
    signalCount,
  };
}
