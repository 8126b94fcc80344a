import type { Random } from '../random';

/** Hours of the local day at each second of the recording, and whether the patient sleeps. */
export interface DailyRhythm {
  /** Local hour of day (0-24, fractional) at second `index`. */
  hourOfDay: Float32Array;
  /** 0 awake .. 1 asleep, with 15-minute transitions, per second. */
  sleep: Float32Array;
}

/** Falling asleep and waking take about a quarter hour in these curves. */
const SLEEP_TRANSITION_SECONDS = 900;

/**
 * The patient's day at 1 s resolution: local clock and a sleep period each night, going to bed
 * between 22:30 and 00:30 and getting up between 06:00 and 08:00 local (drawn per night).
 */
export function dailyRhythm(
  random: Random,
  seconds: number,
  startEpochMs: number,
  utcOffsetMinutes: number,
): DailyRhythm {
  const hourOfDay = new Float32Array(seconds);
  const sleep = new Float32Array(seconds);
  const localStartSeconds = startEpochMs / 1000 + utcOffsetMinutes * 60;
  const startHour = (((localStartSeconds % 86_400) + 86_400) % 86_400) / 3600;
  for (let index = 0; index < seconds; index += 1) {
    hourOfDay[index] = (startHour + index / 3600) % 24;
  }
  // Sleep periods: for each local evening from the day before the start to the end.
  const firstMidnight = (24 - startHour) * 3600 - 86_400;
  for (let midnight = firstMidnight; midnight < seconds + 86_400; midnight += 86_400) {
    const bedtime = midnight + random.uniform(-1.5, 0.5) * 3600;
    const wake = midnight + random.uniform(6, 8) * 3600;
    const from = Math.max(0, Math.floor(bedtime));
    const to = Math.min(seconds, Math.ceil(wake));
    for (let index = from; index < to; index += 1) {
      const intoSleep = (index - bedtime) / SLEEP_TRANSITION_SECONDS;
      const untilWake = (wake - index) / SLEEP_TRANSITION_SECONDS;
      sleep[index] = Math.max(sleep[index] as number, Math.min(1, intoSleep, untilWake));
    }
  }
  return { hourOfDay, sleep };
}

/** An episode's timing: rise, plateau and fall, in seconds from the recording start. */
export interface EpisodeTiming {
  start: number;
  plateauStart: number;
  plateauEnd: number;
  end: number;
}

/**
 * Draws non-overlapping episode timings: a Poisson-like count for the recording's length, each
 * placed uniformly and kept `spacingSeconds` clear of the others (retried, then dropped).
 */
export function placeEpisodes(
  random: Random,
  seconds: number,
  perDay: number,
  shape: (random: Random) => { rise: number; plateau: number; fall: number },
  spacingSeconds: number,
): EpisodeTiming[] {
  const expected = (perDay * seconds) / 86_400;
  const count = Math.floor(expected) + (random.chance(expected - Math.floor(expected)) ? 1 : 0);
  const placed: EpisodeTiming[] = [];
  for (let episode = 0; episode < count; episode += 1) {
    const { rise, plateau, fall } = shape(random);
    const length = rise + plateau + fall;
    if (length >= seconds) continue;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const start = random.uniform(0, seconds - length);
      const end = start + length;
      const clashes = placed.some(
        (other) => start < other.end + spacingSeconds && other.start < end + spacingSeconds,
      );
      if (clashes) continue;
      placed.push({ start, plateauStart: start + rise, plateauEnd: start + rise + plateau, end });
      break;
    }
  }
  return placed.sort((a, b) => a.start - b.start);
}

/** 0..1 envelope of an episode at `time` (linear rise, plateau, linear fall). */
export function episodeEnvelope(timing: EpisodeTiming, time: number): number {
  if (time <= timing.start || time >= timing.end) return 0;
  if (time < timing.plateauStart)
    return (time - timing.start) / (timing.plateauStart - timing.start);
  if (time <= timing.plateauEnd) return 1;
  return (timing.end - time) / (timing.end - timing.plateauEnd);
}

/** Draws log-uniformly from [low, high): as many 5-10 minute episodes as 50-100 minute ones. */
export function logUniform(random: Random, low: number, high: number): number {
  return Math.exp(random.uniform(Math.log(low), Math.log(high)));
}
