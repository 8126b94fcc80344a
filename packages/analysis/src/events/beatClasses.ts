/**
 * Beat classes of ANSI/AAMI EC57 as `telemed beats` prints them: N normal or sinus (and bundle
 * branch block), S supraventricular ectopic, V ventricular ectopic, F fusion, Q unclassifiable or
 * artifact.
 */
export const BEAT_CLASSES = ['N', 'S', 'V', 'F', 'Q'] as const;
export type BeatClass = (typeof BEAT_CLASSES)[number];

/** One beat: its R peak as a sample index of the lead it was detected on, and its class. */
export interface Beat {
  sample: number;
  beatClass: BeatClass;
}
