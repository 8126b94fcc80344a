import type { NnIntervalOptions, NnSeries } from '../hrv/nnIntervals';

/**
 * NN rule for heart rate (as opposed to HRV): intervals from 300 ms (200 bpm, the top of the
 * pulse measurement range, platform-core §3) to 3000 ms (20 bpm; longer gaps are pauses, which
 * ACC/AHA/HRS 2018 bradycardia guideline treats as events of their own at > 3 s), and no
 * local-mean filter, so that the onset of a tachycardia is not filtered away.
 */
export const HEART_RATE_NN_OPTIONS: Partial<NnIntervalOptions> = {
  minIntervalMs: 300,
  maxIntervalMs: 3000,
  localTolerance: Infinity,
};

/**
 * Heart rate is averaged per minute, so that one long or short interval does not set the
 * minimum or maximum of a Holter report. The Task Force (1996) and the spec name no window;
 * one minute is our choice, the common one of Holter reports, and a parameter.
 */
export const HEART_RATE_WINDOW_SECONDS = 60;
/** A window gets a rate when its NN intervals cover at least half of it (our rule). */
const MIN_WINDOW_COVERAGE = 0.5;

/** Heart rate per window, only for windows with enough NN data. */
export interface HeartRateSeries {
  /** Window starts in seconds from the start of the recording. */
  startSeconds: number[];
  /** 60000 / mean NN interval of the window, in beats per minute. */
  bpm: number[];
  windowSeconds: number;
}

/**
 * Mean heart rate per fixed window from an NN series; an interval belongs to the window of its
 * ending beat. O(n).
 */
export function heartRatePerWindow(
  series: NnSeries,
  windowSeconds = HEART_RATE_WINDOW_SECONDS,
): HeartRateSeries {
  const { times, intervals } = series;
  const result: HeartRateSeries = { startSeconds: [], bpm: [], windowSeconds };
  let index = 0;
  while (index < intervals.length) {
    const window = Math.floor((times[index] as number) / windowSeconds);
    let sum = 0;
    let count = 0;
    while (
      index < intervals.length &&
      Math.floor((times[index] as number) / windowSeconds) === window
    ) {
      sum += intervals[index] as number;
      count += 1;
      index += 1;
    }
    if (sum / 1000 < MIN_WINDOW_COVERAGE * windowSeconds) continue;
    result.startSeconds.push(window * windowSeconds);
    result.bpm.push(60000 / (sum / count));
  }
  return result;
}
