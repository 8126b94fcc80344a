import { BEAT_LABELS } from './viewerBeat';
import type { BeatLabel, ViewerBeat } from './viewerBeat';

/**
 * NN intervals outside this range (ms) are not heart periods but missed or extra detections:
 * 300-2000 ms is 30-200 bpm, the plausible range of the Task Force of the ESC and NASPE, "Heart
 * rate variability: standards of measurement", Circulation 1996 (editing of RR series).
 */
export const PLAUSIBLE_NN_MS = [300, 2_000] as const;

/** Beat statistics of a recording (spec clinical-domain §3 Statistics and Holter report fields). */
export interface BeatStatistics {
  totalBeats: number;
  /** Beats labelled N. */
  normalBeats: number;
  /** Every beat not labelled N. */
  otherBeats: number;
  /** Beats by label. */
  counts: Record<BeatLabel, number>;
  /** Supraventricular ectopic beats (S) per hour of recording. */
  svebPerHour: number;
  /** Ventricular ectopic beats (V) per hour of recording. */
  vebPerHour: number;
  /** 60000 / the mean NN interval (both beats N, interval plausible), or undefined without one. */
  averageHeartRate: number | undefined;
}

/** The figures the beat list shows: a page passes the server's, a story counts its own. */
export type BeatFigures = Pick<
  BeatStatistics,
  'totalBeats' | 'normalBeats' | 'otherBeats' | 'svebPerHour' | 'vebPerHour' | 'averageHeartRate'
>;

/**
 * Beat statistics over a recording of `durationMs`: counts by label, ectopy per hour and the
 * average heart rate from NN intervals (normal-to-normal, Task Force 1996), so relabelling a
 * beat changes them at once. Beats need not be sorted.
 */
export function beatStatistics(beats: readonly ViewerBeat[], durationMs: number): BeatStatistics {
  const counts = Object.fromEntries(BEAT_LABELS.map((label) => [label, 0])) as Record<
    BeatLabel,
    number
  >;
  for (const beat of beats) counts[beat.label] += 1;
  const sorted = [...beats].sort((a, b) => a.time - b.time);
  let nnSum = 0;
  let nnCount = 0;
  for (let index = 1; index < sorted.length; index += 1) {
    const previous = sorted[index - 1];
    const current = sorted[index];
    if (previous?.label !== 'N' || current?.label !== 'N') continue;
    const interval = current.time - previous.time;
    if (interval < PLAUSIBLE_NN_MS[0] || interval > PLAUSIBLE_NN_MS[1]) continue;
    nnSum += interval;
    nnCount += 1;
  }
  const hours = durationMs / 3_600_000;
  return {
    totalBeats: beats.length,
    normalBeats: counts.N,
    otherBeats: beats.length - counts.N,
    counts,
    svebPerHour: hours > 0 ? counts.S / hours : 0,
    vebPerHour: hours > 0 ? counts.V / hours : 0,
    averageHeartRate: nnCount > 0 ? 60_000 / (nnSum / nnCount) : undefined,
  };
}
