/**
 * Benchmark `formats.pyramid`: the min/max pyramid of a 24 h, 250 Hz channel (issue 6).
 * Build time (from a Float32Array, and streamed from an EDF+ file through `readWindow` as the
 * server does), encoded size against the raw channel, and `queryWindow` time (p50/p95) and
 * points returned for spans of 10 s to 24 h on a 1600-pixel track, reading the encoded pyramid
 * through a ByteSource and raw samples through the EDF reader. Goal: query time that does not
 * grow with the span.
 */
import { percentile, reportFigure, round } from '../../../tooling/bench';
import {
  buildPyramid,
  bufferSource,
  createPyramidBuilder,
  encodePyramid,
  openEdf,
  openPyramid,
  queryWindow,
  writeEdf,
  type SignalWindow,
} from '../src/index';

const BENCH = 'formats.pyramid';
const RATE = 250;
const SECONDS = 24 * 3600;
const PIXELS = 1600;
const BUILD_RUNS = 5;
const QUERY_WARM_UP = 20;
const QUERY_RUNS = 200;
const SPANS: [string, number][] = [
  ['10s', 10],
  ['1min', 60],
  // 15.6 samples per pixel, just under one level-0 bucket: the envelope is made from the most
  // raw samples any query reads (16 × 1600), the worst case.
  ['100s', 100],
  ['10min', 600],
  ['1h', 3600],
  ['6h', 6 * 3600],
  ['24h', SECONDS],
];

/** A deterministic ECG-like waveform: a beat spike every 0.8 s on a slow baseline, plus noise. */
function syntheticEcg(): Float32Array {
  const samples = new Float32Array(SECONDS * RATE);
  let noise = 12345;
  for (let index = 0; index < samples.length; index += 1) {
    noise = (noise * 1103515245 + 12345) % 2 ** 31;
    const phase = (index % 200) / 200;
    const beat = phase < 0.04 ? Math.sin(phase * 25 * Math.PI) * 1.4 : 0;
    samples[index] = beat + 0.2 * Math.sin(index / 2000) + (noise / 2 ** 31 - 0.5) * 0.05;
  }
  return samples;
}

const timed = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

const samples = syntheticEcg();

const buildTimes: number[] = [];
let pyramid = buildPyramid(samples, { sampleRate: RATE });
for (let run = 0; run < BUILD_RUNS; run += 1) {
  const [built, elapsed] = await timed(() => buildPyramid(samples, { sampleRate: RATE }));
  pyramid = built;
  buildTimes.push(elapsed);
}
const buildP50 = percentile(buildTimes, 50);
reportFigure({ bench: BENCH, metric: 'build.p50', value: round(buildP50, 1), unit: 'ms' });
reportFigure({
  bench: BENCH,
  metric: 'build.throughput',
  value: round(samples.length / buildP50 / 1000, 1),
  unit: 'Msamples/s',
});

const edf = writeEdf({
  startDate: { year: 2026, month: 1, day: 1, hour: 8, minute: 0, second: 0 },
  signals: [
    {
      label: 'ECG',
      physicalDimension: 'mV',
      physicalMin: -5,
      physicalMax: 5,
      samplesPerRecord: RATE,
      samples,
    },
  ],
});
const recording = await openEdf(bufferSource(edf));
const fromEdfTimes: number[] = [];
for (let run = 0; run < 3; run += 1) {
  const [, elapsed] = await timed(async () => {
    const builder = createPyramidBuilder({ sampleRate: RATE, startTime: recording.timeline.start });
    for (let start = 0; start < SECONDS; start += 600) {
      const [ecg] = await recording.readWindow({ start, end: start + 600, channels: ['ECG'] });
      builder.push(ecg?.samples ?? new Float32Array());
    }
    return builder.finish();
  });
  fromEdfTimes.push(elapsed);
}
reportFigure({
  bench: BENCH,
  metric: 'build-from-edf.p50',
  value: round(percentile(fromEdfTimes, 50), 1),
  unit: 'ms',
});

const encoded = encodePyramid(pyramid);
reportFigure({ bench: BENCH, metric: 'size', value: encoded.length, unit: 'bytes' });
reportFigure({
  bench: BENCH,
  metric: 'size.of-float32',
  value: round((100 * encoded.length) / (samples.length * 4), 2),
  unit: '%',
});
reportFigure({
  bench: BENCH,
  metric: 'size.of-edf16',
  value: round((100 * encoded.length) / (samples.length * 2), 2),
  unit: '%',
});

const stored = await openPyramid(bufferSource(encoded));
const readRaw = async (start: number, end: number) => {
  const [ecg] = await recording.readWindow({ start, end, channels: ['ECG'] });
  if (!ecg) throw new Error('no ECG channel');
  return ecg;
};
const pointsOf = (answer: SignalWindow) =>
  answer.kind === 'raw' ? answer.values.length : answer.mins.length;

let seed = 4242;
const nextUnit = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
for (const [name, span] of SPANS) {
  const durations: number[] = [];
  let points = 0;
  let kind = '';
  for (let run = 0; run < QUERY_WARM_UP + QUERY_RUNS; run += 1) {
    const start = nextUnit() * (SECONDS - span);
    const [answer, elapsed] = await timed(() =>
      queryWindow({ pyramid: stored, readRaw, start, end: start + span, pixels: PIXELS }),
    );
    if (run >= QUERY_WARM_UP) durations.push(elapsed);
    points = Math.max(points, pointsOf(answer));
    kind = answer.kind === 'raw' ? 'raw' : `envelope-${answer.level ?? 'raw'}`;
  }
  for (const p of [50, 95]) {
    reportFigure({
      bench: BENCH,
      metric: `query-${name}.p${p}`,
      value: round(percentile(durations, p), 3),
      unit: 'ms',
    });
  }
  reportFigure({ bench: BENCH, metric: `query-${name}.points`, value: points, unit: 'points' });
  process.stderr.write(`${name}: answered as ${kind}\n`);
}
