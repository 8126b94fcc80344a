import type { BodyPosition } from '@telemed/domain';
import type { Random } from '../random';
import type { BodyPositionInterval } from '../../respiratory/detectBodyPositions';

/** A stretch of time, in seconds from the start of the recording. */
export interface TimeSpan {
  startSeconds: number;
  endSeconds: number;
}

/** A body movement: band-limited noise on the belts and the cannula. */
export interface MovementBurst extends TimeSpan {
  /** Standard deviation of the artefact, in units of the normal breath excursion. */
  amplitude: number;
  frequencies: readonly [number, number, number];
  phases: readonly [number, number, number];
}

/** Sleep/wake, positions and sensor drop-outs of a recording: the frame the breaths fill in. */
export interface PolygraphyTimeline {
  wake: TimeSpan[];
  positions: BodyPositionInterval[];
  flowOff: TimeSpan[];
  oximeterOff: TimeSpan[];
  movements: MovementBurst[];
}

const MINUTE = 60;
const HOUR = 3600;

/** Whether [start, end) meets any of the spans (sorted or not). */
export function overlapsAny(spans: readonly TimeSpan[], start: number, end: number): boolean {
  return spans.some((span) => span.startSeconds < end && span.endSeconds > start);
}

/** Poisson-distributed count (Knuth's method; the means here are small). */
function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count += 1;
  return count;
}

/** Exponentially distributed waiting time with the given mean. */
export function exponential(random: Random, mean: number): number {
  return -mean * Math.log(1 - random.next());
}

/**
 * Wake: sleep latency at the start (5-20 min, typical of a home study), about one awakening of
 * 2-12 min every two hours of sleep (wake after sleep onset of a middle-aged adult, Ohayon et al.,
 * Sleep 2004) with at least 20 min of sleep between, and 0-8 min awake before the recorder stops.
 */
function planWake(random: Random, duration: number): TimeSpan[] {
  const latency = Math.min(random.uniform(5, 20) * MINUTE, 0.1 * duration);
  const finalWake = Math.min(random.uniform(0, 8) * MINUTE, 0.05 * duration);
  const wake: TimeSpan[] = [{ startSeconds: 0, endSeconds: latency }];
  const sleepEnd = duration - finalWake;
  const awakenings = poisson(random, (0.5 * (sleepEnd - latency)) / HOUR);
  const candidates: TimeSpan[] = [];
  for (let attempt = 0; attempt < awakenings * 10 && candidates.length < awakenings; attempt += 1) {
    const length = random.uniform(2, 12) * MINUTE;
    const start = random.uniform(latency + 20 * MINUTE, sleepEnd - 20 * MINUTE - length);
    if (!(start > latency)) break;
    const clear = candidates.every(
      (other) =>
        start + length + 20 * MINUTE < other.startSeconds || start > other.endSeconds + 20 * MINUTE,
    );
    if (clear) candidates.push({ startSeconds: start, endSeconds: start + length });
  }
  wake.push(...candidates.sort((a, b) => a.startSeconds - b.startSeconds));
  if (finalWake > 0) wake.push({ startSeconds: sleepEnd, endSeconds: duration });
  return wake.filter((span) => span.endSeconds > span.startSeconds);
}

/** Sleep positions and how often they are taken: supine most, prone least. */
const LYING: readonly { position: BodyPosition; weight: number }[] = [
  { position: 'CHEST', weight: 0.45 },
  { position: 'LEFT_SIDE', weight: 0.25 },
  { position: 'RIGHT_SIDE', weight: 0.2 },
  { position: 'ABDOMEN', weight: 0.1 },
];

function pickLying(random: Random, other: BodyPosition | undefined): BodyPosition {
  const choices = LYING.filter((choice) => choice.position !== other);
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let draw = random.next() * total;
  for (const choice of choices) {
    draw -= choice.weight;
    if (draw < 0) return choice.position;
  }
  return (choices.at(-1) as { position: BodyPosition }).position;
}

/**
 * Positions: a change every 20 min to 2 h of sleep (sleepers change posture a few times to a
 * dozen times a night, De Koninck et al., Sleep 1992), often on waking; out of bed (STATIONARY,
 * sitting or standing) in the middle of some longer awakenings.
 */
