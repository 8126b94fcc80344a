import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// Tests may read records with our WFDB reader; the analysis sources themselves depend on nothing.
import {
  decodeWfdbSignals,
  parseWfdbHeader,
  readWfdbAnnotations,
} from '../../../formats/src/index';
import { scoreBeatClass } from '../scoring/scoreBeatClass';
import { classifyBeats } from './classifyBeats';
import { detectQrs } from './detectQrs';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(testdata, 'mitdb', file)));

function scoreVeb(record: string) {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb(`${record}.hea`)));
  const { physical } = decodeWfdbSignals(header, { [`${record}.dat`]: mitdb(`${record}.dat`) });
  const rate = header.samplingFrequency;
  const leads = physical as Float32Array[];
  const beats = classifyBeats(leads, detectQrs(leads, rate), rate);
  return scoreBeatClass(readWfdbAnnotations(mitdb(`${record}.atr`)), beats, rate, 'V');
}

// Floors a little below the figures of `pnpm bench analysis.veb` (AAMI EC57 VEB: V and E
// reference beats, 150 ms window, after 5 minutes, misses count against Se).
describe('classifyBeats on MIT-BIH (VEB)', () => {
  it('reaches pooled VEB Se >= 97 % and +P >= 97 % on records 100, 105 and 106', () => {
    const scores = ['100', '105', '106'].map(scoreVeb);
    const sum = (key: 'truePositives' | 'falseNegatives' | 'falsePositives') =>
      scores.reduce((total, score) => total + score[key], 0);
    const truePositives = sum('truePositives');
    expect(truePositives / (truePositives + sum('falseNegatives'))).toBeGreaterThanOrEqual(0.97);
    expect(truePositives / (truePositives + sum('falsePositives'))).toBeGreaterThanOrEqual(0.97);
  });
});
