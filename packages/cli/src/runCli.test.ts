import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bufferSource,
  decodeWfdbSignals,
  openEdf,
  parseWfdbHeader,
  readWfdbAnnotations,
} from '@telemed/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const sharedData =
  process.env.TELEMED_SHARED_DATA ?? path.resolve(import.meta.dirname, '../../../../shared/data');
const mitdb = (file: string) => path.join(sharedData, 'mitdb', file);

async function telemed(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

/** How many samples differ (a loop: deep equality of 650,000 values is slow in expect). */
function differingSamples(actual: Float32Array, expected: Float32Array): number {
  expect(actual).toHaveLength(expected.length);
  let differing = 0;
  for (let index = 0; index < expected.length; index += 1)
    if (actual[index] !== expected[index]) differing += 1;
  return differing;
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'telemed-cli-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('telemed info', () => {
  it('prints the header of an EDF+ recording', async () => {
    const { code, out } = await telemed('info', path.join(sharedData, 'edf/test_utf8.edf'));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({
      variant: 'EDF+C',
      signalCount: 2,
      dataRecords: 698,
      durationSeconds: 698,
      channels: [{ index: 0, label: 'Fp1', sampleRate: 128, physicalDimension: 'uV' }],
      annotationCount: 5,
    });
  });

  it('prints the header of a WFDB record named by its .hea or its bare name', async () => {
    const byHeader = await telemed('info', mitdb('100.hea'));
    expect(byHeader.code).toBe(0);
    const summary = JSON.parse(byHeader.out) as Record<string, unknown>;
    expect(summary).toMatchObject({
      variant: 'WFDB',
      recordName: '100',
      signalCount: 2,
      durationSeconds: 650000 / 360,
      channels: [
        { index: 0, label: 'MLII', sampleRate: 360, format: 212, gain: 200 },
        { index: 1, label: 'V5', sampleRate: 360 },
      ],
    });
    const annotations = readWfdbAnnotations(new Uint8Array(await readFile(mitdb('100.atr'))));
    expect(summary.annotationCount).toBe(annotations.length);
    expect(JSON.parse((await telemed('info', mitdb('100'))).out)).toEqual(summary);
  });

  it('explains a file that is neither EDF nor WFDB', async () => {
    const { code, err } = await telemed('info', mitdb('100.dat.missing'));
    expect(code).toBe(1);
    expect(err).toMatch(/cannot read .*100\.dat\.missing \(ENOENT\)/);
    const notEdf = path.join(scratch, 'notes.edf');
    await writeFile(notEdf, 'not a recording');
    const invalid = await telemed('info', notEdf);
    expect(invalid.code).toBe(1);
    expect(invalid.err).toMatch(/^telemed info: not a valid EDF\/BDF file \(/);
  });

  it('explains a WFDB header that lies', async () => {
    const header = path.join(scratch, 'bad.hea');
    await writeFile(header, 'bad 2 -360 650000\nbad.dat 212 200 11 1024 995 0 0 MLII\n');
    const { code, err } = await telemed('info', header);
    expect(code).toBe(1);
    expect(err).toMatch(/^telemed info: not a valid WFDB record \(/);
  });

  it('explains a missing argument and an unknown command with the usage', async () => {
    const missing = await telemed('info');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/name one file to read[\s\S]*Usage: telemed/);
    expect((await telemed('frobnicate')).code).toBe(2);
    expect((await telemed('help')).out).toMatch(/convert IN OUT\.edf/);
  });
});

describe('telemed convert', () => {
  it('writes a WFDB record as EDF+ with the same samples and its annotations', async () => {
    const output = path.join(scratch, '100.edf');
    const { code, out } = await telemed('convert', mitdb('100.hea'), output);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ variant: 'EDF+C', signals: 2 });

    const header = parseWfdbHeader(await readFile(mitdb('100.hea'), 'latin1'));
    const { physical } = decodeWfdbSignals(header, {
      '100.dat': new Uint8Array(await readFile(mitdb('100.dat'))),
    });
    const edf = await openEdf(bufferSource(new Uint8Array(await readFile(output))));
    expect(edf.header.signals.filter((signal) => !signal.isAnnotations)).toMatchObject([
      { label: 'MLII', physicalDimension: 'mV', sampleRate: 360 },
      { label: 'V5', physicalDimension: 'mV', sampleRate: 360 },
    ]);
    const [mlii, v5] = await edf.readWindow({ start: 0, end: 650000 / 360 });
    // The WFDB digital range is kept, so every value is stored exactly.
    expect(differingSamples(mlii!.samples, physical[0]!)).toBe(0);
    expect(differingSamples(v5!.samples, physical[1]!)).toBe(0);

    const reference = readWfdbAnnotations(new Uint8Array(await readFile(mitdb('100.atr'))));
    const annotations = await edf.readAnnotations();
    expect(annotations).toHaveLength(reference.length);
    expect(annotations.filter(({ text }) => text === 'V')).toHaveLength(
      reference.filter(({ symbol }) => symbol === 'V').length,
    );
    expect(annotations[0]).toMatchObject({ text: '(N', onset: reference[0]!.sample / 360 });
  });

  it('rewrites an EDF file as BDF+ with its annotations', async () => {
    const input = path.join(sharedData, 'edf/test_edfann.edf');
    const output = path.join(scratch, 'copy.bdf');
    expect((await telemed('convert', input, output)).code).toBe(0);

    const source = await openEdf(bufferSource(new Uint8Array(await readFile(input))));
    const copy = await openEdf(bufferSource(new Uint8Array(await readFile(output))));
    expect(copy.header.variant).toBe('BDF+C');
    const window = { start: source.timeline.start, end: source.timeline.end };
    const [before, after] = [await source.readWindow(window), await copy.readWindow(window)];
    expect(after.map(({ label }) => label)).toEqual(before.map(({ label }) => label));
    for (const [index, signal] of before.entries()) {
      const header = source.header.signals[signal.index]!;
      const step =
        (header.physicalMax - header.physicalMin) / (header.digitalMax - header.digitalMin);
      const copied = after[index]!.samples;
      expect(copied).toHaveLength(signal.samples.length);
      signal.samples.forEach((value, sample) =>
        expect(Math.abs((copied[sample] as number) - value)).toBeLessThanOrEqual(step),
      );
    }
    expect((await copy.readAnnotations()).map(({ text }) => text)).toEqual(
      (await source.readAnnotations()).map(({ text }) => text),
    );
  });

  it('refuses an output that is not .edf or .bdf, and missing files', async () => {
    const wrong = await telemed('convert', mitdb('100.hea'), path.join(scratch, 'out.csv'));
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/must end in \.edf or \.bdf/);
    const missing = await telemed('convert', path.join(scratch, 'none.edf'), 'x.edf');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/cannot read .*none\.edf \(ENOENT\)/);
  });
});