function planPositions(random: Random, duration: number, wake: TimeSpan[]): BodyPositionInterval[] {
  const changes: { at: number; position: BodyPosition }[] = [
    { at: 0, position: pickLying(random, undefined) },
  ];
  let current = (changes[0] as { position: BodyPosition }).position;
  for (
    let at = random.uniform(20, 120) * MINUTE;
    at < duration;
    at += random.uniform(20, 120) * MINUTE
  ) {
    current = pickLying(random, current);
    changes.push({ at, position: current });
  }
  for (const span of wake) {
    const length = span.endSeconds - span.startSeconds;
    if (
      span.startSeconds > 0 &&
      span.endSeconds < duration &&
      length > 4 * MINUTE &&
      random.chance(0.4)
    ) {
      changes.push({ at: span.startSeconds + 0.25 * length, position: 'STATIONARY' });
      changes.push({
        at: span.startSeconds + 0.75 * length,
        position: pickLying(random, undefined),
      });
    } else if (span.startSeconds > 0 && random.chance(0.6)) {
      changes.push({
        at: span.startSeconds + random.uniform(0.2, 0.8) * length,
        position: pickLying(random, undefined),
      });
    }
  }
  changes.sort((a, b) => a.at - b.at);
  const positions: BodyPositionInterval[] = [];
  for (const change of changes) {
    const last = positions.at(-1);
    if (last && last.position === change.position) continue;
    if (last) last.endSeconds = change.at;
    positions.push({ position: change.position, startSeconds: change.at, endSeconds: duration });
  }
  return positions.filter((interval) => interval.endSeconds > interval.startSeconds);
}

/**
 * Sensor drop-outs: about one cannula displacement every 8 h (3-15 min) and one oximeter probe
 * loss every 10 h (2-10 min); home studies lose some signal in most nights (Kapur et al., AASM
 * clinical practice guideline on HSAT, J Clin Sleep Med 2017, report 3-20 % failed studies).
 */
function planDropouts(
  random: Random,
  duration: number,
  meanPerHour: number,
  minutes: [number, number],
): TimeSpan[] {
  const count = poisson(random, (meanPerHour * duration) / HOUR);
  const spans: TimeSpan[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = random.uniform(minutes[0], minutes[1]) * MINUTE;
    const start = random.uniform(
      0.05 * duration,
      Math.max(0.05 * duration, duration - length - 60),
    );
    spans.push({ startSeconds: start, endSeconds: Math.min(duration, start + length) });
  }
  return spans.sort((a, b) => a.startSeconds - b.startSeconds);
}

function movement(random: Random, start: number, length: number, amplitude: number): MovementBurst {
  return {
    startSeconds: start,
    endSeconds: start + length,
    amplitude,
    frequencies: [random.uniform(0.3, 0.8), random.uniform(0.8, 1.6), random.uniform(1.6, 3)],
    phases: [
      random.uniform(0, 2 * Math.PI),
      random.uniform(0, 2 * Math.PI),
      random.uniform(0, 2 * Math.PI),
    ],
  };
}

/**
 * Body movements: every 5-35 s while awake (restless wakefulness in bed), and one at each change
 * of position during sleep.
 */
function planMovements(
  random: Random,
  wake: TimeSpan[],
  positions: BodyPositionInterval[],
): MovementBurst[] {
  const bursts: MovementBurst[] = [];
  for (const span of wake) {
    for (let at = span.startSeconds + random.uniform(0, 10); at < span.endSeconds - 2;) {
      const length = Math.min(random.uniform(2, 8), span.endSeconds - at);
      bursts.push(movement(random, at, length, random.uniform(2, 5)));
      at += length + random.uniform(5, 35);
    }
  }
  for (const interval of positions.slice(1)) {
    if (overlapsAny(wake, interval.startSeconds - 1, interval.startSeconds + 1)) continue;
    bursts.push(
      movement(random, interval.startSeconds - 2, random.uniform(3, 6), random.uniform(3, 5)),
    );
  }
  return bursts.sort((a, b) => a.startSeconds - b.startSeconds);
}

/** Lays out wake, positions, sensor drop-outs and movements over the whole recording. */
export function planTimeline(
  random: Random,
  duration: number,
  sensorDropouts: boolean,
): PolygraphyTimeline {
  const wake = planWake(random, duration);
  const positions = planPositions(random, duration, wake);
  const flowOff = sensorDropouts ? planDropouts(random, duration, 1 / 8, [3, 15]) : [];
  const oximeterOff = sensorDropouts ? planDropouts(random, duration, 1 / 10, [2, 10]) : [];
  const movements = planMovements(random, wake, positions);
  return { wake, positions, flowOff, oximeterOff, movements };
}
