import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Tests may read records with our WFDB reader; the analysis sources themselves depend on nothing.
import {
  decodeWfdbSignals,
  parseWfdbHeader,
  readWfdbAnnotations,
} from '../../../formats/src/index';
import { scoreBeats } from '../scoring/scoreBeats';
import { detectQrs } from './detectQrs';

// The licensed sample recordings of testdata/ (sources and licences in its READMEs).
const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(testdata, 'mitdb', file)));

const scores = new Map<string, ReturnType<typeof scoreBeats>>();
const scoreRecord = (record: string) => {
  const known = scores.get(record);
  if (known) return known;
  const score = detectAndScore(record);
  scores.set(record, score);
  return score;
};

function detectAndScore(record: string, oneLead = false) {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb(`${record}.hea`)));
  const { physical } = decodeWfdbSignals(header, { [`${record}.dat`]: mitdb(`${record}.dat`) });
  const leads = physical as Float32Array[];
  const detected = detectQrs(
    oneLead ? (leads[0] as Float32Array) : leads,
    header.samplingFrequency,
  );
  return scoreBeats(
    readWfdbAnnotations(mitdb(`${record}.atr`)),
    detected,
    header.samplingFrequency,
  );
}

/** Gross statistics over records (EC57's pooled figures). */
function pooled(scores: readonly ReturnType<typeof scoreBeats>[]) {
  const sum = (key: 'truePositives' | 'falseNegatives' | 'falsePositives') =>
    scores.reduce((total, score) => total + score[key], 0);
  const truePositives = sum('truePositives');
  return {
    sensitivity: truePositives / (truePositives + sum('falseNegatives')),
    positivePredictivity: truePositives / (truePositives + sum('falsePositives')),
  };
}

// Floors a little below the figures measured with the default parameters (see the README and
// `pnpm bench analysis.qrs`), scored as bxb does: MLII detection lead confirmed by V1 (and MLII
// alone), 150 ms window, after 5 minutes.
describe('detectQrs on MIT-BIH (bxb scoring)', () => {
  it.each([
    // record, sensitivity floor, positive-predictivity floor
    ['100', 0.999, 0.999],
    ['105', 0.995, 0.992],
    ['106', 0.999, 0.999],
  ])('record %s reaches Se >= %s and +P >= %s', (record, sensitivity, positivePredictivity) => {
    const score = scoreRecord(record);
    expect(score.sensitivity).toBeGreaterThanOrEqual(sensitivity);
    expect(score.positivePredictivity).toBeGreaterThanOrEqual(positivePredictivity);
  });

  it('reaches pooled Se and +P >= 99.7 % over the three records', () => {
    const { sensitivity, positivePredictivity } = pooled(['100', '105', '106'].map(scoreRecord));
    expect(sensitivity).toBeGreaterThanOrEqual(0.997);
    expect(positivePredictivity).toBeGreaterThanOrEqual(0.997);
  });

  it('reaches pooled Se and +P >= 99.6 % with MLII alone (a single-lead recording)', () => {
    const { sensitivity, positivePredictivity } = pooled(
      ['100', '105', '106'].map((record) => detectAndScore(record, true)),
    );
    expect(sensitivity).toBeGreaterThanOrEqual(0.996);
    expect(positivePredictivity).toBeGreaterThanOrEqual(0.996);
  });
});
