/**
 * Benchmark `analysis.veb`: ventricular (VEB) and supraventricular (SVEB) ectopic beat detection
 * on the MIT-BIH records in testdata/mitdb, both leads, scored beat by beat with AAMI EC57's class
 * rules (reference V and E are VEB, A a J S are SVEB; 150 ms match window; first 5 minutes not
 * scored; misses count against sensitivity; V called on a fusion or unclassifiable beat, and S on
 * an unclassifiable one, are not false positives, as in WFDB bxb, the standard's reference
 * implementation — `veb-strict` counts them too). Inter-patient: the classifier's constants are tuned
 * on the synthetic ectopy patients (group `tuning`, ECTOPY_PATIENTS, scored against their ground
 * truth), the real records are split into those its rules were developed on (`development`) and
 * those only ever scored (`heldout`; see mitdbVeb.testkit.ts); the paced records are a group apart
 * (`paced`), in no pooled figure. Figures are printed per record and pooled per group; the metric
 * names carry the group and the record or patient.
 */
import { reportFigure, round } from '../../../tooling/bench';
import {
  MITDB_DEVELOPMENT_RECORDS,
  MITDB_HELD_OUT_RECORDS,
  MITDB_PACED_RECORDS,
  poolScores,
  scoreMitdbRecord,
  type RecordEctopyScore,
} from '../src/ecg/mitdbVeb.testkit';
import { scoreEctopyPatient } from '../src/ecg/syntheticVeb.testkit';
import { ECTOPY_PATIENTS } from '../src/synthetic/ecg/ectopyPatients';
import type { BeatScore } from '../src/scoring/scoreBeats';

const percent = (ratio: number) => round(100 * ratio, 2);

function reportScore(kind: 'veb' | 'sveb' | 'veb-strict', name: string, score: BeatScore) {
  const figure = (metric: string, value: number, unit: string) =>
    reportFigure({ bench: 'analysis.veb', metric: `${kind}.${metric}.${name}`, value, unit });
  // A ratio with nothing to divide by (no reference beat of the class, or no call) is left out;
  // the counts below still show it.
  if (score.sensitivity !== null) figure('se', percent(score.sensitivity), '%');
  if (score.positivePredictivity !== null) figure('ppv', percent(score.positivePredictivity), '%');
  figure('tp', score.truePositives, 'beats');
  figure('fn', score.falseNegatives, 'beats');
  figure('fp', score.falsePositives, 'beats');
}

function reportPooled(group: string, scores: readonly RecordEctopyScore[]) {
  for (const score of scores) {
    reportScore('veb', `${group}.${score.record}`, score.veb);
    reportScore('sveb', `${group}.${score.record}`, score.sveb);
  }
  reportScore('veb', `${group}.pooled`, poolScores(scores.map((score) => score.veb)));
  reportScore('sveb', `${group}.pooled`, poolScores(scores.map((score) => score.sveb)));
  reportScore('veb-strict', `${group}.pooled`, poolScores(scores.map((score) => score.vebStrict)));
}

function reportGroup(group: 'development' | 'heldout' | 'paced', records: readonly string[]) {
  // The records of each group, named in the output (one figure per record: its number).
  records.forEach((record, index) =>
    reportFigure({
      bench: 'analysis.veb',
      metric: `records.${group}.${index}`,
      value: Number(record),
      unit: 'record',
    }),
  );
  const scores: RecordEctopyScore[] = records.map(scoreMitdbRecord);
  reportPooled(group, scores);
  return scores;
}

reportPooled(
  'tuning',
  ECTOPY_PATIENTS.map((patient) => scoreEctopyPatient(patient.name)),
);
const development = reportGroup('development', MITDB_DEVELOPMENT_RECORDS);
const heldOut = reportGroup('heldout', MITDB_HELD_OUT_RECORDS);
// Paced records apart, outside the pooled figures (the AAMI protocol leaves them out).
reportGroup('paced', MITDB_PACED_RECORDS);
const all = [...development, ...heldOut];
reportScore('veb', 'all.pooled', poolScores(all.map((score) => score.veb)));
reportScore('sveb', 'all.pooled', poolScores(all.map((score) => score.sveb)));
