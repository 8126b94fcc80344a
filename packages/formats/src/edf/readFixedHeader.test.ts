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
});
