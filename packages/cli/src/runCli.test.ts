import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bufferSource,
  decodeWfdbSignals,
  openEdf,
  parseWfdbHeader,
  readWfdbAnnotations,
  writeEdf,
} from '@telemed/formats';
import { BEAT_REVIEW_CONFIDENCE } from '@telemed/domain';
import { scoreBeats } from '@telemed/analysis';
import { generatePolygraphy, groundTruthAhi } from '@telemed/analysis/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

const testdata = path.resolve(import.meta.dirname, '../../../testdata');
const mitdb = (file: string) => path.join(testdata, 'mitdb', file);

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
    const { code, out } = await telemed('info', path.join(testdata, 'edf/test_utf8.edf'));
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
    const input = path.join(testdata, 'edf/test_edfann.edf');
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

describe('telemed beats', () => {
  it('prints one JSON line per beat that scores against the reference annotations', async () => {
    const { code, out } = await telemed('beats', mitdb('100.hea'));
    expect(code).toBe(0);
    const lines = out
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toEqual({
      sample: expect.any(Number) as number,
      time: expect.any(Number) as number,
      class: expect.stringMatching(/^[NSVFQ]$/) as string,
      confidence: expect.any(Number) as number,
      review: expect.any(Boolean) as boolean,
    });
    // Beats go to review exactly when the classifier is less sure of them than the beat list's
    // limit; record 100 (sinus rhythm, 1 PVC) has hardly any.
    const classified = lines.filter((line) => line.confidence !== undefined);
    expect(classified.length).toBeGreaterThan(0.99 * lines.length);
    for (const line of classified)
      expect(line.review).toBe((line.confidence as number) < BEAT_REVIEW_CONFIDENCE);
    expect(classified.filter((line) => line.review).length).toBeLessThan(0.01 * lines.length);
    const detected = lines.map((line) => line.sample as number);
    const reference = readWfdbAnnotations(new Uint8Array(await readFile(mitdb('100.atr'))));
    const score = scoreBeats(reference, Int32Array.from(detected), 360);
    expect(score.sensitivity).toBeGreaterThan(0.995);
    expect(score.positivePredictivity).toBeGreaterThan(0.995);
    expect(lines[10]!.time).toBeCloseTo((lines[10]!.sample as number) / 360, 5);
  });

  it('refuses a channel the record does not have', async () => {
    const { code, err } = await telemed('beats', mitdb('100.hea'), '--channel', '7');
    expect(code).toBe(2);
    expect(err).toMatch(/there is no channel 7; the record has 2/);
    expect((await telemed('beats', mitdb('100.hea'), '--lead', '1')).err).toMatch(
      /unknown option --lead/,
    );
  });
});

