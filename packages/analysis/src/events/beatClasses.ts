import { BEAT_LABELS } from '@telemed/domain';
import type { BeatLabel, HolterEventType } from '@telemed/domain';

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

/** A single beat is shown as its QRS complex: 60 ms either side of the R peak, seconds. */
export const BEAT_HALF_WIDTH_SECONDS = 0.06;

/** The event type of a single ectopic or fused beat; normal and unclassifiable beats make none. */
const SINGLE_BEAT_EVENT_TYPES: Readonly<Partial<Record<BeatClass, HolterEventType>>> = {
  V: 'VENTRICULAR_ECTOPIC',
  S: 'SUPRAVENTRICULAR_ECTOPIC',
  F: 'FUSION',
};

/**
 * The event a single beat of this class at `seconds` makes: a ventricular or supraventricular
 * ectopic or a fusion beat, a QRS wide around its R peak; null for a normal or unclassifiable beat.
 * @example
 * singleBeatEvent('V', 12.5); // { type: 'VENTRICULAR_ECTOPIC', startSeconds: 12.44, endSeconds: 12.56 }
 */
export function singleBeatEvent(
  beatClass: BeatClass,
  seconds: number,
): { type: HolterEventType; startSeconds: number; endSeconds: number } | null {
  const type = SINGLE_BEAT_EVENT_TYPES[beatClass];
  if (!type) return null;
  return {
    type,
    startSeconds: seconds - BEAT_HALF_WIDTH_SECONDS,
    endSeconds: seconds + BEAT_HALF_WIDTH_SECONDS,
  };
}
