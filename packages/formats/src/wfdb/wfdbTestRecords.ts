/**
 * The WFDB sample records of testdata/ for the tests (not exported from the package): readers
 * of their headers and signal files, and a reference decoder written from signal(5)'s wording,
 * sample by sample and bit by bit, to check the fast decoder against.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseWfdbHeader, type WfdbHeader } from './parseWfdbHeader';
import type { WfdbSignalSpec } from './parseWfdbSignalLine';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');

/** Records of testdata/wfdb-formats (sources and licences in its README), by folder. */
export const WFDB_SAMPLE_RECORDS = [
  'binformats',
  '3000003_0003',
  '310derive',
  '310derive_3',
  '311derive',
  '311derive_3',
  '03700181',
  'test01_00s',
  'test01_00s_frame',
  'test01_00s_skew',
  'test01_00s_skewframe',
  'a103l',
  '100_3chan',
].map((record) => ({ folder: 'wfdb-formats', record }));

/** A file of testdata/. */
export function testdataFile(folder: string, file: string): Uint8Array {
  return new Uint8Array(readFileSync(path.join(testdata, folder, file)));
}

/** The header of a record of testdata/ and the bytes of every file its signals name. */
export function readTestRecord(folder: string, record: string) {
  const header = parseWfdbHeader(
    new TextDecoder('latin1').decode(testdataFile(folder, `${record}.hea`)),
  );
  const files: Record<string, Uint8Array> = {};
  for (const { fileName, format } of header.signals)
    if (format !== 0) files[fileName] ??= testdataFile(folder, fileName);
  return { header, files };
}

const signed = (value: number, bits: number) =>
  value >= 2 ** (bits - 1) ? value - 2 ** bits : value;

/**
 * Stored value n of a signal file's sample stream, read as signal(5) describes each format.
 * `bytes` must be padded with zeros past the end (an incomplete last group reads them).
 */
function storedValue(format: number, bytes: Uint8Array, n: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const group = Math.floor(n / 3);
  switch (format) {
    case 8:
      return view.getInt8(n);
    case 80:
      return view.getUint8(n) - 128;
    case 16:
      return view.getInt16(2 * n, true);
    case 61:
      return view.getInt16(2 * n, false);
    case 160:
      return view.getUint16(2 * n, true) - 32768;
    case 24:
      return signed(view.getUint16(3 * n, true) + view.getUint8(3 * n + 2) * 65536, 24);
    case 32:
      return view.getInt32(4 * n, true);
    case 212: {
      // "The first sample is obtained from the 12 least significant bits of the first byte pair
      // ... The second sample is formed from the 4 remaining bits of the first byte pair ... and
      // the next byte".
      const pair = view.getUint16(3 * Math.floor(n / 2), true);
      const value =
        n % 2 === 0 ? pair & 0xfff : (pair >> 12) * 256 + view.getUint8(3 * Math.floor(n / 2) + 2);
      return signed(value, 12);
    }
    case 310: {
      const first = view.getUint16(4 * group, true);
      const second = view.getUint16(4 * group + 2, true);
      const value = [
        Math.floor(first / 2) % 1024,
        Math.floor(second / 2) % 1024,
        Math.floor(first / 2048) + 32 * Math.floor(second / 2048),
      ][n % 3] as number;
      return signed(value, 10);
    }
    case 311:
      return signed(Math.floor(view.getUint32(4 * group, true) / 1024 ** (n % 3)) % 1024, 10);
    default:
      throw new Error(`no reference for format ${format}`);
  }
}

const BITS_PER_SAMPLE: Record<number, number> = {
  8: 8,
  80: 8,
  16: 16,
  61: 16,
  160: 16,
  24: 24,
  32: 32,
  212: 12,
  310: 32 / 3,
  311: 32 / 3,
};

const INVALID: Record<number, number> = {
  16: -32768,
  61: -32768,
  160: -32768,
  80: -128,
  212: -2048,
  310: -512,
  311: -512,
  24: -(2 ** 23),
  32: -(2 ** 31),
};

/**
 * Physical values of every signal of a record, decoded sample by sample: for each signal, the
 * frame layout of its file (the header's signals of that file in order, each with its samples
 * per frame), its skew rounded to frames, format 8's running sum from the initial value.
 */
export function referenceDecode(
  header: WfdbHeader,
  files: Readonly<Record<string, Uint8Array>>,
): Float32Array[] {
  return header.signals.map((signal) => {
    const siblings = header.signals.filter((other) => other.fileName === signal.fileName);
    const frameSamples = siblings.reduce((sum, other) => sum + other.samplesPerFrame, 0);
    const before = siblings.slice(0, siblings.indexOf(signal));
    const position = before.reduce((sum, other) => sum + other.samplesPerFrame, 0);
    const { byteOffset } = siblings[0] as WfdbSignalSpec;
    const raw = (files[signal.fileName] ?? new Uint8Array(0)).subarray(byteOffset);
    const bytes = new Uint8Array(raw.length + 8);
    bytes.set(raw);
    // Samples the file holds: its bits over a sample's (an approximation for an incomplete last
    // group of 310 with 3 bytes, which no sample record has).
    const storedSamples = Math.floor((raw.length * 8) / (BITS_PER_SAMPLE[signal.format] ?? 1));
    const frames = header.samplesPerSignal ?? 0;
    const skew = Math.round(signal.skew / signal.samplesPerFrame);
    const values = new Float32Array(frames * signal.samplesPerFrame).fill(Number.NaN);
    let running = signal.initialValue;
    for (let frame = 0; frame < frames + skew; frame += 1) {
      for (let sample = 0; sample < signal.samplesPerFrame; sample += 1) {
        const n = frame * frameSamples + position + sample;
        if (n >= storedSamples) continue;
        let value = storedValue(signal.format, bytes, n);
        if (signal.format === 8) value = running += value;
        const target = (frame - skew) * signal.samplesPerFrame + sample;
        if (frame < skew || target >= values.length) continue;
        values[target] =
          value === INVALID[signal.format] ? Number.NaN : (value - signal.baseline) / signal.gain;
      }
    }
    return values;
  });
}
