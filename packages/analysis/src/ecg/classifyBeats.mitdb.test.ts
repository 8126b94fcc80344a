import { describe, expect, it } from 'vitest';
import {
  MITDB_DEVELOPMENT_RECORDS,
  MITDB_HELD_OUT_RECORDS,
  poolScores,
  scoreMitdbRecord,
} from './mitdbVeb.testkit';
import { scoreEctopyPatient } from './syntheticVeb.testkit';
import { ECTOPY_PATIENTS } from '../synthetic/ecg/ectopyPatients';

// Pins the pooled figures of `pnpm bench analysis.veb` (AAMI EC57: VEB = V and E reference
// beats, SVEB = A, a, J, S; 150 ms window; after 5 minutes; misses count against Se), each floor a
// little below the measured value, so that a change that loses beats fails here.
describe('classifyBeats on MIT-BIH (inter-patient VEB / SVEB)', () => {
  const development = MITDB_DEVELOPMENT_RECORDS.map(scoreMitdbRecord);
  const heldOut = MITDB_HELD_OUT_RECORDS.map(scoreMitdbRecord);

  it('reaches pooled VEB Se >= 95.5 % and +P >= 98.5 % on the development records', () => {
    const veb = poolScores(development.map((score) => score.veb));
    expect(veb.sensitivity).toBeGreaterThanOrEqual(0.955);
    expect(veb.positivePredictivity).toBeGreaterThanOrEqual(0.985);
  });

  it('finds 9 of the 13 VEBs of the held-out records with at most 4 false V', () => {
    const veb = poolScores(heldOut.map((score) => score.veb));
    expect(veb.truePositives).toBeGreaterThanOrEqual(9);
    expect(veb.falsePositives).toBeLessThanOrEqual(4);
  });

  it('finds SVEBs with pooled Se >= 85 % and +P >= 45 % over all records', () => {
    const sveb = poolScores([...development, ...heldOut].map((score) => score.sveb));
    expect(sveb.sensitivity).toBeGreaterThanOrEqual(0.85);
    expect(sveb.positivePredictivity).toBeGreaterThanOrEqual(0.45);
  });
});

// The synthetic patients the classifier is tuned on (ECTOPY_PATIENTS), pooled.
describe('classifyBeats on the synthetic ectopy patients', () => {
  const scores = ECTOPY_PATIENTS.map((patient) => scoreEctopyPatient(patient.name));

  it('reaches pooled VEB Se >= 99 % and +P >= 97.5 %', () => {
    const veb = poolScores(scores.map((score) => score.veb));
    expect(veb.sensitivity).toBeGreaterThanOrEqual(0.99);
    expect(veb.positivePredictivity).toBeGreaterThanOrEqual(0.975);
  });

  it('reaches pooled SVEB Se >= 95 % and +P >= 99 %', () => {
    const sveb = poolScores(scores.map((score) => score.sveb));
    expect(sveb.sensitivity).toBeGreaterThanOrEqual(0.95);
    expect(sveb.positivePredictivity).toBeGreaterThanOrEqual(0.99);
  });
});
