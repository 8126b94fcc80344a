import { describe, expect, it } from 'vitest';
import {
  MITDB_DEVELOPMENT_RECORDS,
  MITDB_HELD_OUT_RECORDS,
  poolScores,
  scoreMitdbRecord,
} from './mitdbVeb.testkit';

// Pins the pooled figures of `pnpm bench analysis.veb` (AAMI EC57: VEB = V and E reference
// beats, SVEB = A, a, J, S; 150 ms window; after 5 minutes; misses count against Se), each floor a
// little below the measured value, so that a change that loses beats fails here.
describe('classifyBeats on MIT-BIH (inter-patient VEB / SVEB)', () => {
  const development = MITDB_DEVELOPMENT_RECORDS.map(scoreMitdbRecord);
  const heldOut = MITDB_HELD_OUT_RECORDS.map(scoreMitdbRecord);

  it('reaches pooled VEB Se >= 95 % and +P >= 98.5 % on the development records', () => {
    const veb = poolScores(development.map((score) => score.veb));
    expect(veb.sensitivity).toBeGreaterThanOrEqual(0.95);
    expect(veb.positivePredictivity).toBeGreaterThanOrEqual(0.985);
  });

  it('finds 10 of the 13 VEBs of the held-out records with at most 3 false V', () => {
    const veb = poolScores(heldOut.map((score) => score.veb));
    expect(veb.truePositives).toBeGreaterThanOrEqual(10);
    expect(veb.falsePositives).toBeLessThanOrEqual(3);
  });

  it('finds SVEBs with pooled Se >= 60 % over all records', () => {
    const sveb = poolScores([...development, ...heldOut].map((score) => score.sveb));
    expect(sveb.sensitivity).toBeGreaterThanOrEqual(0.6);
  });
});
