import { describe, expect, it } from 'vitest';
import { EdfFormatError } from './EdfFormatError';
import { readFixedHeader } from './readFixedHeader';
import { readSignalHeaders } from './readSignalHeaders';
import { writeEdf } from './writeEdf';

// Widths of the per-signal fields in file order (EDF spec, "header record"): each field is
// written for every signal before the next field starts.
const WIDTHS = {
  label: 16,
  transducer: 80,
  physicalDimension: 8,
  physicalMin: 8,
  physicalMax: 8,
  digitalMin: 8,
  digitalMax: 8,
  prefiltering: 80,
  samplesPerRecord: 8,
  reserved: 32,
};
type SignalField = keyof typeof WIDTHS;

/** A header of two ordinary signals (ECG, SpO2) and the EDF+ annotation signal. */
function header(): Uint8Array {
  const signal = (label: string) => ({
    label,
    physicalDimension: 'mV',
    physicalMin: -5,
    physicalMax: 5,
    samplesPerRecord: 10,
    samples: new Float32Array(20),
  });
  const bytes = writeEdf({
    startDate: { year: 2026, month: 1, day: 2, hour: 3, minute: 4, second: 5 },
    signals: [signal('ECG'), signal('SpO2')],
  });
  return bytes.slice(0, 256 * 4);
}

/** The header with `text` written into one signal's field. */
function withSignalField(field: SignalField, signal: number, text: string): Uint8Array {
  const bytes = header();
  const signals = 3;
  let offset = 256;
  for (const [name, width] of Object.entries(WIDTHS)) {
    if (name === field) break;
    offset += width * signals;
  }
  const width = WIDTHS[field];
  bytes.set(new TextEncoder().encode(text.padEnd(width, ' ')), offset + signal * width);
  return bytes;
}

const read = (bytes: Uint8Array) => readSignalHeaders(bytes, readFixedHeader(bytes));

describe('readSignalHeaders', () => {
  it('reads the signals of a header our writer wrote', () => {
    const signals = read(header());
    expect(signals.map((signal) => signal.label)).toEqual(['ECG', 'SpO2', 'EDF Annotations']);
    expect(signals[1]).toMatchObject({ sampleRate: 10, physicalMin: -5, digitalMax: 32767 });
  });

  it.each([
    ['physicalMin', '1e99', 'expected a plain decimal number, found "1e99"'],
    ['physicalMax', 'nan', 'expected a plain decimal number, found "nan"'],
    ['digitalMin', '-3.5', 'expected an integer, found "-3.5"'],
    ['samplesPerRecord', '1e6', 'expected a plain decimal number, found "1e6"'],
    ['samplesPerRecord', '0', '0 is outside 1..16777216'],
    ['samplesPerRecord', '-250', '-250 is outside 1..16777216'],
    ['samplesPerRecord', '16777217', '16777217 is outside 1..16777216'],
  ] as const)('refuses %s "%s"', (field, text, message) => {
    expect(() => read(withSignalField(field, 1, text))).toThrow(
      new EdfFormatError(`signal[1].${field}`, message),
    );
  });

  it('refuses records larger than a reader should hold (32 MiB over all signals)', () => {
    const bytes = withSignalField('samplesPerRecord', 0, '16777216');
    expect(() => read(bytes)).toThrowError(
      /^signal\.samplesPerRecord: a data record of 3355\d{4} bytes is larger than 33554432$/,
    );
  });

  it.each([
    ['label', '\u0000ECG'],
    ['physicalDimension', 'µV'],
    ['transducer', 'AgCl\telectrode'],
  ] as const)('refuses a %s that is not printable ASCII', (field, text) => {
    expect(() => read(withSignalField(field, 0, text))).toThrowError(
      new RegExp(`^signal\\[0\\]\\.${field}: byte \\d+ is not printable ASCII`),
    );
  });
});
