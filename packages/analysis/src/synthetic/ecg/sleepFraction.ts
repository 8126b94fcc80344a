const DAY_SECONDS = 86_400;
/** Sleep from 23:00 to 07:00, the usual window of Holter diaries (Degaute et al. 1991 used
 * 23:00-07:00 as the night period), with half-hour transitions. */
const SLEEP_ONSET_SECONDS = 23 * 3600;
const WAKE_SECONDS = 7 * 3600;
const TRANSITION_SECONDS = 1800;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** A clock difference wrapped into (-12 h, 12 h], so that the nearest occurrence counts. */
const wrapped = (seconds: number) =>
  seconds > DAY_SECONDS / 2
    ? seconds - DAY_SECONDS
    : seconds <= -DAY_SECONDS / 2
      ? seconds + DAY_SECONDS
      : seconds;
const EDGE_WIDTH_SECONDS = TRANSITION_SECONDS / 4;

/**
 * How asleep the patient is at a clock time, from 0 (awake) to 1 (asleep), changing smoothly
 * over about half an hour around 23:00 and 07:00.
 * @param clockSeconds seconds after midnight (any value; taken modulo one day)
 */
export function sleepFraction(clockSeconds: number): number {
  const clock = ((clockSeconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  const sinceOnset = wrapped(clock - SLEEP_ONSET_SECONDS);
  const sinceWake = wrapped(clock - WAKE_SECONDS);
  // Asleep after the onset and before waking: the product of the two logistic edges.
  return logistic(sinceOnset / EDGE_WIDTH_SECONDS) * logistic(-sinceWake / EDGE_WIDTH_SECONDS);
}
