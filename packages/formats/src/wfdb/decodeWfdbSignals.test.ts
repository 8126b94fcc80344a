import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeWfdbSignals } from './decodeWfdbSignals';
import { wfdbSignalFileNames } from './groupWfdbSignalFiles';
import { parseWfdbHeader } from './parseWfdbHeader';
import { WfdbFormatError } from './WfdbFormatError';

// The licensed sample recordings of testdata/ (sources and licences in its READMEs).
const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(testdata, 'mitdb', file)));
const readRecord = (record: string) => {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb(`${record}.hea`)));
  return {
    header,
    signals: decodeWfdbSignals(header, { [`${record}.dat`]: mitdb(`${record}.dat`) }),
  };
};

describe('decodeWfdbSignals', () => {
  it('decodes format 212 of record 100s to the checksums its header gives', () => {
    const { signals } = readRecord('100s');
    expect(signals.physical.map((signal) => signal.length)).toEqual([21600, 21600]);
    expect(signals.checksums).toEqual([21537, -3962]);
    expect(signals.checksumMatches).toEqual([true, true]);
  });

  it('starts each signal at the initial value of its header, scaled to millivolts', () => {
    const { header, signals } = readRecord('100s');
    header.signals.forEach((spec, index) => {
      expect(signals.physical[index]?.[0]).toBeCloseTo((spec.initialValue - 1024) / 200, 6);
    });
  });

  it('decodes the 30-minute records 100, 105 and 106 whole, every checksum matching', () => {
    for (const record of ['100', '105', '106']) {
      const { signals } = readRecord(record);
      expect(signals.physical[0]).toHaveLength(650000);
      expect(signals.checksumMatches).toEqual([true, true]);
    }
  });

  it('gives the same samples for 100s as for the first minute of 100', () => {
    const short = readRecord('100s').signals.physical[1];
    const long = readRecord('100').signals.physical[1]?.subarray(0, 21600);
    expect(short).toEqual(long);
  });

  it('decodes format 16 with a byte offset, gain and baseline, and the invalid value as NaN', () => {
    const header = parseWfdbHeader('r 2 100 2\nr.dat 16+2 100(10)/mV 16 0\nr.dat 16 50 16 0\n');
    // Header bytes, then frames (110, -40) and (-32768, 60), little-endian.
    const bytes = new Uint8Array([0xaa, 0xbb, 110, 0, 0xd8, 0xff, 0x00, 0x80, 60, 0]);
    const { physical, checksumMatches } = decodeWfdbSignals(header, { 'r.dat': bytes });
    expect(Array.from(physical[0] ?? [])).toEqual([1, Number.NaN]);
    expect(Array.from(physical[1] ?? [])).toEqual([-0.8, 1.2].map(Math.fround));
    expect(checksumMatches).toEqual([undefined, undefined]);
  });

  it('decodes three interleaved format-212 signals whose sample pairs straddle frames', () => {
    const header = parseWfdbHeader('r 3 100 2\nr.dat 212 1\nr.dat 212 1\nr.dat 212 1\n');
    // Samples 1, -1, 2047, -2048 (invalid), 5, -5 packed two per three bytes.
    const bytes = new Uint8Array([0x01, 0xf0, 0xff, 0xff, 0x87, 0x00, 0x05, 0xf0, 0xfb]);
    const { physical } = decodeWfdbSignals(header, { 'r.dat': bytes });
    expect(physical.map((signal) => Array.from(signal))).toEqual([
      [1, Number.NaN],
      [-1, 5],
      [2047, -5],
    ]);
  });

  it('names samplesPerSignal when the signal file is shorter than the header says', () => {
    const header = parseWfdbHeader('r 2 360 1000\nr.dat 212 200\nr.dat 212 200\n');
    expect(() => decodeWfdbSignals(header, { 'r.dat': new Uint8Array(30) })).toThrow(
      new WfdbFormatError(
        'samplesPerSignal',
        'r.dat holds 10 of the 1000 samples the header announces',
      ),
    );
  });

  it('names the file that was not given', () => {
    const header = parseWfdbHeader('r 1 360 10\nr.dat 16\n');
    expect(() => decodeWfdbSignals(header, {})).toThrow(/^fileName: no bytes given for r.dat$/);
  });

  it('takes the length from the file when the header does not give it', () => {
    const header = parseWfdbHeader('r 1 360\nr.dat 16\n');
    const { physical } = decodeWfdbSignals(header, { 'r.dat': new Uint8Array(7) });
    expect(physical[0]).toHaveLength(3);
  });

  it('adds up format 8 differences per signal from each initial value, across a multiplexed file', () => {
    const header = parseWfdbHeader('r 2 100 3\nr.dat 8 1 10 0 100 0\nr.dat 8 1 10 0 -5 0\n');
    // Frames of differences (0, 0), (+3, -128), (-1, +127): the first difference is 0, so
    // sample 0 is the initial value; bytes are signed.
    const bytes = new Uint8Array([0, 0, 3, 0x80, 0xff, 127]);
    const { physical, checksums } = decodeWfdbSignals(header, { 'r.dat': bytes });
    expect(Array.from(physical[0] ?? [])).toEqual([100, 103, 102]);
    expect(Array.from(physical[1] ?? [])).toEqual([-5, -133, -6]);
    expect(checksums).toEqual([305, -144]);
  });

  it('lays out several samples per frame and reports each signal at its own rate', () => {
    const header = parseWfdbHeader('r 2 10 2\nr.dat 16x3 1\nr.dat 16 1\n');
    expect(header.signals.map((signal) => signal.samplingFrequency)).toEqual([30, 10]);
    // Frame 0: a1 a2 a3 b1, frame 1: a4 a5 a6 b2.
    const words = new Int16Array([1, 2, 3, -1, 4, 5, 6, -2]);
    const { physical } = decodeWfdbSignals(header, { 'r.dat': new Uint8Array(words.buffer) });
    expect(Array.from(physical[0] ?? [])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Array.from(physical[1] ?? [])).toEqual([-1, -2]);
  });

  it('deskews by whole frames, counts skewed samples in the checksum, and marks what the file lacks', () => {
    // Skew 2 samples of a 2-sample-per-frame signal is one frame (the WFDB library rounds).
    const header = parseWfdbHeader('r 2 10 3\nr.dat 16:1 1 16 0 0 6\nr.dat 16x2:2 1 16 0 0 75\n');
    const frames = new Int16Array([1, 10, 11, 2, 12, 13, 3, 14, 15]);
    const { physical, checksumMatches } = decodeWfdbSignals(header, {
      'r.dat': new Uint8Array(frames.buffer),
    });
    expect(Array.from(physical[0] ?? [])).toEqual([2, 3, Number.NaN]);
    expect(Array.from(physical[1] ?? [])).toEqual([12, 13, 14, 15, Number.NaN, Number.NaN]);
    expect(checksumMatches).toEqual([true, true]);
  });

  it('reads skewed samples past the record from the file when it holds them', () => {
    const header = parseWfdbHeader('r 1 10 2\nr.dat 16:1\n');
    const words = new Int16Array([7, 8, 9]);
    const { physical } = decodeWfdbSignals(header, { 'r.dat': new Uint8Array(words.buffer) });
    expect(Array.from(physical[0] ?? [])).toEqual([8, 9].map((value) => Math.fround(value / 200)));
  });

  it('makes null signals (format 0, file ~) of invalid samples without asking for a file', () => {
    const header = parseWfdbHeader('r 3 10 4\n* 0 1 12 0 0 99\n~ 16x2 1\nr.dat 16 1 16 0 0 10\n');
    const words = new Int16Array([1, 2, 3, 4]);
    const { physical, checksumMatches } = decodeWfdbSignals(header, {
      'r.dat': new Uint8Array(words.buffer),
    });
    expect(Array.from(physical[0] ?? [])).toEqual(new Array(4).fill(Number.NaN));
    expect(physical[1]).toHaveLength(8);
    expect(Array.from(physical[2] ?? [])).toEqual([1, 2, 3, 4]);
    expect(checksumMatches).toEqual([undefined, undefined, true]);
    expect(wfdbSignalFileNames(header)).toEqual(['r.dat']);
  });

  it('compares checksums modulo 2^16, and not at all when the header states no length', () => {
    const words = new Uint8Array(new Int16Array([30000, 30000]).buffer);
    const stated = parseWfdbHeader('r 1 10 2\nr.dat 16 1 16 0 0 60000\n');
    expect(decodeWfdbSignals(stated, { 'r.dat': words })).toMatchObject({
      checksums: [-5536],
      checksumMatches: [true],
    });
    const unstated = parseWfdbHeader('r 1 10\nr.dat 16 1 16 0 0 1\n');
    expect(decodeWfdbSignals(unstated, { 'r.dat': words }).checksumMatches).toEqual([undefined]);
  });

  it('takes the shortest file as the record when the header states no length', () => {
    const header = parseWfdbHeader('r 2 10\na.dat 16\nb.dat 80\n');
    const { physical } = decodeWfdbSignals(header, {
      'a.dat': new Uint8Array(10),
      'b.dat': new Uint8Array([0x80, 0x81, 0x82]),
    });
    expect(physical.map((signal) => signal.length)).toEqual([3, 3]);
  });

  it('reads the byte offset of a file from its first signal, which later lines may leave out', () => {
    const header = parseWfdbHeader('r 3 10 1\nr.dat 80+1 1\nr.dat 80 1\nr.dat 80+1 1\n');
    const { physical } = decodeWfdbSignals(header, {
      'r.dat': new Uint8Array([0xee, 0x81, 0x82, 0x83]),
    });
    expect(physical.map((signal) => signal[0])).toEqual([1, 2, 3]);
  });

  it.each([
    ['r 2 10 1\nr.dat 16\nr.dat 212\n', 'signals[1].format', /differs from the format/],
    ['r 2 10 1\nr.dat 16+2\nr.dat 16+4\n', 'signals[1].format', /byte offset differs/],
  ])('refuses signals of one file that disagree: %j', (text, field, message) => {
    expect(() => decodeWfdbSignals(parseWfdbHeader(text), { 'r.dat': new Uint8Array(64) })).toThrow(
      expect.objectContaining({ field, message: expect.stringMatching(message) as string }),
    );
  });
});
