import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sampleStreamDecoder } from './decodeSampleStream';
import { decodeWfdbSignals } from './decodeWfdbSignals';
import {
  readTestRecord,
  referenceDecode,
  testdataFile,
  WFDB_SAMPLE_RECORDS,
} from './wfdbTestRecords';

// PhysioNet and WFDB sample records in every storage format (testdata/wfdb-formats/README.md).
const decode = (folder: string, record: string) => {
  const { header, files } = readTestRecord(folder, record);
  return { header, ...decodeWfdbSignals(header, files) };
};

/** `rdsamp -r binformats` as WFDB printed it: one line of ten digital values per frame. */
const binformatsRdsamp = () =>
  new TextDecoder()
    .decode(gunzipSync(testdataFile('wfdb-formats', 'binformats.rdsamp.gz')))
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));

/** How many values differ (a loop: deep equality of 650,000 values is slow in expect). */
function differing(actual: ArrayLike<number>, expected: ArrayLike<number>): number {
  expect(actual).toHaveLength(expected.length);
  let count = 0;
  for (let index = 0; index < expected.length; index += 1)
    if (!Object.is(actual[index], expected[index])) count += 1;
  return count;
}

/** The digital value of a physical one, as WFDB's rdsamp prints it without -P. */
const digital = (physical: number, gain: number, baseline: number) =>
  Math.round(physical * gain + baseline);