describe('telemed analyze', () => {
  it('runs the Holter analysis and prints its statistics as JSON', async () => {
    const { code, out } = await telemed('analyze', mitdb('100.hea'), '--kind', 'holter', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out) as {
      kind: string;
      beatCount: number;
      counts: { total: number; veb: number };
      heartRate: { average: number };
      events: { type: string }[];
    };
    const reference = readWfdbAnnotations(new Uint8Array(await readFile(mitdb('100.atr'))));
    const referenceBeats = reference.filter((annotation) => annotation.isBeat).length;
    expect(result.kind).toBe('holter');
    expect(Math.abs(result.counts.total - referenceBeats) / referenceBeats).toBeLessThan(0.01);
    // Record 100: sinus rhythm at about 76/min with a single ventricular ectopic.
    expect(result.heartRate.average).toBeGreaterThan(70);
    expect(result.heartRate.average).toBeLessThan(80);
    expect(result.events.some(({ type }) => type === 'ATRIAL_FIBRILLATION')).toBe(false);
    // Series are JSON arrays, not objects keyed by index.
    const { spectrum } = (
      JSON.parse(out) as { hrv: { frequencyDomain: { spectrum: { frequencies: unknown } } } }
    ).hrv.frequencyDomain;
    expect(Array.isArray(spectrum.frequencies)).toBe(true);
  });

  it('prints a readable Holter summary: fields indented, long series counted, beats for review', async () => {
    const { code, out } = await telemed('analyze', mitdb('100.hea'), '--kind', 'holter');
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe(`holter analysis of ${mitdb('100.hea')}`);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(80);
    expect(lines).toContain('counts:');
    expect(out).toMatch(/\n {2}veb: \d+\n/);
    expect(out).toMatch(/\n {6}frequencies: \d+ values \(--json lists them\)\n/);
    expect(out).toMatch(/\n {6}resolution: 0\.00391\n/);
    expect(out).toMatch(/\nbeatsForReview: \d+\n/);
  });

  it('takes detector parameters by their spec names and refuses unknown ones', async () => {
    const params = path.join(scratch, 'params.json');
    await writeFile(params, JSON.stringify({ min_tach_HR: 70 }));
    const tachy = await telemed(
      'analyze',
      mitdb('100.hea'),
      '--kind',
      'holter',
      '--params',
      params,
      '--json',
    );
    expect(tachy.code).toBe(0);
    const events = (JSON.parse(tachy.out) as { events: { type: string }[] }).events;
    expect(events.some(({ type }) => type === 'TACHYCARDIA')).toBe(true);

    await writeFile(params, JSON.stringify({ min_tachy_hr: 70 }));
    const typo = await telemed('analyze', mitdb('100.hea'), '--kind', 'holter', '--params', params);
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/unknown parameter "min_tachy_hr"; the parameters are .*min_tach_HR/);
    await writeFile(params, '{ not json');
    expect(
      (await telemed('analyze', mitdb('100.hea'), '--kind', 'holter', '--params', params)).err,
    ).toMatch(/is not valid JSON/);
  });

  it("refuses with the spec's message when the recording lacks the signals", async () => {
    const { code, err } = await telemed('analyze', mitdb('100.hea'), '--kind', 'polygraphy');
    expect(code).toBe(1);
    expect(err).toBe(
      'telemed analyze: Not enough data from the recorder or pulse oximeter for analysis\n',
    );
    expect((await telemed('analyze', mitdb('100.hea'), '--kind', 'sleep')).code).toBe(2);
  });
});

describe('telemed analyze --kind polygraphy', () => {
  it('finds the apneas of a synthetic night stored as EDF+ under the spec channel names', async () => {
    const night = generatePolygraphy({
      seed: 7,
      durationSeconds: 2.5 * 3600,
      severity: 'moderate',
      sensorDropouts: false,
    });
    const channel = (label: string, unit: string, samples: Float32Array, rate: number) => {
      let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
      for (const value of samples) [min, max] = [Math.min(min, value), Math.max(max, value)];
      return {
        label,
        physicalDimension: unit,
        physicalMin: Math.floor(min) - 1,
        physicalMax: Math.ceil(max) + 1,
        samplesPerRecord: rate,
        samples,
      };
    };
    const { channels, samplingRates: rates } = night;
    const file = path.join(scratch, 'night.edf');
    await writeFile(
      file,
      writeEdf({
        startDate: { year: 2026, month: 11, day: 20, hour: 22, minute: 30, second: 0 },
        signals: [
          channel('Air flow', 'cmH2O', channels.airFlow, rates.airFlow),
          channel('Chest volume', 'a.u.', channels.effort, rates.effort),
          channel('SpO2', '%', channels.spo2, rates.spo2),
          channel('Pulse', 'bpm', channels.pulse, rates.pulse),
          channel('Snore', 'a.u.', channels.snore, rates.snore),
          channel('Position', '', Float32Array.from(channels.bodyPosition), rates.bodyPosition),
        ],
      }),
    );

    const { code, out } = await telemed('analyze', file, '--kind', 'polygraphy', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out) as { statistics: { ahi: number }; events: unknown[] };
    expect(
      Math.abs(
        result.statistics.ahi -
          groundTruthAhi(night.groundTruth, night.options.durationSeconds, 3).ahi,
      ),
    ).toBeLessThan(2);

    const text = await telemed('analyze', file, '--kind', 'polygraphy');
    expect(text.out).toMatch(/^polygraphy analysis of .*night\.edf\nevents: \d+\n/);
    expect(text.out).toMatch(/\n {2}APNEA_OBSTRUCTIVE: \d+\n/);
  });
});
