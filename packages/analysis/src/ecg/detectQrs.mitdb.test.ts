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

// The shared, licensed MIT-BIH records live beside the repository, never inside it.
const sharedData =
  process.env.TELEMED_SHARED_DATA ??
  path.resolve(import.meta.dirname, '../../../../../shared/data');
const mitdb = (file: string) => new Uint8Array(readFileSync(path.join(sharedData, 'mitdb', file)));

function scoreRecord(record: string) {
  const header = parseWfdbHeader(new TextDecoder().decode(mitdb(`${record}.hea`)));
  const { physical } = decodeWfdbSignals(header, { [`${record}.dat`]: mitdb(`${record}.dat`) });
  const detected = detectQrs(physical[0] as Float32Array, header.samplingFrequency);
  return scoreBeats(
    readWfdbAnnotations(mitdb(`${record}.atr`)),
    detected,
    header.samplingFrequency,
  );
}

// Floors a little below the figures measured with the default parameters (see the README and
// `pnpm bench analysis.qrs`), scored as bxb does: MLII lead, 150 ms window, after 5 minutes.
describe('detectQrs on MIT-BIH (bxb scoring)', () => {
  it.each([
    // record, sensitivity floor, positive-predictivity floor
    ['100', 0.999, 0.999],
    ['105', 0.99, 0.985],
    ['106', 0.995, 0.999],
  ])('record %s reaches Se >= %s and +P >= %s', (record, sensitivity, positivePredictivity) => {
    const score = scoreRecord(record);
    expect(score.sensitivity).toBeGreaterThanOrEqual(sensitivity);
    expect(score.positivePredictivity).toBeGreaterThanOrEqual(positivePredictivity);
  });
});
