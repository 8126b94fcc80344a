import { BEAT_LABELS } from '@telemed/domain';
import type { BeatLabel } from '@telemed/domain';

/**
 * Beat classes of ANSI/AAMI EC57 as `telemed beats` prints them: N normal or sinus (and bundle
 * branch block), S supraventricular ectopic, V ventricular ectopic, F fusion, Q unclassifiable or
 * artifact; the beat labels of @telemed/domain.
 */
export const BEAT_CLASSES = BEAT_LABELS;
export type BeatClass = BeatLabel;

/** One beat: its R peak as a sample index of the lead it was detected on, and its class. */
export interface Beat {
  sample: number;
  beatClass: BeatClass;
  /** How sure the classifier is of the class, 0 to 1 (see classifyBeats); absent when the
   * beats did not come from it. Low-confidence beats are the ones to review first. */
  confidence?: number;
}
