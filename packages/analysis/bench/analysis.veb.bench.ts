/**
 * Benchmark `analysis.veb`: ventricular ectopic beat (VEB) detection on the MIT-BIH records in
 * testdata/mitdb, both leads, scored beat by beat with AAMI EC57's class rules (reference
 * beats labelled V or E are VEB; 150 ms match window; first 5 minutes not scored; misses count
 * against sensitivity), per record and pooled.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportFigure, round } from '../../../tooling/bench';
import { decodeWfdbSignals, parseWfdbHeader, readWfdbAnnotations } from '../../formats/src/index';
import { classifyBeats } from '../src/ecg/classifyBeats';
import { detectQrs } from '../src/ecg/detectQrs';
import { scoreBeatClass } from '../src/scoring/scoreBeatClass';

const RECORDS = ['100', '105', '106'];

const testdata = path.resolve(import.meta.dirname, '../../../testdata');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(testdata, 'mitdb', file)));
const percent = (ratio: number | null) => round(100 * (ratio ?? Number.NaN), 2);

const pooled = { truePositives: 0, falseNegatives: 0, falsePositives: 0 };
for (const record of RECORDS) {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb(`${record}.hea`)));
  const { physical } = decodeWfdbSignals(header, { [`${record}.dat`]: mitdb(`${record}.dat`) });
  const rate = header.samplingFrequency;
  const leads = physical as Float32Array[];
  const beats = classifyBeats(leads, detectQrs(leads, rate), rate);
  const score = scoreBeatClass(readWfdbAnnotations(mitdb(`${record}.atr`)), beats, rate, 'V');
  pooled.truePositives += score.truePositives;
  pooled.falseNegatives += score.falseNegatives;
  pooled.falsePositives += score.falsePositives;
  const figure = (metric: string, value: number, unit: string) =>
    reportFigure({ bench: 'analysis.veb', metric: `${metric}.${record}`, value, unit });
  figure('se', percent(score.sensitivity), '%');
  figure('ppv', percent(score.positivePredictivity), '%');
  figure('tp', score.truePositives, 'beats');
  figure('fn', score.falseNegatives, 'beats');
  figure('fp', score.falsePositives, 'beats');
}

const { truePositives, falseNegatives, falsePositives } = pooled;
reportFigure({
  bench: 'analysis.veb',
  metric: 'se.pooled',
  value: percent(truePositives / (truePositives + falseNegatives)),
  unit: '%',
});
reportFigure({
  bench: 'analysis.veb',
  metric: 'ppv.pooled',
  value: percent(truePositives / (truePositives + falsePositives)),
  unit: '%',
});
reportFigure({
  bench: 'analysis.veb',
  metric: 'veb.pooled',
  value: truePositives + falseNegatives,
  unit: 'beats',
});
