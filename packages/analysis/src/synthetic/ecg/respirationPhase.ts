import { createRandom } from '../random';
import { SlowProcess, firstOrderNoise } from './slowProcess';
import { sleepFraction } from './sleepFraction';

/** Grid of the phase integration, s: fine enough for breaths of 2-6 s. */
export const RESPIRATION_STEP_SECONDS = 0.25;
const STEP_SECONDS = RESPIRATION_STEP_SECONDS;
/** Breath-to-breath rate variation, as a fraction, and its time constant (about 10 % over tens of
 * seconds: Tobin MJ et al., Chest 84(2):202-205, 1983). */
const RATE_VARIATION = 0.08;
const RATE_VARIATION_SECONDS = 30;
/** Breathing slows by about 2 breaths/min asleep (Tobin et al. 1983; Douglas NJ et al., Thorax
 * 37:840-844, 1982). */
const NIGHT_SLOWING_PER_MINUTE = 2;

/**
 * The phase of breathing (radians, growing by 2π per breath) as a function of time. Both the
 * respiratory sinus arrhythmia of the RR intervals and the respiratory baseline wander and QRS
 * amplitude modulation follow it, so they stay in step as they do in a real recording. Two
 * processes made with the same seed agree exactly; reads must not go back in time.
 * @param seed source of the breath-to-breath variation
 * @param breathsPerMinute waking breathing rate
 * @param startClockSeconds clock time of the recording's start, seconds after midnight
 */
export function respirationPhase(
  seed: number,
  breathsPerMinute: number,
  startClockSeconds: number,
): SlowProcess {
  const variation = firstOrderNoise(createRandom(seed), STEP_SECONDS, RATE_VARIATION_SECONDS);
  let time = 0;
  let phase = 0;
  return new SlowProcess(STEP_SECONDS, () => {
    const result = phase;
    const perMinute =
      breathsPerMinute - NIGHT_SLOWING_PER_MINUTE * sleepFraction(startClockSeconds + time);
    phase +=
      2 *
      Math.PI *
      (perMinute / 60) *
      (1 + RATE_VARIATION * variation.valueAt(time)) *
      STEP_SECONDS;
    time += STEP_SECONDS;
    return result;
  });
}
