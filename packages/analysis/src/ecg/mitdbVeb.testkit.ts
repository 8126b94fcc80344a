import { readFileSync } from 'node:fs';
import path from 'node:path';
// Tests and benchmarks may read records with our WFDB reader; the analysis sources depend on
// nothing.
import {
  decodeWfdbSignals,
  parseWfdbHeader,
  readWfdbAnnotations,
} from '../../../formats/src/index';
import type { BeatScore } from '../scoring/scoreBeats';
import { scoreBeatClass } from '../scoring/scoreBeatClass';
import { classifyBeats } from './classifyBeats';
import { detectQrs } from './detectQrs';

/**
 * The MIT-BIH records of testdata/mitdb in the two groups of the inter-patient evaluation
 * (docs/benchmarks.md, `analysis.veb`). Development records are those whose beat-by-beat errors
 * were looked at while the classifier's rules and constants were chosen (100, 105 and 106 by the
 * first classifier, 208 for the morphology clusters); held-out records were only ever scored.
 * None of the testdata records is paced (102, 104, 107 and 217 would be reported apart).
 */
export const MITDB_DEVELOPMENT_RECORDS = ['100', '105', '106', '208'] as const;
export const MITDB_HELD_OUT_RECORDS = ['103', '108'] as const;

/** The VEB (V) and SVEB (S) scores of one record, AAMI EC57 rules (see scoreBeatClass). */
export interface RecordEctopyScore {
  record: string;
  veb: BeatScore;
  sveb: BeatScore;
}

const testdata = path.resolve(import.meta.dirname, '../../../../testdata/mitdb');
const read = (file: string) => new Uint8Array(readFileSync(path.join(testdata, file)));

/** Detects and classifies the beats of one testdata/mitdb record on both leads and scores them. */
export function scoreMitdbRecord(record: string): RecordEctopyScore {
  const header = parseWfdbHeader(new TextDecoder().decode(read(`${record}.hea`)));
  const { physical } = decodeWfdbSignals(header, { [`${record}.dat`]: read(`${record}.dat`) });
  const rate = header.samplingFrequency;
  const leads = physical as Float32Array[];
  const beats = classifyBeats(leads, detectQrs(leads, rate), rate);
  const reference = readWfdbAnnotations(read(`${record}.atr`));
  return {
    record,
    veb: scoreBeatClass(reference, beats, rate, 'V'),
    sveb: scoreBeatClass(reference, beats, rate, 'S'),
  };
}

/** Gross (pooled) counts and ratios over records: sums of beats, not a mean of percentages. */
export function poolScores(scores: readonly BeatScore[]): BeatScore {
  const truePositives = scores.reduce((sum, score) => sum + score.truePositives, 0);
  const falseNegatives = scores.reduce((sum, score) => sum + score.falseNegatives, 0);
  const falsePositives = scores.reduce((sum, score) => sum + score.falsePositives, 0);
  const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  return {
    truePositives,
    falseNegatives,
    falsePositives,
    sensitivity: ratio(truePositives, truePositives + falseNegatives),
    positivePredictivity: ratio(truePositives, truePositives + falsePositives),
  };
}
