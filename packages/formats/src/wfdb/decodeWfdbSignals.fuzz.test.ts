import { describe, expect, it } from 'vitest';
import { decodeWfdbSignals } from './decodeWfdbSignals';
import { isNullSignal } from './groupWfdbSignalFiles';
import { parseWfdbHeader } from './parseWfdbHeader';
import { WFDB_LIMITS } from './wfdbLimits';
import { WfdbFormatError } from './WfdbFormatError';
import { readTestRecord, testdataFile, WFDB_SAMPLE_RECORDS } from './wfdbTestRecords';

// The small sample records of testdata/wfdb-formats (the 500-700 kB ones are left to the other
// tests, so that thousands of cases stay fast).
const records = WFDB_SAMPLE_RECORDS.filter(
  ({ record }) => !['03700181', 'a103l'].includes(record),
).map(({ folder, record }) => ({
  text: new TextDecoder('latin1').decode(testdataFile(folder, `${record}.hea`)),
  files: readTestRecord(folder, record).files,
}));

/** Mulberry32: a small seeded generator, so every failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// What a lying header writes into its fields: extremes, zeros, signs, non-numbers, and format
// fields with absurd samples per frame, skews and byte offsets.
const HOSTILE_TOKENS = [
  '0',
  '-1',
  '1e308',
  '99999999999',
  '9007199254740993',
  'NaN',
  '0.0001',
  '16x99999999',
  '212x65536',
  '8x3',
  '311:99999999',
  '310:5',
  '80+99999999',
  '61+1',
  '160x2:1+3',
  '0x99999999',
  '24',
  '32',
  '516',
  '~',
  '360/0(-1)',
  '23:59:59.999',
  '0/0/0',
];

/**
 * Decodes a record and checks the answer: a WfdbFormatError, or signals no longer than their
 * files' bytes (nothing is made up but null signals, within their limit).
 */
function decodeOrRefuse(text: string, files: Readonly<Record<string, Uint8Array>>): void {
  let header;
  try {
    header = parseWfdbHeader(text);
    const { physical } = decodeWfdbSignals(header, files);
    header.signals.forEach((signal, index) => {
      const length = physical[index]?.length ?? 0;
      if (isNullSignal(signal))
        expect(length).toBeLessThanOrEqual(WFDB_LIMITS.maxNullSignalSamples);
      else expect(length).toBeLessThanOrEqual(files[signal.fileName]?.length ?? 0);
    });
  } catch (error) {
    if (!(error instanceof WfdbFormatError)) throw error;
  }
}

describe('decodeWfdbSignals on hostile records', () => {
  it('answers lying header fields with a WfdbFormatError or bounded signals, never a crash', () => {
    const next = random(21);
    for (let trial = 0; trial < 3000; trial += 1) {
      const { text, files } = records[Math.floor(next() * records.length)] as (typeof records)[0];
      const lines = text.split('\n');
      for (let edit = 0; edit < 1 + Math.floor(next() * 3); edit += 1) {
        const line = Math.floor(next() * Math.min(lines.length, 4));
        const tokens = (lines[line] ?? '').split(' ');
        tokens[Math.floor(next() * Math.min(tokens.length, 8))] = HOSTILE_TOKENS[
          Math.floor(next() * HOSTILE_TOKENS.length)
        ] as string;
        lines[line] = tokens.join(' ');
      }
      decodeOrRefuse(lines.join('\n'), files);
    }
  });

  it('answers mutated header characters with a WfdbFormatError or bounded signals', () => {
    const next = random(7);
    for (let trial = 0; trial < 2000; trial += 1) {
      const { text, files } = records[Math.floor(next() * records.length)] as (typeof records)[0];
      const characters = [...text];
      for (let edit = 0; edit < 3; edit += 1)
        characters[Math.floor(next() * characters.length)] = '0123456789x:+-/. ~#\n'.charAt(
          Math.floor(next() * 20),
        );
      decodeOrRefuse(characters.join(''), files);
    }
  });

  it('names samplesPerSignal when a signal file is cut short, and decodes any bytes as samples', () => {
    const next = random(3);
    for (let trial = 0; trial < 500; trial += 1) {
      const { text, files } = records[Math.floor(next() * records.length)] as (typeof records)[0];
      const header = parseWfdbHeader(text);
      const names = Object.keys(files);
      const victim = names[Math.floor(next() * names.length)] as string;
      const original = files[victim] as Uint8Array;
      // Random bytes of the same length are samples like any others.
      const noise = Uint8Array.from(original, () => Math.floor(next() * 256));
      expect(decodeWfdbSignals(header, { ...files, [victim]: noise }).physical).toHaveLength(
        header.signals.length,
      );
      // A file cut below what the header's length needs is refused.
      const cut = original.subarray(0, Math.floor(next() * original.length * 0.9));
      expect(() => decodeWfdbSignals(header, { ...files, [victim]: cut })).toThrow(
        expect.objectContaining({ field: 'samplesPerSignal' }),
      );
    }
  });

  it.each([
    ['absurd samples per frame', 'r 1 250 1000\nr.dat 16x99999999\n', 'samplesPerSignal'],
    ['a byte offset past the file', 'r 1 250 10\nr.dat 16+99999999\n', 'samplesPerSignal'],
    [
      'more samples than the file holds',
      'r 2 250 9999\nr.dat 212\nr.dat 212\n',
      'samplesPerSignal',
    ],
    ['a null signal of 2^40 samples', 'r 1 250 1099511627776\n~ 0\n', 'signals[0].format'],
    ['a file that is not given', 'r 1 250 10\nother.dat 16\n', 'fileName'],
  ])('refuses %s with a WfdbFormatError', (_, text, field) => {
    expect(() => decodeWfdbSignals(parseWfdbHeader(text), { 'r.dat': new Uint8Array(64) })).toThrow(
      expect.objectContaining({ field }),
    );
  });

  it('reads an absurd skew as a signal of missing samples, without reading past the file', () => {
    const header = parseWfdbHeader('r 1 250 16\nr.dat 16:99999999999\n');
    const { physical, checksumMatches } = decodeWfdbSignals(header, {
      'r.dat': new Uint8Array(32),
    });
    expect(Array.from(physical[0] ?? []).every(Number.isNaN)).toBe(true);
    expect(checksumMatches).toEqual([undefined]);
  });

  it('makes no samples of a header with absurd samples per frame and no length', () => {
    const header = parseWfdbHeader('r 2 250\nr.dat 16x99999999\nr.dat 16\n');
    const { physical } = decodeWfdbSignals(header, { 'r.dat': new Uint8Array(1000) });
    expect(physical.map((signal) => signal.length)).toEqual([0, 0]);
  });
});
