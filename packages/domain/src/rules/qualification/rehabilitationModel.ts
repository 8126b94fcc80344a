import { BODE_MAX_SCORE } from './bodeIndex';

/**
 * The rehabilitation models a patient is qualified to (clinical-domain §4 "qualifying (to
 * model)"; the spec names no models, so these are the decision of docs/decisions.md):
 * - `telerehabilitation`: at home with the clinic's devices and app, supervised remotely;
 * - `hybrid`: supervised sessions at the clinic first, then at home;
 * - `inpatient`: rehabilitation at the hospital ward.
 */
export const REHABILITATION_MODELS = ['telerehabilitation', 'hybrid', 'inpatient'] as const;

export type RehabilitationModel = (typeof REHABILITATION_MODELS)[number];

/**
 * The highest total score (BODE index) of each model, best first. Celli 2004 reports the BODE
 * quartiles 0–2, 3–4, 5–6 and 7–10 with four-year mortality rising sharply in the last two:
 * the first two quartiles train at home, the third starts supervised, the fourth on the ward.
 */
const MODEL_MAX_SCORES: readonly (readonly [RehabilitationModel, number])[] = [
  ['telerehabilitation', 4],
  ['hybrid', 6],
  ['inpatient', BODE_MAX_SCORE],
];

/**
 * The model a total score suggests; null without a score. Staff choose the selected model,
 * which may differ.
 *
 * @example
 * suggestedRehabilitationModel(5); // 'hybrid'
 */
export function suggestedRehabilitationModel(
  totalScore: number | null,
): RehabilitationModel | null {
  if (totalScore === null) return null;
  return MODEL_MAX_SCORES.find(([, maxScore]) => totalScore <= maxScore)?.[0] ?? 'inpatient';
}
