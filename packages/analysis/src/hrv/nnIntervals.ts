import type { Beat } from '../events/beatClasses';

/**
 * Which RR intervals count as normal-to-normal (NN). The defaults are the outlier filter of the
 * PhysioNet HRV Toolkit (Mietus & Goldberger, `get_hrv -f "filt 0.2 20 -x 0.4 2.0"`): intervals
 * outside 0.4–2.0 s, and intervals more than 20 % away from the mean of the 20 intervals on each
 * side, are excluded.
 */
export interface NnIntervalOptions {
  /** Shortest plausible NN interval in ms (PhysioNet HRV Toolkit: 0.4 s). */
  minIntervalMs: number;
  /** Longest plausible NN interval in ms (PhysioNet HRV Toolkit: 2.0 s). */
  maxIntervalMs: number;
  /**
   * Largest allowed relative deviation from the local mean (PhysioNet `filt`: 0.2); set to
   * `Infinity` to switch the local filter off.
   */
  localTolerance: number;
  /** Intervals on each side forming the local mean (PhysioNet `filt`: 20). */
  localHalfWindow: number;
}

/** PhysioNet HRV Toolkit defaults (see {@link NnIntervalOptions}). */
export const DEFAULT_NN_INTERVAL_OPTIONS: NnIntervalOptions = {
  minIntervalMs: 400,
  maxIntervalMs: 2000,
  localTolerance: 0.2,
  localHalfWindow: 20,
};

/** The NN intervals of a recording, in the order they occurred. */
export interface NnSeries {
  /** Time of the beat that ends each interval, in seconds from the start of the recording. */
  times: Float64Array;
  /** The NN intervals in milliseconds. */
  intervals: Float64Array;
  /**
   * 1 where interval i starts at the beat that ends interval i−1, so the two are successive and
   * their difference may enter RMSSD, NN50 and the deceleration capacity; 0 after a gap.
   */
  followsPrevious: Uint8Array;
  /** RR intervals in the input (beats − 1). */
  rrCount: number;
}

function sortedBeats(beats: readonly Beat[]): readonly Beat[] {
  for (let index = 1; index < beats.length; index += 1) {
    if ((beats[index] as Beat).sample < (beats[index - 1] as Beat).sample)
      return [...beats].sort((a, b) => a.sample - b.sample);
  }
  return beats;
}

/**
 * Extracts the NN intervals from classified beats (Task Force of the ESC and NASPE 1996,
 * Circulation 93:1043-1065: HRV is computed on intervals between consecutive normal beats).
 *
 * Rule, as the PhysioNet HRV Toolkit and Kubios apply it:
 * 1. an RR interval counts only when both of its beats are class N, so every interval next to a
 *    supraventricular or ventricular ectopic, fusion or unclassifiable (artifact) beat — the
 *    coupling interval before it and the compensatory pause after it — is excluded;
 * 2. intervals outside `minIntervalMs`–`maxIntervalMs` are excluded (missed or extra detections);
 * 3. intervals deviating from the mean of their neighbours (step 1–2 survivors, `localHalfWindow`
 *    each side, itself excluded) by more than `localTolerance` are excluded.
 * Excluded intervals are dropped, not interpolated; `followsPrevious` marks where that left a gap.
 * @param beats R peaks as sample indices with their class (sorted here if they are not)
 * @param samplingRate samples per second of the lead the beats were detected on
 */
export function extractNnIntervals(
  beats: readonly Beat[],
  samplingRate: number,
  options: Partial<NnIntervalOptions> = {},
): NnSeries {
  if (!(samplingRate > 0)) throw new RangeError('samplingRate must be positive');
  const { minIntervalMs, maxIntervalMs, localTolerance, localHalfWindow } = {
    ...DEFAULT_NN_INTERVAL_OPTIONS,
    ...options,
  };
  const ordered = sortedBeats(beats);
  const msPerSample = 1000 / samplingRate;
  // Steps 1 and 2: candidate intervals, remembered by the index of the beat that ends them.
  const candidateEnd: number[] = [];
  const candidateMs: number[] = [];
  for (let index = 1; index < ordered.length; index += 1) {
    const previous = ordered[index - 1] as Beat;
    const current = ordered[index] as Beat;
    if (previous.beatClass !== 'N' || current.beatClass !== 'N') continue;
    const intervalMs = (current.sample - previous.sample) * msPerSample;
    if (intervalMs < minIntervalMs || intervalMs > maxIntervalMs) continue;
    candidateEnd.push(index);
    candidateMs.push(intervalMs);
  }
  // Step 3: the local-mean filter over the candidates, with prefix sums for O(n).
  const count = candidateMs.length;
  const prefix = new Float64Array(count + 1);
  for (let index = 0; index < count; index += 1)
    prefix[index + 1] = (prefix[index] as number) + (candidateMs[index] as number);
  const keptEnd: number[] = [];
  const keptMs: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const value = candidateMs[index] as number;
    if (Number.isFinite(localTolerance) && count > 1) {
      const from = Math.max(0, index - localHalfWindow);
      const to = Math.min(count, index + localHalfWindow + 1);
      const neighbourMean =
        ((prefix[to] as number) - (prefix[from] as number) - value) / (to - from - 1);
      if (Math.abs(value - neighbourMean) > localTolerance * neighbourMean) continue;
    }
    keptEnd.push(candidateEnd[index] as number);
    keptMs.push(value);
  }
  const times = new Float64Array(keptMs.length);
  const followsPrevious = new Uint8Array(keptMs.length);
  for (let index = 0; index < keptMs.length; index += 1) {
    const end = keptEnd[index] as number;
    times[index] = (ordered[end] as Beat).sample / samplingRate;
    followsPrevious[index] = index > 0 && keptEnd[index - 1] === end - 1 ? 1 : 0;
  }
  return {
    times,
    intervals: Float64Array.from(keptMs),
    followsPrevious,
    rrCount: Math.max(0, ordered.length - 1),
  };
}
