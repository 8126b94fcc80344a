/**
 * Benchmark `formats.wfdb-read`: decoding whole WFDB signal files to physical values, the step
 * the MIT-BIH accuracy tests, the analysis benchmarks and `telemed convert` run before anything
 * else. Records 100, 105 and 106 of testdata/mitdb (format 212, 2 signals, 650,000 frames,
 * 1.95 MB each) are decoded from bytes already in memory, run after run; the bench prints the
 * median throughput in samples (both signals counted) and in signal-file megabytes per second.
 * Record 03700181 of testdata/wfdb-formats (212 with 4 samples per frame in one signal and a skew
 * in another, 450,000 samples) measures the general layout the same way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { decodeWfdbSignals, parseWfdbHeader } from '../src/index';

const RECORDS = ['100', '105', '106'];
const RUNS = 15;
/** The first runs warm the JIT up; they are not reported. */
const WARM_UP = 3;

const testdata = path.resolve(import.meta.dirname, '../../../testdata');

/** A record of testdata/ whose signals are all in `<record>.dat`. */
function loadRecord(folder: string, record: string) {
  const read = (file: string) => readFileSync(path.join(testdata, folder, file));
  const header = parseWfdbHeader(read(`${record}.hea`).toString('latin1'));
  const bytes = new Uint8Array(read(`${record}.dat`));
  return { header, files: { [`${record}.dat`]: bytes }, size: bytes.length };
}

/** Median samples and bytes per second of decoding the records, run after run. */
function measure(records: readonly ReturnType<typeof loadRecord>[]) {
  const samplesPerSecond: number[] = [];
  const bytesPerSecond: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    for (const { header, files, size } of records) {
      const began = performance.now();
      const { physical } = decodeWfdbSignals(header, files);
      const seconds = (performance.now() - began) / 1000;
      const samples = physical.reduce((sum, signal) => sum + signal.length, 0);
      if (run < WARM_UP) continue;
      samplesPerSecond.push(samples / seconds);
      bytesPerSecond.push(size / seconds);
    }
  }
  return { samples: percentile(samplesPerSecond, 50), bytes: percentile(bytesPerSecond, 50) };
}

const cases = [
  { metric: 'format212', records: RECORDS.map((record) => loadRecord('mitdb', record)) },
  { metric: 'multifrequency', records: [loadRecord('wfdb-formats', '03700181')] },
];
for (const { metric, records } of cases) {
  const { samples, bytes } = measure(records);
  reportFigure({
    bench: 'formats.wfdb-read',
    metric: `${metric}.p50`,
    value: round(samples / 1e6, 1),
    unit: 'Msamples/s',
  });
  reportFigure({
    bench: 'formats.wfdb-read',
    metric: `${metric}.p50.bytes`,
    value: round(bytes / 1e6, 1),
    unit: 'MB/s',
  });
}
