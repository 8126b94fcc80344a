import type { Beat, BeatClass } from '@telemed/analysis';

/** Beats as the beats table keeps them: R-peak samples (increasing) and label letters. */
export interface BeatsToStore {
  samplingRate: number;
  samples: Int32Array;
  /** ASCII codes of N, S, V, F, Q. */
  labels: Uint8Array;
}

/** The Holter analysis's beats in their stored form, sorted by sample. */
export function storableBeats(beats: readonly Beat[], samplingRate: number): BeatsToStore {
  const sorted = [...beats].sort((a, b) => a.sample - b.sample);
  const samples = new Int32Array(sorted.length);
  const labels = new Uint8Array(sorted.length);
  sorted.forEach((beat, index) => {
    samples[index] = beat.sample;
    labels[index] = beat.beatClass.charCodeAt(0);
  });
  return { samplingRate, samples, labels };
}

/** Stored beats as the analysis's beats (a label the table cannot hold reads as Q). */
export function analysisBeats(stored: Pick<BeatsToStore, 'samples' | 'labels'>): Beat[] {
  return Array.from(stored.samples, (sample, index) => ({
    sample,
    beatClass: String.fromCharCode(stored.labels[index] ?? 81) as BeatClass,
  }));
}
