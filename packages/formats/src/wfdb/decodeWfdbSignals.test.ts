import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeWfdbSignals } from './decodeWfdbSignals';
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
});
