import type { Beat, BeatClass } from '@telemed/analysis';

/** Beats as the beats table keeps them: R-peak samples (increasing) and label letters. */
export interface BeatsToStore {
  samplingRate: number;
  samples: Int32Array;
  /** ASCII codes of N, S, V, F, Q. */
  labels: Uint8Array;
  /** The classifier's confidence in each label, per cent; null when it gave none. */
  confidences: Uint8Array | null;
}

/** A confidence (0-1) as the table's per cent byte. */
export const confidencePercent = (confidence: number) =>
  Math.round(Math.min(1, Math.max(0, confidence)) * 100);

/** The Holter analysis's beats in their stored form, sorted by sample. */
export function storableBeats(beats: readonly Beat[], samplingRate: number): BeatsToStore {
  const sorted = [...beats].sort((a, b) => a.sample - b.sample);
  const samples = new Int32Array(sorted.length);
  const labels = new Uint8Array(sorted.length);
  // The classifier gives each beat it labels by shape a confidence; the beats it calls Q for
  // noise before any vote have none, and are certain as such (the signal was unreadable).
  const hasConfidences = sorted.some((beat) => beat.confidence !== undefined);
  const confidences = hasConfidences ? new Uint8Array(sorted.length) : null;
  sorted.forEach((beat, index) => {
    samples[index] = beat.sample;
    labels[index] = beat.beatClass.charCodeAt(0);
    if (confidences) confidences[index] = confidencePercent(beat.confidence ?? 1);
  });
  return { samplingRate, samples, labels, confidences };
}

/** Stored beats as the analysis's beats (a label the table cannot hold reads as Q). */
export function analysisBeats(stored: Pick<BeatsToStore, 'samples' | 'labels'>): Beat[] {
  return Array.from(stored.samples, (sample, index) => ({
    sample,
    beatClass: String.fromCharCode(stored.labels[index] ?? 81) as BeatClass,
  }));
}
