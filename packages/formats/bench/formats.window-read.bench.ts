/**
 * Benchmark `formats.window-read`: a 10 s window of every channel from a 24 h EDF+ recording
 * (ECG 250 Hz, air flow 25 Hz, SpO2 and pulse 1 Hz, annotations), read through a Node file
 * handle the way the API serves the signal viewer. Goal (issue 4): under 5 ms.
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { encodeEdf, fileHandleSource, openEdf } from '../src/index';

const HOURS = 24;
const SECONDS = HOURS * 3600;
const WINDOW_SECONDS = 10;
const SAMPLES = 300;
const WARM_UP = 20;

/** A deterministic waveform; the content does not matter to the reader, only its size. */
const waveform = (rate: number, period: number, amplitude: number, base = 0) =>
  Float32Array.from(
    { length: SECONDS * rate },
    (_, index) => base + amplitude * Math.sin((2 * Math.PI * index) / (rate * period)),
  );

const directory = await mkdtemp(path.join(tmpdir(), 'telemed-bench-edf-'));
const file = path.join(directory, 'day.edf');
try {
  const output = await open(file, 'w');
  try {
    const chunks = encodeEdf(
      {
        startDate: { year: 2026, month: 1, day: 1, hour: 8, minute: 0, second: 0 },
        signals: [
          {
            label: 'ECG',
            physicalDimension: 'mV',
            physicalMin: -5,
            physicalMax: 5,
            samplesPerRecord: 250,
            samples: waveform(250, 0.8, 1.2),
          },
          {
            label: 'Air flow',
            physicalDimension: 'a.u.',
            physicalMin: -1,
            physicalMax: 1,
            samplesPerRecord: 25,
            samples: waveform(25, 4, 0.6),
          },
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
        ],
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

  const handle = await open(file, 'r');
  try {
    const recording = await openEdf(await fileHandleSource(handle));
    // Deterministic spread of window starts over the whole day.
    let seed = 12345;
    const nextStart = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed / 2 ** 31) * (SECONDS - WINDOW_SECONDS);
    };
    const durations: number[] = [];
    for (let index = 0; index < WARM_UP + SAMPLES; index += 1) {
      const start = nextStart();
      const began = performance.now();
      const signals = await recording.readWindow({ start, end: start + WINDOW_SECONDS });
      const elapsed = performance.now() - began;
      if (signals[0]?.samples.length !== WINDOW_SECONDS * 250) throw new Error('short window');
      if (index >= WARM_UP) durations.push(elapsed);
    }
    for (const p of [50, 95]) {
      reportFigure({
        bench: 'formats.window-read',
        metric: `window-10s-24h.p${p}`,
        value: round(percentile(durations, p), 3),
        unit: 'ms',
      });
    }
  } finally {
    await handle.close();
  }
} finally {
  await rm(directory, { recursive: true, force: true });
}
