/** How {@link detectThresholdEpisodes} decides that a vital sign is out of bounds. */
export interface ThresholdEpisodeRule {
  /** The bound itself, in the channel's unit. */
  threshold: number;
  /** 'above': alert while the value is greater than the threshold; 'below': less than it. */
  direction: 'above' | 'below';
  /** Shorter runs are not reported, s. */
  minimumSeconds: number;
  /** Runs closer than this are joined into one episode, s. */
  mergeGapSeconds: number;
}

/** One out-of-bounds episode of a vital sign, in seconds from the start of the channel. */
export interface ThresholdEpisode {
  startSeconds: number;
  endSeconds: number;
  /** The most extreme one-minute median inside the episode (highest for 'above'). */
  extremeValue: number;
}

/** Vitals are judged on one-minute windows, the resolution of a home-monitoring alert... */
const EPOCH_SECONDS = 60;
/** ...slid in steps of 15 s (or one reading, when readings are sparser), so an episode's edges
 * are placed to within a step rather than a whole minute. */
const STEP_SECONDS = 15;
/** Each minute's value comes from at least this many readings (a 1/min thermometer's minute
 * looks at the five readings around it), so one outlier never decides a minute. */
const READINGS_PER_EPOCH = 5;
/** A minute with fewer usable readings than this share of its window is unknown, not normal. */
const MINIMUM_USABLE_SHARE = 0.5;
/** Less than a minute of readings not beyond the threshold does not break a run, and the ground
 * truth bridges the same (design choice: the resolution of the rule). */
export const BRIDGED_SECONDS = EPOCH_SECONDS;
/** Nor do less than 3 minutes without usable readings (an artefact, the band slipping): unknown
 * is not normal (design choice: the longest motion artefacts last a couple of minutes). */
const UNKNOWN_BRIDGED_SECONDS = 180;

/**
 * Finds the episodes in which a vital sign stays beyond a threshold, by the alert rule: beyond
 * for at least `minimumSeconds` without a minute of normal readings (or 3 minutes without usable
 * ones) in between, and such runs closer than `mergeGapSeconds` joined. Every 15 s the value is the interquartile mean (the mean of the middle
 * half) of the usable readings in a window of at least one minute and five readings centred on
 * it: robust to the artefacts that pass the quality check, and finer than a device's 1 %
 * resolution. Windows with too few usable readings are unknown.
 * O(n log w) for n readings and w readings a window.
 * @example
 * const tachycardia = detectThresholdEpisodes(pulse, 1, quality.usable,
 *   { threshold: 110, direction: 'above', minimumSeconds: 300, mergeGapSeconds: 300 });
 */
export function detectThresholdEpisodes(
  samples: ArrayLike<number>,
  samplingRate: number,
  usable: ArrayLike<number>,
  rule: ThresholdEpisodeRule,
): ThresholdEpisode[] {
  const durationSeconds = samples.length / samplingRate;
  const step = Math.max(STEP_SECONDS, 1 / samplingRate);
  const steps = Math.ceil(durationSeconds / step);
  const windowSeconds = Math.max(EPOCH_SECONDS, READINGS_PER_EPOCH / samplingRate);
  const beyond = (value: number) =>
    rule.direction === 'above' ? value > rule.threshold : value < rule.threshold;
  const window = new Float64Array(Math.ceil(windowSeconds * samplingRate) + 1);

  const runs: ThresholdEpisode[] = [];
  let current: ThresholdEpisode | undefined;
  let normalSeconds = 0;
  let gapSeconds = 0;
  for (let position = 0; position < steps; position += 1) {
    const centre = (position + 0.5) * step;
    const from = Math.max(0, Math.ceil((centre - windowSeconds / 2) * samplingRate));
    const to = Math.min(samples.length, Math.ceil((centre + windowSeconds / 2) * samplingRate));
    let count = 0;
    for (let index = from; index < to; index += 1) {
      if (usable[index]) window[count++] = samples[index] as number;
    }
    if (count === 0 || count < MINIMUM_USABLE_SHARE * (to - from)) {
      gapSeconds += step;
      continue;
    }
    const value = interquartileMean(window.subarray(0, count));
    if (!beyond(value)) {
      normalSeconds += step;
      gapSeconds += step;
      continue;
    }
    const startSeconds = position * step;
    const endSeconds = Math.min(durationSeconds, startSeconds + step);
    if (current && normalSeconds < BRIDGED_SECONDS && gapSeconds < UNKNOWN_BRIDGED_SECONDS) {
      current.endSeconds = endSeconds;
      current.extremeValue =
        rule.direction === 'above'
          ? Math.max(current.extremeValue, value)
          : Math.min(current.extremeValue, value);
    } else {
      current = { startSeconds, endSeconds, extremeValue: value };
      runs.push(current);
    }
    normalSeconds = 0;
    gapSeconds = 0;
  }
  return mergeEpisodes(
    runs.filter((run) => run.endSeconds - run.startSeconds >= rule.minimumSeconds),
    rule,
  );
}

/** Joins episodes (in order) closer than the rule's merge gap. */
export function mergeEpisodes(
  episodes: readonly ThresholdEpisode[],
  rule: Pick<ThresholdEpisodeRule, 'direction' | 'mergeGapSeconds'>,
): ThresholdEpisode[] {
  const merged: ThresholdEpisode[] = [];
  for (const episode of episodes) {
    const last = merged.at(-1);
    if (last && episode.startSeconds - last.endSeconds < rule.mergeGapSeconds) {
      last.endSeconds = episode.endSeconds;
      last.extremeValue =
        rule.direction === 'above'
          ? Math.max(last.extremeValue, episode.extremeValue)
          : Math.min(last.extremeValue, episode.extremeValue);
    } else {
      merged.push({ ...episode });
    }
  }
  return merged;
}

/** Mean of the middle half of the values (sorts them in place; numeric typed-array sort). */
function interquartileMean(values: Float64Array): number {
  values.sort();
  const from = Math.floor(values.length / 4);
  const to = Math.max(from + 1, values.length - from);
  let sum = 0;
  for (let index = from; index < to; index += 1) sum += values[index] as number;
  return sum / (to - from);
}
