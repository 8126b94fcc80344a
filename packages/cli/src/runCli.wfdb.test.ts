import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bufferSource,
  decodeWfdbSignals,
  openEdf,
  parseWfdbHeader,
  wfdbSignalFileNames,
} from '@telemed/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

// WFDB sample records in every storage format (testdata/wfdb-formats/README.md).
const testdata = path.resolve(import.meta.dirname, '../../../testdata');
const RECORDS = [
  ['wfdb-formats', 'binformats'],
  ['wfdb-formats', '3000003_0003'],
  ['wfdb-formats', '310derive'],
  ['wfdb-formats', '310derive_3'],
  ['wfdb-formats', '311derive'],
  ['wfdb-formats', '311derive_3'],
  ['wfdb-formats', '03700181'],
  ['wfdb-formats', 'test01_00s'],
  ['wfdb-formats', 'test01_00s_frame'],
  ['wfdb-formats', 'test01_00s_skew'],
  ['wfdb-formats', 'test01_00s_skewframe'],
  ['wfdb-formats', 'a103l'],
  ['wfdb-formats', '100_3chan'],
  ['mitdb', '100skew'],
].map(([folder, record]) => ({
  record,
  header: path.join(testdata, folder ?? '', `${record}.hea`),
}));

async function telemed(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

/** A record's header and its signals as the formats package decodes them. */
async function decoded(headerPath: string) {
  const header = parseWfdbHeader(await readFile(headerPath, 'latin1'));
  const files: Record<string, Uint8Array> = {};
  for (const name of wfdbSignalFileNames(header))
    files[name] = new Uint8Array(await readFile(path.join(path.dirname(headerPath), name)));
  return { header, ...decodeWfdbSignals(header, files) };
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'telemed-cli-wfdb-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('telemed info on every WFDB storage format', () => {
  it.each(RECORDS)('prints the header of $record', async ({ header }) => {
    const { code, out, err } = await telemed('info', header);
    expect(err).toBe('');
    expect(code).toBe(0);
    const parsed = parseWfdbHeader(await readFile(header, 'latin1'));
    expect(JSON.parse(out)).toMatchObject({
      variant: 'WFDB',
      signalCount: parsed.signalCount,
      frameFrequency: parsed.samplingFrequency,
      channels: parsed.signals.map((signal) => ({
        format: signal.format,
        samplesPerFrame: signal.samplesPerFrame,
        sampleRate: signal.samplingFrequency,
      })),
    });
  });

  it('prints the rates of a multi-frequency record, its duration and base date and time', async () => {
    const { out } = await telemed('info', path.join(testdata, 'wfdb-formats/03700181.hea'));
    expect(JSON.parse(out)).toMatchObject({
      frameFrequency: 125,
      counterFrequency: 125,
      durationSeconds: 600,
      baseTime: { hour: 17, minute: 27, second: 45 },
      baseDate: { year: 1994, month: 8, day: 15 },
      channels: [
        { label: 'MCL1', sampleRate: 500, format: 212, samplesPerFrame: 4 },
        { label: 'ABP', sampleRate: 125, physicalDimension: 'mmHg' },
        { label: 'RESP', sampleRate: 125 },
      ],
    });
  });
});

describe('telemed convert on every WFDB storage format', () => {
  it.each(RECORDS)('writes $record as EDF+ with every sample', async ({ record, header }) => {
    const output = path.join(scratch, `${record}.edf`);
    const { code } = await telemed('convert', header, output);
    expect(code).toBe(0);
    const source = await decoded(header);
    const edf = await openEdf(bufferSource(new Uint8Array(await readFile(output))));
    const signals = edf.header.signals.filter((signal) => !signal.isAnnotations);
    expect(signals.map((signal) => signal.sampleRate)).toEqual(
      source.header.signals.map((signal) => signal.samplingFrequency),
    );
    const seconds = (source.header.samplesPerSignal ?? 0) / source.header.samplingFrequency;
    const window = await edf.readWindow({ start: 0, end: seconds });
    window.forEach((channel, index) => {
      const { physicalMax, physicalMin, digitalMax, digitalMin } = signals[index]!;
      // EDF holds 16-bit values: narrower formats keep their digital values, wider ones are
      // rescaled; either way a value is within one EDF step. An invalid sample (NaN) is written
      // as the lowest digital value; values past what an EDF header can state are clipped.
      const step = Math.abs((physicalMax - physicalMin) / (digitalMax - digitalMin));
      const expected = source.physical[index]!;
      expect(channel.samples).toHaveLength(expected.length);
      let outside = 0;
      expected.forEach((value, sample) => {
        const written = channel.samples[sample]!;
        const wanted = Number.isNaN(value)
          ? physicalMin
          : Math.min(physicalMax, Math.max(physicalMin, value));
        if (!(Math.abs(written - wanted) <= step * 1.001)) outside += 1;
      });
      expect(outside, `${record} signal ${index}`).toBe(0);
    });
  });

  it('writes binformats as BDF+, its 24-bit signal to within one of its digital units', async () => {
    const header = path.join(testdata, 'wfdb-formats/binformats.hea');
    const output = path.join(scratch, 'binformats.bdf');
    expect((await telemed('convert', header, output)).code).toBe(0);
    const source = await decoded(header);
    const bdf = await openEdf(bufferSource(new Uint8Array(await readFile(output))));
    expect(bdf.header.variant).toBe('BDF+C');
    const [window] = await bdf.readWindow({ start: 0, end: 499 / 200, channels: [8] });
    // Signal 8 is format 24 at 200 units per mV: BDF keeps its 24 bits (EDF would keep 16, a
    // step of 256 units), within the rounding of the header's 8-character physical range.
    const unit = 1 / 200;
    const largest = Math.max(
      ...Array.from(source.physical[8]!, (value, index) =>
        Math.abs(window!.samples[index]! - value),
      ),
    );
    expect(largest).toBeLessThanOrEqual(unit);
  });

  it('says which signals are clipped to the range an EDF header can state', async () => {
    const header = path.join(testdata, 'wfdb-formats/binformats.hea');
    const { err } = await telemed('convert', header, path.join(scratch, 'clipped.edf'));
    // Signal 9 is format 32 at 200 units per mV: ±10.7 million mV.
    expect(err).toBe(
      'telemed convert: sig 9, fmt 32: values outside -9999999..99999999 mV are clipped, the widest range an EDF header can state\n',
    );
  });

  it('starts the EDF+ at the base date and time of the record', async () => {
    const output = path.join(scratch, 'dated.edf');
    await telemed('convert', path.join(testdata, 'wfdb-formats/03700181.hea'), output);
    const edf = await openEdf(bufferSource(new Uint8Array(await readFile(output))));
    expect(edf.header.startDate).toEqual({
      year: 1994,
      month: 8,
      day: 15,
      hour: 17,
      minute: 27,
      second: 45,
    });
  });
});
