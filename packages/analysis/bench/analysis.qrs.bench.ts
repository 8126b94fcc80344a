/**
 * Benchmark `analysis.qrs`: QRS detection on the MIT-BIH records in testdata/mitdb (MLII
 * detection lead, V1 confirming; and MLII alone, pooled), scored beat by beat as WFDB bxb does
 * (ANSI/AAMI EC57: 150 ms match window, first 5 minutes not scored, gross statistics pooled over
 * the records), and detection speed in lead samples (both leads counted) per second.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, reportFigure, round } from '../../../tooling/bench';
import { decodeWfdbSignals, parseWfdbHeader, readWfdbAnnotations } from '../../formats/src/index';
import { detectQrs } from '../src/ecg/detectQrs';
import { scoreBeats } from '../src/scoring/scoreBeats';

const RECORDS = ['100', '105', '106'];
const SPEED_RUNS = 7;

const testdata = path.resolve(import.meta.dirname, '../../../testdata');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(testdata, 'mitdb', file)));
const percent = (ratio: number | null) => round(100 * (ratio ?? Number.NaN), 2);

function loadRecord(record: string) {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb(`${record}.hea`)));
  const { physical } = decodeWfdbSignals(header, { [`${record}.dat`]: mitdb(`${record}.dat`) });
  return {
    leads: physical as Float32Array[],
    rate: header.samplingFrequency,
    annotations: readWfdbAnnotations(mitdb(`${record}.atr`)),
  };
}

const pooled = { truePositives: 0, falseNegatives: 0, falsePositives: 0 };
// The detection lead alone (a single-lead recording, as an EDF import with one ECG signal).
const pooledSingle = { truePositives: 0, falseNegatives: 0, falsePositives: 0 };
const addTo = (tally: typeof pooled, score: typeof pooled) => {
  tally.truePositives += score.truePositives;
  tally.falseNegatives += score.falseNegatives;
  tally.falsePositives += score.falsePositives;
};
const secondsPerSample: number[] = [];
for (const record of RECORDS) {
  const { leads, rate, annotations } = loadRecord(record);
  const score = scoreBeats(annotations, detectQrs(leads, rate), rate);
  addTo(pooled, score);
  addTo(pooledSingle, scoreBeats(annotations, detectQrs(leads[0] as Float32Array, rate), rate));
  reportFigure({
    bench: 'analysis.qrs',
    metric: `se.${record}`,
    value: percent(score.sensitivity),
    unit: '%',
  });
  reportFigure({
    bench: 'analysis.qrs',
    metric: `ppv.${record}`,
    value: percent(score.positivePredictivity),
    unit: '%',
  });
  reportFigure({
    bench: 'analysis.qrs',
    metric: `fn.${record}`,
    value: score.falseNegatives,
    unit: 'beats',
  });
  reportFigure({
    bench: 'analysis.qrs',
    metric: `fp.${record}`,
    value: score.falsePositives,
    unit: 'beats',
  });
  for (let run = 0; run < SPEED_RUNS; run += 1) {
    const started = performance.now();
    detectQrs(leads, rate);
    const samples = leads.reduce((sum, lead) => sum + lead.length, 0);
    secondsPerSample.push((performance.now() - started) / 1000 / samples);
  }
}

const { truePositives, falseNegatives, falsePositives } = pooled;
reportFigure({
  bench: 'analysis.qrs',
  metric: 'se.pooled',
  value: percent(truePositives / (truePositives + falseNegatives)),
  unit: '%',
});
reportFigure({
  bench: 'analysis.qrs',
  metric: 'ppv.pooled',
  value: percent(truePositives / (truePositives + falsePositives)),
  unit: '%',
});
reportFigure({
  bench: 'analysis.qrs',
  metric: 'se.pooled-mlii-alone',
  value: percent(
    pooledSingle.truePositives / (pooledSingle.truePositives + pooledSingle.falseNegatives),
  ),
  unit: '%',
});
reportFigure({
  bench: 'analysis.qrs',
  metric: 'ppv.pooled-mlii-alone',
  value: percent(
    pooledSingle.truePositives / (pooledSingle.truePositives + pooledSingle.falsePositives),
  ),
  unit: '%',
});
reportFigure({
  bench: 'analysis.qrs',
  metric: 'beats.pooled',
  value: truePositives + falseNegatives,
  unit: 'beats',
});
// Median over runs and records: how many lead samples a second one core detects QRS in.
reportFigure({
  bench: 'analysis.qrs',
  metric: 'speed',
  value: round(1 / percentile(secondsPerSample, 50) / 1e6, 2),
  unit: 'Msamples/s',
});
