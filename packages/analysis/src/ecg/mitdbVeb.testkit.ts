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
 * (docs/benchmarks.md, `analysis.veb`), after the AAMI split of de Chazal et al. (IEEE TBME
 * 51(7):1196-1206, 2004): DS1 to develop on, DS2 to score. Development records are those whose
 * beat-by-beat errors may be looked at while the classifier's rules are designed: all 22 DS1
 * records, the two DS2 records the first classifier was developed on (100, 105) and 231, whose
 * 967 false VEBs (its conducted right bundle branch block beats) led to the P-wave rule. Held-out
 * records are the other 19 DS2 records, only ever scored. The four paced records are in neither:
 * the protocol leaves them out, and they are reported apart ({@link MITDB_PACED_RECORDS}).
 */
export const MITDB_DEVELOPMENT_RECORDS = [
  '100',
  '101',
  '105',
  '106',
  '108',
  '109',
  '112',
  '114',
  '115',
  '116',
  '118',
  '119',
  '122',
  '124',
  '201',
  '203',
  '205',
  '207',
  '208',
  '209',
  '215',
  '220',
  '223',
  '230',
  '231',
] as const;
export const MITDB_HELD_OUT_RECORDS = [
  '103',
  '111',
  '113',
  '117',
  '121',
  '123',
  '200',
  '202',
  '210',
  '212',
  '213',
  '214',
  '219',
  '221',
  '222',
  '228',
  '232',
  '233',
  '234',
] as const;

/**
 * The paced MIT-BIH records (102 and 104 also with fusion of paced and normal beats, 107 and 217
 * with PVCs), which the AAMI protocol leaves out of the pooled figures: `analysis.veb` scores them
 * as a group of their own. Their paced beats are Q for EC57, so a V call on one is not counted.
 */
export const MITDB_PACED_RECORDS = ['102', '104', '107', '217'] as const;

/** The VEB (V) and SVEB (S) scores of one record, AAMI EC57 rules (see scoreBeatClass), and the
 * VEB score that also counts V calls on fusion and unclassifiable beats as false (`strict`). */
export interface RecordEctopyScore {
  record: string;
  veb: BeatScore;
  sveb: BeatScore;
  vebStrict: BeatScore;
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
    vebStrict: scoreBeatClass(reference, beats, rate, 'V', { strict: true }),
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
