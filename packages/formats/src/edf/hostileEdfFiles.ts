/**
 * Hostile EDF files for the tests (not exported from the package): each is a valid file with one
 * lie in it, named after the lie, with the header field a reader must name when refusing it.
 * The reader, the upload stream guard, the fuzz test and the EDFlib conformance test share them.
 */
import { writeEdf } from './writeEdf';

/** One hostile file and the field its refusal names. */
export interface HostileEdfFile {
  name: string;
  bytes: Uint8Array;
  field: string;
}

// Byte offsets of the fixed header's fields (EDF spec, "header record").
const FIXED = {
  version: 0,
  patientId: 8,
  startDate: 168,
  startTime: 176,
  headerBytes: 184,
  dataRecords: 236,
  recordDuration: 244,
  signalCount: 252,
} as const;

// Widths of the per-signal fields in file order; each is written for every signal in turn.
const SIGNAL_WIDTHS = [
  ['label', 16],
  ['transducer', 80],
  ['physicalDimension', 8],
  ['physicalMin', 8],
  ['physicalMax', 8],
  ['digitalMin', 8],
  ['digitalMax', 8],
  ['prefiltering', 80],
  ['samplesPerRecord', 8],
  ['reserved', 32],
] as const;

/** Records of the valid file: 10 of 1 s, ECG and SpO2 at 50 Hz plus the annotation signal. */
export const VALID_RECORDS = 10;

/** The valid file every hostile one starts from (EDF+C, 3 signals, 10 records of 1 s). */
export function validEdf(): Uint8Array {
  const signal = (label: string, offset: number) => ({
    label,
    physicalDimension: 'mV',
    physicalMin: -5,
    physicalMax: 5,
    samplesPerRecord: 50,
    samples: Float32Array.from({ length: 50 * VALID_RECORDS }, (_, index) =>
      Math.sin(index / 7 + offset),
    ),
  });
  return writeEdf({
    startDate: { year: 2026, month: 11, day: 20, hour: 8, minute: 0, second: 0 },
    signals: [signal('ECG', 0), signal('SpO2', 1)],
  });
}

const ascii = new TextEncoder();

/** The valid file with `text` written over one fixed-header field (space-padded to `width`). */
function withFixed(field: keyof typeof FIXED, text: string, width = 8): Uint8Array {
  const bytes = validEdf();
  bytes.set(ascii.encode(text.padEnd(width, ' ')), FIXED[field]);
  return bytes;
}

/** The valid file with `text` written over one signal's field. */
function withSignal(field: (typeof SIGNAL_WIDTHS)[number][0], signal: number, text: string) {
  const bytes = validEdf();
  const signals = 3;
  let offset = 256;
  for (const [name, width] of SIGNAL_WIDTHS) {
    if (name === field) {
      bytes.set(ascii.encode(text.padEnd(width, ' ')), offset + signal * width);
      return bytes;
    }
    offset += width * signals;
  }
  throw new RangeError(`no signal field ${field}`);
}

function withBytes(change: (bytes: Uint8Array) => Uint8Array): Uint8Array {
  return change(validEdf());
}

/** Bodies that are no EDF at all: the first bytes of other files. */
function otherFile(start: number[] | string, size = 4096): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(typeof start === 'string' ? ascii.encode(start) : start);
  return bytes;
}

/** Every hostile file, valid but for one lie. */
export function hostileEdfFiles(): HostileEdfFile[] {
  const file = (name: string, bytes: Uint8Array, field: string) => ({ name, bytes, field });
  return [
    file('record duration 1e99', withFixed('recordDuration', '1e99'), 'recordDuration'),
    file('record duration 1e-99', withFixed('recordDuration', '1e-99'), 'recordDuration'),
    file('record duration NaN', withFixed('recordDuration', 'NaN'), 'recordDuration'),
    file('record duration Infinity', withFixed('recordDuration', 'Infinity'), 'recordDuration'),
    file('record duration of two days', withFixed('recordDuration', '172800'), 'recordDuration'),
    file('record duration 0 with signals', withFixed('recordDuration', '0'), 'recordDuration'),
    file('negative record duration', withFixed('recordDuration', '-1'), 'recordDuration'),
    file('negative data records', withFixed('dataRecords', '-5'), 'dataRecords'),
    file('data records as 1e9', withFixed('dataRecords', '1e9'), 'dataRecords'),
    file('more data records than the file holds', withFixed('dataRecords', '11'), 'dataRecords'),
    file('fewer data records than the file holds', withFixed('dataRecords', '9'), 'dataRecords'),
    file('no signals', withFixed('signalCount', '0', 4), 'signalCount'),
    file('negative signal count', withFixed('signalCount', '-3', 4), 'signalCount'),
    file('9999 signals', withFixed('signalCount', '9999', 4), 'signalCount'),
    file('header bytes not 256 × (signals + 1)', withFixed('headerBytes', '1280'), 'headerBytes'),
    file('start date 31.02.26', withFixed('startDate', '31.02.26'), 'startDate'),
    file('start date 29.02.25', withFixed('startDate', '29.02.25'), 'startDate'),
    file('start date 00.11.26', withFixed('startDate', '00.11.26'), 'startDate'),
    file('start time 24.00.00', withFixed('startTime', '24.00.00'), 'startTime'),
    file('start time 08.61.00', withFixed('startTime', '08.61.00'), 'startTime'),
    file(
      'NUL byte in the patient field',
      withBytes((bytes) => {
        bytes[FIXED.patientId + 2] = 0;
        return bytes;
      }),
      'patientId',
    ),
    file('non-ASCII label', withSignal('label', 0, 'ECG\u00e9'), 'signal[0].label'),
    file(
      'negative samples per record',
      withSignal('samplesPerRecord', 0, '-50'),
      'signal[0].samplesPerRecord',
    ),
    file(
      'samples per record as 5e1',
      withSignal('samplesPerRecord', 0, '5e1'),
      'signal[0].samplesPerRecord',
    ),
    file('physical minimum NaN', withSignal('physicalMin', 1, 'NaN'), 'signal[1].physicalMin'),
    file('physical maximum 1e308', withSignal('physicalMax', 1, '1e308'), 'signal[1].physicalMax'),
    file(
      'digital maximum below the minimum',
      withSignal('digitalMax', 0, '-32768'),
      'signal[0].digitalMax',
    ),
    file(
      'truncated in the data',
      withBytes((bytes) => bytes.slice(0, bytes.length - 75)),
      'dataRecords',
    ),
    file(
      'truncated in the signal headers',
      withBytes((bytes) => bytes.slice(0, 600)),
      'headerBytes',
    ),
    file(
      'truncated in the fixed header',
      withBytes((bytes) => bytes.slice(0, 100)),
      'header',
    ),
    file('a PDF', otherFile('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj'), 'version'),
    file('a PNG', otherFile([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'version'),
    file('a ZIP', otherFile('PK\u0003\u0004'), 'version'),
    file('zeros', new Uint8Array(4096), 'version'),
    file('empty', new Uint8Array(0), 'header'),
  ];
}
