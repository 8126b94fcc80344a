import type { Beat, BeatClass } from '../events/beatClasses';
import { matchBeats } from './matchBeats';
import {
  type BeatScore,
  type ReferenceAnnotation,
  type ScoreBeatsOptions,
  scoredSamples,
} from './scoreBeats';

/**
 * The AAMI EC57 class of each MIT-BIH beat label: N (normal, bundle branch blocks, atrial and
 * nodal escape), S (atrial, aberrated atrial, nodal and supraventricular premature), V (premature
 * ventricular, R-on-T and ventricular escape), F (fusion of ventricular and normal) and Q (paced,
 * fusion of paced and normal, unclassifiable). Escape beats stay N as in the inter-patient
 * literature (de Chazal et al., IEEE TBME 51(7):1196-1206, 2004), where WFDB bxb's SVEB report
 * would count them S.
 */
export const AAMI_CLASS_OF_SYMBOL: Readonly<Record<string, BeatClass>> = Object.freeze({
  N: 'N',
  L: 'N',
  R: 'N',
  B: 'N',
  e: 'N',
  j: 'N',
  n: 'N',
  A: 'S',
  a: 'S',
  J: 'S',
  S: 'S',
  V: 'V',
  r: 'V',
  E: 'V',
  F: 'F',
  '/': 'Q',
  f: 'Q',
  Q: 'Q',
});

/** Options of {@link scoreBeatClass}. */
export interface ScoreBeatClassOptions extends ScoreBeatsOptions {
  /** Count a call of the class on a reference fusion (F) or unclassifiable (Q) beat as a false
   * positive too, which EC57 does not (see {@link EC57_UNPENALISED}). @default false */
  strict?: boolean;
}

/**
 * The reference classes on which a call of the scored class is neither a true nor a false
 * positive in EC57's gross statistics, as its reference implementation (WFDB `bxb`) counts them:
 * VEB FP = Nv + Sv + Ov + Xv, leaving out F and Q beats called V (a fusion beat is part
 * ventricular); SVEB FP = Ns + Vs + Fs + Os + Xs, leaving out Q beats called S.
 */
const EC57_UNPENALISED: Readonly<Partial<Record<BeatClass, readonly BeatClass[]>>> = Object.freeze({
  V: ['F', 'Q'],
  S: ['Q'],
});

/**
 * Scores one beat class beat by beat, as EC57's class statistics do (VEB for 'V', SVEB for 'S'):
 * beats pair as in {@link scoreBeats} (150 ms, nearest counterpart, first 5 minutes and ventricular
 * fibrillation not scored); a true positive is a reference beat of the class paired with a
 * detection of the class. A reference beat of the class called anything else or missed is a false
 * negative; a detection of the class on a beat of another class or on no reference beat is a false
 * positive, except on the classes {@link EC57_UNPENALISED} leaves out (unless `strict`).
 * @example
 * const veb = scoreBeatClass(annotations, classifyBeats(leads, rPeaks, 360), 360, 'V');
 */
export function scoreBeatClass(
  reference: readonly ReferenceAnnotation[],
  beats: readonly Beat[],
  samplingRate: number,
  beatClass: BeatClass,
  options: ScoreBeatClassOptions = {},
): BeatScore {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const window = (options.matchWindowSeconds ?? 0.15) * samplingRate;
  const scored = scoredSamples(reference, samplingRate, options);
  const unpenalised = options.strict ? [] : (EC57_UNPENALISED[beatClass] ?? []);
  const referenceBeats = reference
    .filter((annotation) => AAMI_CLASS_OF_SYMBOL[annotation.symbol] !== undefined)
    .sort((a, b) => a.sample - b.sample);
  const detected = [...beats].sort((a, b) => a.sample - b.sample);
  const { referenceMatch, detectionMatch } = matchBeats(
    referenceBeats.map((annotation) => annotation.sample),
    detected.map((beat) => beat.sample),
    window,
  );
  let truePositives = 0;
  let falseNegatives = 0;
  let falsePositives = 0;
  referenceBeats.forEach((annotation, index) => {
    if (!scored(annotation.sample) || AAMI_CLASS_OF_SYMBOL[annotation.symbol] !== beatClass) return;
    const match = referenceMatch[index] as number;
    if (match >= 0 && detected[match]?.beatClass === beatClass) truePositives += 1;
    else falseNegatives += 1;
  });
  detected.forEach((beat, index) => {
    if (!scored(beat.sample) || beat.beatClass !== beatClass) return;
    const match = detectionMatch[index] as number;
    const matchedClass =
      match >= 0 ? AAMI_CLASS_OF_SYMBOL[referenceBeats[match]?.symbol ?? ''] : undefined;
    if (matchedClass === beatClass || (matchedClass && unpenalised.includes(matchedClass))) return;
    falsePositives += 1;
  });
  const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  return {
    truePositives,
    falseNegatives,
    falsePositives,
    sensitivity: ratio(truePositives, truePositives + falseNegatives),
    positivePredictivity: ratio(truePositives, truePositives + falsePositives),
  };
}
