import type { BeatLabel } from '@telemed/domain';

// The labels are the domain's (ANSI/AAMI EC57 classes); re-exported for the library's users.
export { BEAT_LABELS } from '@telemed/domain';
export type { BeatLabel } from '@telemed/domain';

/** A detected beat as the viewer lists and draws it: its R peak in epoch ms and its label. */
export interface ViewerBeat {
  id: string;
  /** Epoch ms of the R peak. */
  time: number;
  label: BeatLabel;
  /**
   * The classifier's confidence in the label, 0-1 (1 once a person chose it); beats under
   * `BEAT_REVIEW_CONFIDENCE` are listed first for review. Absent for analyses without it.
   */
  confidence?: number;
}

/** One relabelling the app saves (spec clinical-domain §2, "ECG beat types and beat update"). */
export interface BeatUpdate {
  id: string;
  label: BeatLabel;
}

/**
 * The beats with each update applied, and the updates that changed something (a beat already
 * carrying its new label is left out, so nothing is saved for it).
 */
export function relabelBeats(
  beats: readonly ViewerBeat[],
  updates: readonly BeatUpdate[],
): { beats: ViewerBeat[]; changed: BeatUpdate[] } {
  const wanted = new Map(updates.map((update) => [update.id, update.label]));
  const changed: BeatUpdate[] = [];
  const relabelled = beats.map((beat) => {
    const label = wanted.get(beat.id);
    if (label === undefined || label === beat.label) return beat;
    changed.push({ id: beat.id, label });
    // A label a person chose is certain: the beat leaves the ones to review.
    return beat.confidence === undefined ? { ...beat, label } : { ...beat, label, confidence: 1 };
  });
  return { beats: relabelled, changed };
}
