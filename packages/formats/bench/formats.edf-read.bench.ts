/**
 * Benchmark `formats.edf-read`: reading a whole 24 h, 8-signal EDF+ file (185 MB) to physical
 * values, streamed through a Node file handle 10 minutes at a time as an app would, against
 * EDFlib 1.23 (Debian libedf-dev) doing the same in the same run: the C program of the
 * conformance test reads every signal with edfread_physical_samples and times itself.
 * Goal (issue 4): at least as fast as EDFlib.
 */
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { buildEdflibPeer, timeEdflibRead } from '../src/edf/edflibPeer';
import { encodeEdf, fileHandleSource, openEdf, type EdfSignalInput } from '../src/index';

const HOURS = 24;
const SECONDS = HOURS * 3600;
/** Seconds of every signal per readWindow call. */
const WINDOW_SECONDS = 600;
/**
 * EDFlib reads record by record (1 s of every signal per call), its fastest pattern: on this file
 * it took 2.0 s that way, 3.3 s in 600 s windows and 6.4 s a whole signal at a time, because
 * edfread_physical_samples reads byte by byte through stdio and seeks over the other signals.
 */
const EDFLIB_WINDOW_SECONDS = 1;
const RUNS = 6;
/** The first run fills the page cache and warms the JIT; it is not reported. */
const WARM_UP = 1;
const PEER = 'EDFlib 1.23';

/** A deterministic waveform; the content does not matter to the reader, only its size. */
const waveform = (rate: number, period: number, amplitude: number, base = 0) =>
  Float32Array.from(
    { length: SECONDS * rate },
    (_, index) => base + amplitude * Math.sin((2 * Math.PI * index) / (rate * period)),
  );

// Four ECG leads share one waveform (different ranges give different digital values), so the
// generator holds 86 MB of input rather than 350 MB.
const ecg = waveform(250, 0.8, 1.2);
const breathing = waveform(25, 4, 0.6);
const signals: EdfSignalInput[] = [
  ...['ECG I', 'ECG II', 'ECG III', 'ECG V2'].map((label, lead) => ({
    label,
    physicalDimension: 'mV',
    physicalMin: -5 - lead,
    physicalMax: 5 + lead,
    samplesPerRecord: 250,
    samples: ecg,
  })),
  ...['Air flow', 'Chest volume'].map((label, index) => ({
    label,
    physicalDimension: 'a.u.',
    physicalMin: -1 - index,
    physicalMax: 1 + index,
    samplesPerRecord: 25,
    samples: breathing,
  })),
  {
    label: 'SpO2',
    physicalDimension: '%',
    physicalMin: 0,
    physicalMax: 100,
    samplesPerRecord: 1,
    samples: waveform(1, 600, 2, 95),
  },
  {
    label: 'Pulse',
    physicalDimension: 'bpm',
    physicalMin: 0,
    physicalMax: 250,
    samplesPerRecord: 1,
    samples: waveform(1, 900, 10, 70),
  },
];

/** Our reader: open, then every signal of the whole file, window after window. */
async function readWithOurs(file: string): Promise<{ milliseconds: number; samples: number }> {
  const began = performance.now();
  const handle = await open(file, 'r');
  let samples = 0;
  try {
    const recording = await openEdf(await fileHandleSource(handle));
    const { start, end } = recording.timeline;
    for (let from = start; from < end; from += WINDOW_SECONDS) {
      const window = await recording.readWindow({ start: from, end: from + WINDOW_SECONDS });
      for (const signal of window) samples += signal.samples.length;
    }
  } finally {
    await handle.close();
  }
  return { milliseconds: performance.now() - began, samples };
}

const directory = await mkdtemp(path.join(tmpdir(), 'telemed-bench-edf-read-'));
const file = path.join(directory, 'day.edf');
try {
  const output = await open(file, 'w');
  try {
    const chunks = encodeEdf(
      {
        startDate: { year: 2026, month: 1, day: 1, hour: 8, minute: 0, second: 0 },
        signals,
        annotations: Array.from({ length: HOURS * 20 }, (_, index) => ({
          onset: index * 180 + 7.25,
          duration: 12,
          text: 'Obstructive apnea',
        })),
      },
      { recordsPerChunk: 600 },
    );
    for (const chunk of chunks) await output.write(chunk);
  } finally {
    await output.close();
  }
  const megabytes = (await stat(file)).size / 1e6;
  const expectedSamples = signals.reduce((sum, signal) => sum + signal.samples.length, 0);
  const program = await buildEdflibPeer(directory);

  // Alternate the two readers run by run, so both see the same load on a shared machine.
  const ours: number[] = [];
  const edflib: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const mine = await readWithOurs(file);
    if (mine.samples !== expectedSamples)
      throw new Error(`read ${mine.samples} of ${expectedSamples}`);
    const [theirs] = await timeEdflibRead(program, file, EDFLIB_WINDOW_SECONDS, 1);
    if (theirs?.samples !== expectedSamples)
      throw new Error(`EDFlib read ${theirs?.samples} of ${expectedSamples}`);
    if (run < WARM_UP) continue;
    ours.push(mine.milliseconds);
    edflib.push(theirs.nanoseconds / 1e6);
  }

  const oursP50 = percentile(ours, 50);
  const edflibP50 = percentile(edflib, 50);
  const throughput = (milliseconds: number) => megabytes / (milliseconds / 1000);
  reportFigure({
    bench: 'formats.edf-read',
    metric: 'read-24h.mbps',
    value: round(throughput(oursP50), 1),
    unit: 'MB/s',
    peer: PEER,
    ratio: round(throughput(oursP50) / throughput(edflibP50), 2),
  });
  reportFigure({
    bench: 'formats.edf-read',
    metric: 'read-24h.edflib.mbps',
    value: round(throughput(edflibP50), 1),
    unit: 'MB/s',
  });
  reportFigure({
    bench: 'formats.edf-read',
    metric: 'read-24h.p50',
    value: round(oursP50, 1),
    unit: 'ms',
  });
  reportFigure({
    bench: 'formats.edf-read',
    metric: 'read-24h.edflib.p50',
    value: round(edflibP50, 1),
    unit: 'ms',
  });
  reportFigure({
    bench: 'formats.edf-read',
    metric: 'file-size',
    value: round(megabytes, 1),
    unit: 'MB',
  });
} finally {
  await rm(directory, { recursive: true, force: true });
}