describe('WFDB sample records', () => {
  const records = [...WFDB_SAMPLE_RECORDS, { folder: 'mitdb', record: '100skew' }];

  it.each(records)('decodes $record to the checksum of every signal in its header', (entry) => {
    const { header, checksumMatches, physical } = decode(entry.folder, entry.record);
    expect(checksumMatches).toEqual(header.signals.map(() => true));
    header.signals.forEach((signal, index) =>
      expect(physical[index]).toHaveLength((header.samplesPerSignal ?? 0) * signal.samplesPerFrame),
    );
  });

  it.each(records)('decodes $record as a sample-by-sample reference decoder does', (entry) => {
    const { header, files } = readTestRecord(entry.folder, entry.record);
    const expected = referenceDecode(header, files);
    const { physical } = decodeWfdbSignals(header, files);
    physical.forEach((signal, index) =>
      expect(differing(signal, expected[index] as Float32Array), `signal ${index}`).toBe(0),
    );
  });

  it('reads all ten binary formats of binformats as WFDB rdsamp and its generating formula give them', () => {
    const { header, physical } = decode('wfdb-formats', 'binformats');
    expect(header.signals.map((signal) => signal.format)).toEqual([
      8, 16, 61, 80, 160, 212, 310, 311, 24, 32,
    ]);
    const rdsamp = binformatsRdsamp();
    expect(rdsamp).toHaveLength(499);
    header.signals.forEach((signal, index) => {
      const column = rdsamp.map((line) => line[index] as number);
      const physicalOf = (value: number) => Math.fround((value - signal.baseline) / signal.gain);
      expect(differing(physical[index] as Float32Array, column.map(physicalOf))).toBe(0);
      // Format 8 stores differences clipped to 8 bits (signal(5)), so it cannot follow the
      // formula the record was made from.
      if (signal.format === 8) return;
      // Benjamin Moody's formula (wfdb-python commit 14048dd): sample j of signal i is
      // (i + 16843019 j) mod (2^adcres - 1) + 1 - 2^(adcres - 1), in exact integers.
      const resolution = BigInt(signal.adcResolution);
      const formula = column.map((_, j) =>
        Number(
          ((BigInt(index) + 16843019n * BigInt(j)) % ((1n << resolution) - 1n)) +
            1n -
            (1n << (resolution - 1n)),
        ),
      );
      expect(column, signal.description).toEqual(formula);
    });
  });

  it('decodes the stored integers of every binformats file exactly, 32-bit ones included', () => {
    // Physical float32 values keep 24 bits; the integers before scaling keep all 32.
    const { header, files } = readTestRecord('wfdb-formats', 'binformats');
    const rdsamp = binformatsRdsamp();
    header.signals.forEach((signal, index) => {
      if (signal.format === 0) throw new Error('binformats has no null signal');
      const stored = new Int32Array(499);
      sampleStreamDecoder(signal.format)(files[signal.fileName] as Uint8Array, 0, 499, stored);
      let running = signal.initialValue;
      const values = Array.from(stored, (value) =>
        signal.format === 8 ? (running += value) : value,
      );
      expect(values, signal.description).toEqual(rdsamp.map((line) => line[index]));
    });
  });

  it('reads format 80 of MIMIC-III record 3000003_0003 as rdsamp -P does', () => {
    const { header, physical } = decode('wfdb-formats', '3000003_0003');
    expect(header.baseTime).toEqual({ hour: 19, minute: 46, second: 25.757 });
    // wfdb-python tests/target-output/record-1d: `rdsamp -r 3000003_0003 -f 1 -t 8 -s 1 -P`.
    const v = physical[1] as Float32Array;
    expect([v[125], v[224], v[624], v[999]]).toEqual(
      [0, 0, 0.70833333, -0.83333333].map(Math.fround),
    );
    expect(physical[0]?.[0]).toBe(Math.fround(-5 / 29));
  });

  it('reads formats 310 and 311, incomplete last groups included, as rdsamp does', () => {
    // wfdb-python tests/target-output/record-2d and record-2e (rdsamp of 310derive and 311derive).
    const { header, physical } = decode('wfdb-formats', '310derive');
    const [first, second] = header.signals;
    expect(
      [2, 1025].map((frame) => digital(physical[0]?.[frame] ?? 0, first?.gain ?? 0, 0)),
    ).toEqual([-6, -7]);
    expect(
      [2, 1025].map((frame) => digital(physical[1]?.[frame] ?? 0, second?.gain ?? 0, 0)),
    ).toEqual([0, 6]);
    const format311 = decode('wfdb-formats', '311derive').physical[0] as Float32Array;
    expect([format311[1], format311[500], format311[977]]).toEqual(
      [0, 0.03, 0.02].map(Math.fround),
    );
    // The cut records hold the first samples of 310derive's signal 0, the last group incomplete.
    const full = physical[0] as Float32Array;
    expect(decode('wfdb-formats', '310derive_3').physical[0]).toEqual(full.subarray(0, 1018));
    expect(decode('wfdb-formats', '311derive_3').physical[0]).toEqual(full.subarray(0, 1019));
  });

  it('reads the multi-frequency, skewed MIMIC record 03700181 as rdsamp -P does', () => {
    const { header, physical } = decode('wfdb-formats', '03700181');
    expect(header.samplingFrequency).toBe(125);
    expect(header.signals.map((signal) => signal.samplingFrequency)).toEqual([500, 125, 125]);
    expect(
      header.signals.map((signal) => physical[header.signals.indexOf(signal)]?.length),
    ).toEqual([300000, 75000, 75000]);
    expect(header.baseDate).toEqual({ year: 1994, month: 8, day: 15 });
    const [mcl1, , resp] = header.signals;
    // wfdb-python tests/target-output/record-4c: `rdsamp -r 03700181 -f 8 -t 128 -s 0 2 -P`.
    // rdsamp gives one value per frame: MCL1's 4 samples averaged in digital units (the rdsamp
    // that wrote the file divided their sum by 4 in C, rounding toward zero; newer WFDB versions
    // round to nearest) and RESP deskewed by its 4 samples.
    const expected: [number, number, number][] = [
      [1000, -0.39341784, -0.107],
      [1001, -0.32661104, -0.1185],
      [5999, -0.0084352, -0.0145],
      [15999, -0.00303667, 0.127],
    ];
    for (const [frame, mcl1Mean, respValue] of expected) {
      const sum = [0, 1, 2, 3].reduce(
        (total, sample) =>
          total + digital(physical[0]?.[frame * 4 + sample] ?? 0, mcl1?.gain ?? 0, 0),
        0,
      );
      expect(Math.trunc(sum / 4) / (mcl1?.gain ?? 1)).toBeCloseTo(mcl1Mean, 7);
      expect(physical[2]?.[frame]).toBe(Math.fround(respValue));
    }
    // The file ends with the record: RESP's last 4 samples, skewed past it, are missing.
    expect(Array.from(physical[2]?.subarray(74995) ?? [])).toEqual([
      Math.fround(0.275),
      Number.NaN,
      Number.NaN,
      Number.NaN,
      Number.NaN,
    ]);
    expect(resp?.skew).toBe(4);
  });

  it('shifts a skewed signal by its skew and leaves its checksum alone (100skew, test01_00s_skew)', () => {
    const plain = decode('mitdb', '100').physical[1] as Float32Array;
    const skewed = decode('mitdb', '100skew').physical[1] as Float32Array;
    expect(differing(skewed.subarray(0, 649997), plain.subarray(3))).toBe(0);
    expect(Array.from(skewed.subarray(649997))).toEqual([Number.NaN, Number.NaN, Number.NaN]);
    const channels = decode('wfdb-formats', 'test01_00s').physical;
    const skewedChannels = decode('wfdb-formats', 'test01_00s_skew').physical;
    expect(skewedChannels[0]).toEqual(channels[0]);
    expect(skewedChannels[1]?.subarray(0, 3997)).toEqual(channels[1]?.subarray(3));
  });

  it('reads two stored channels as one signal of 2 samples per frame (test01_00s_frame)', () => {
    const channels = decode('wfdb-formats', 'test01_00s').physical;
    const { header, physical } = decode('wfdb-formats', 'test01_00s_frame');
    expect(header.signals.map((signal) => signal.samplingFrequency)).toEqual([500, 1000, 500]);
    const interleaved = physical[1] as Float32Array;
    for (const frame of [0, 1, 2000, 3999]) {
      expect(interleaved[2 * frame]).toBe(channels[1]?.[frame]);
      expect(interleaved[2 * frame + 1]).toBe(channels[2]?.[frame]);
    }
    expect(physical[2]).toEqual(channels[3]);
  });

  it('skips the byte offset of a MATLAB file (a103l, format 16+24)', () => {
    const { header, physical } = decode('wfdb-formats', 'a103l');
    expect(header.signals.map((signal) => signal.byteOffset)).toEqual([24, 24, 24]);
    header.signals.forEach((signal, index) =>
      expect(physical[index]?.[0]).toBe(Math.fround(signal.initialValue / signal.gain)),
    );
  });
});
