import { describe, expect, it } from 'vitest';
import {
  MITDB_DEVELOPMENT_RECORDS,
  MITDB_HELD_OUT_RECORDS,
  poolScores,
  scoreMitdbRecord,
} from './mitdbVeb.testkit';

// Pins the pooled figures of `pnpm bench analysis.veb` (AAMI EC57 as WFDB bxb counts: VEB = V and
// E reference beats, SVEB = A, a, J, S; 150 ms window; after 5 minutes; misses count against Se;
// V on fusion beats not false), each floor a little below the measured value, on the whole of
// each group of the inter-patient split (docs/benchmarks.md): 19 held-out DS2 records, 25
// development records.
describe('classifyBeats, inter-patient (AAMI EC57 VEB / SVEB)', () => {
  it('held out (19 DS2 records): VEB Se 94.6 %, +P 92.3 %; SVEB Se 40.0 %, +P 81.6 %', () => {
    const scores = MITDB_HELD_OUT_RECORDS.map(scoreMitdbRecord);
    const veb = poolScores(scores.map((score) => score.veb));
    expect(veb.sensitivity).toBeGreaterThanOrEqual(0.945);
    expect(veb.positivePredictivity).toBeGreaterThanOrEqual(0.92);
    const sveb = poolScores(scores.map((score) => score.sveb));
    expect(sveb.sensitivity).toBeGreaterThanOrEqual(0.395);
    expect(sveb.positivePredictivity).toBeGreaterThanOrEqual(0.81);
  });

  it('development (22 DS1 records, 100, 105, 231): VEB Se 92.4 %, +P 95.4 %; SVEB 62.0 / 88.0 %', () => {
    const scores = MITDB_DEVELOPMENT_RECORDS.map(scoreMitdbRecord);
    const veb = poolScores(scores.map((score) => score.veb));
    expect(veb.sensitivity).toBeGreaterThanOrEqual(0.92);
    expect(veb.positivePredictivity).toBeGreaterThanOrEqual(0.95);
    const sveb = poolScores(scores.map((score) => score.sveb));
    expect(sveb.sensitivity).toBeGreaterThanOrEqual(0.615);
    expect(sveb.positivePredictivity).toBeGreaterThanOrEqual(0.875);
    // Record 231's right bundle branch block comes and goes with a 2:1 AV block; its 1,254
    // conducted wide beats were all V before the P-wave rule. It has no VEB after 5 minutes. The
    // beats conducted 1:1 again after the block come early after the sinus P wave: 14 were S
    // before the sinus-P rule (SINUS_P_MATCH).
    const record231 = scores.find((score) => score.record === '231');
    expect(record231?.veb.falsePositives).toBeLessThanOrEqual(5);
    expect(record231?.sveb.falsePositives).toBeLessThanOrEqual(2);
    // Record 203's atrial fibrillation: 47 false SVEBs where its irregularity dipped before the
    // P waves' absence counted (PWaveRepetition).
    expect(scores.find((score) => score.record === '203')?.sveb.falsePositives).toBeLessThanOrEqual(
      12,
    );
    // Record 209's paroxysms of SVT: 181 of its 372 SVEBs were found before markParoxysmalRuns.
    expect(scores.find((score) => score.record === '209')?.sveb.truePositives).toBeGreaterThan(330);
  });
});
