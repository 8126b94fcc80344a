import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EdfFormatError } from './EdfFormatError';
import { readFixedHeader } from './readFixedHeader';

// The licensed sample recordings of testdata/ (sources and licences in its READMEs).
const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const headerOf = (file: string) =>
  new Uint8Array(readFileSync(path.join(testdata, 'edf', file)).subarray(0, 256));

describe('readFixedHeader', () => {
  it('reads the EDFlib test generator file: 11 signals plus annotations, 600 records of 1 s', () => {
    const header = readFixedHeader(headerOf('test_generator.edf'));
    expect(header).toMatchObject({
      variant: 'EDF+C',
      signalCount: 12,
      headerBytes: 256 * 13,
      dataRecords: 600,
      recordDurationSeconds: 1,
      startDate: { year: 2011, month: 4, day: 4, hour: 12, minute: 57, second: 2 },
    });
  });

  it('accepts an annotation-only EDF+ with record duration 0', () => {
    const header = readFixedHeader(headerOf('test_edfann.edf'));
    expect(header.signalCount).toBe(1);
    expect(header.recordDurationSeconds).toBe(0);
    expect(header.startDate).toMatchObject({ year: 2001, hour: 23, minute: 59, second: 30 });
  });

  it('names the field when the header lies about its size', () => {
    const bytes = headerOf('test_utf8.edf');
    bytes.set(new TextEncoder().encode('9999    '), 184);
    expect(() => readFixedHeader(bytes)).toThrow(
      new EdfFormatError('headerBytes', '9999 does not match 2 signals'),
    );
  });

  it('refuses a truncated header instead of reading past its end', () => {
    const bytes = headerOf('test_utf8.edf').subarray(0, 100);
    expect(() => readFixedHeader(bytes)).toThrowError(/header: file is 100 bytes/);
  });

  it('refuses a date that does not exist', () => {
    const bytes = headerOf('test_utf8.edf');
    bytes.set(new TextEncoder().encode('31.13.20'), 168);
    expect(() => readFixedHeader(bytes)).toThrowError(/startDate: no such date/);
  });

  it('refuses a file that is neither EDF nor BDF', () => {
    const bytes = new Uint8Array(256).fill(0x20);
    expect(() => readFixedHeader(bytes)).toThrowError(/^version:/);
  });

  // Byte offsets of the fixed header's fields (EDF spec, "header record").
  const AT = {
    patientId: 8,
    startDate: 168,
    startTime: 176,
    headerBytes: 184,
    dataRecords: 236,
    recordDuration: 244,
    signalCount: 252,
  };
  const withField = (offset: number, text: string) => {
    const bytes = headerOf('test_utf8.edf');
    bytes.set(new TextEncoder().encode(text), offset);
    return bytes;
  };

  it.each([
    ['1e99    ', 'expected a plain decimal number, found "1e99"'],
    ['1e-99   ', 'expected a plain decimal number, found "1e-99"'],
    ['NaN     ', 'expected a plain decimal number, found "NaN"'],
    ['-1      ', '-1 is negative'],
    ['86401   ', '86401 s is longer than a day'],
  ])('refuses the record duration "%s"', (duration, message) => {
    expect(() => readFixedHeader(withField(AT.recordDuration, duration))).toThrow(
      new EdfFormatError('recordDuration', message),
    );
  });

  it.each([
    ['-2      ', '-2 is negative (only -1, "unknown", is allowed)'],
    ['-1e3    ', 'expected a plain decimal number, found "-1e3"'],
  ])('refuses the data record count "%s"', (records, message) => {
    expect(() => readFixedHeader(withField(AT.dataRecords, records))).toThrow(
      new EdfFormatError('dataRecords', message),
    );
  });

  it.each([
    ['0   ', 'a file needs at least one signal'],
    ['-1  ', 'a file needs at least one signal'],
    ['641 ', '641 signals, more than the 640 EDFlib reads'],
  ])('refuses the signal count "%s"', (count, message) => {
    expect(() => readFixedHeader(withField(AT.signalCount, count))).toThrow(
      new EdfFormatError('signalCount', message),
    );
  });

  it.each(['31.02.26', '29.02.25', '31.04.20', '00.01.20', '1.1.2020'])(
    'refuses the start date "%s", which is no calendar day',
    (date) => {
      expect(() => readFixedHeader(withField(AT.startDate, date))).toThrowError(/^startDate: /);
    },
  );

  it.each(['24.00.00', '12.60.00', '12.00.60', '12:00:00'])(
    'refuses the start time "%s"',
    (time) => {
      expect(() => readFixedHeader(withField(AT.startTime, time))).toThrowError(/^startTime: /);
    },
  );

  it.each([
    ['29.02.24', { year: 2024, month: 2, day: 29 }],
    ['29.02.00', { year: 2000, month: 2, day: 29 }],
    ['31.12.84', { year: 2084, month: 12, day: 31 }],
    ['01.01.85', { year: 1985, month: 1, day: 1 }],
    ['28.02.99', { year: 1999, month: 2, day: 28 }],
  ])('reads the start date "%s" with the EDF clipping years 1985-2084', (date, expected) => {
    expect(readFixedHeader(withField(AT.startDate, date)).startDate).toMatchObject(expected);
  });

  it.each([
    ['a NUL byte', '\u0000'],
    ['a Latin-1 letter', '\u00e9'],
    ['a line feed', '\n'],
  ])('refuses %s in a text field: header fields are printable ASCII', (_name, character) => {
    const bytes = headerOf('test_utf8.edf');
    bytes[AT.patientId + 3] = character.charCodeAt(0);
    expect(() => readFixedHeader(bytes)).toThrowError(
      /^patientId: byte 3 is not printable ASCII \(0x[0-9a-f]{2}\)$/,
    );
  });
});
