import {
  BRIDGED_SECONDS,
  mergeEpisodes,
  type ThresholdEpisode,
  type ThresholdEpisodeRule,
} from '../../covid/detectThresholdEpisodes';

/**
 * The ground-truth alert episodes of one true vital sign (1 Hz): the alert rule applied to the
 * patient's true values, second by second, wherever the device was on the patient: beyond the
 * threshold for the minimum duration without a break of a minute or more, and such runs closer
 * than the merge gap joined, as the rule reads; the detector has to find them through noise,
 * artefacts and missing readings, at its one-minute resolution.
 */
export function truthEpisodes(
  values: Float32Array,
  observed: Uint8Array,
  rule: ThresholdEpisodeRule,
): ThresholdEpisode[] {
  const runs: ThresholdEpisode[] = [];
  let current: ThresholdEpisode | undefined;
  for (let second = 0; second < values.length; second += 1) {
    const value = values[second] as number;
    const beyond =
      observed[second] === 1 &&
      (rule.direction === 'above' ? value > rule.threshold : value < rule.threshold);
    if (!beyond) continue;
    if (current && second - current.endSeconds < BRIDGED_SECONDS) {
      current.endSeconds = second + 1;
      current.extremeValue =
        rule.direction === 'above'
          ? Math.max(current.extremeValue, value)
          : Math.min(current.extremeValue, value);
    } else {
      current = { startSeconds: second, endSeconds: second + 1, extremeValue: value };
      runs.push(current);
    }
  }
  return mergeEpisodes(
    runs.filter((run) => run.endSeconds - run.startSeconds >= rule.minimumSeconds),
    rule,
  );
}

/** 1 for every second not covered by one of the stretches (the device was measuring). */
export function observedMask(
  seconds: number,
  stretches: readonly { startSeconds: number; endSeconds: number }[],
): Uint8Array {
  const mask = new Uint8Array(seconds).fill(1);
  for (const stretch of stretches)
    mask.fill(
      0,
      Math.max(0, Math.floor(stretch.startSeconds)),
      Math.min(seconds, Math.ceil(stretch.endSeconds)),
    );
  return mask;
}
