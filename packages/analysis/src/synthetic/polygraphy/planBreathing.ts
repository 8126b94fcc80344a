import type { BodyPosition } from '@telemed/domain';
import type { Random } from '../random';
import {
  exponential,
  overlapsAny,
  type MovementBurst,
  type PolygraphyTimeline,
  type TimeSpan,
} from './planTimeline';
import type { TruthRespiratoryEvent, TruthRespiratoryEventType } from './polygraphyTypes';
import type { SeverityPreset } from './severityPresets';

/**
 * One breath (or one pause) of the recording. The flow and effort of a breath are its shape scaled
 * by its gains, so the generator only has to decide breath by breath what the patient does.
 */
export interface BreathSegment {
  onsetSeconds: number;
  durationSeconds: number;
  /** Share of the breath spent breathing in (the rest is expiration and the end-expiratory pause). */
  inspiratoryFraction: number;
  /** Flow excursion relative to the patient's normal breath (0 = no flow). */
  flowGain: number;
  /** Chest excursion relative to the patient's normal breath (0 = no effort). */
  effortGain: number;
  /** A flattened inspiration: partial upper-airway obstruction (AASM 2.6 flow limitation). */
  flowLimited: boolean;
}

/** A respiratory event with what the renderer needs to draw its consequences. */
export interface PlannedEvent {
  truth: TruthRespiratoryEvent;
  /** Bradycardia during the event, beats/min. */
  bradycardia: number;
  /** Heart-rate surge at the arousal that ends it, beats/min. */
  surge: number;
}

/** A sound on the snore microphone: a snore or a noise that is not one. */
export interface SoundBurst extends TimeSpan {
  /** Peak envelope above the background, in units of the background level. */
  level: number;
}

/** A short spurious SpO2 dip of a moving finger probe. */
export interface Spo2Artefact extends TimeSpan {
  depth: number;
}

/** Breaths, events and sounds of a recording. */
export interface BreathingPlan {
  breaths: BreathSegment[];
  events: PlannedEvent[];
  snores: SoundBurst[];
  noises: SoundBurst[];
  spo2Artefacts: Spo2Artefact[];
  arousalMovements: MovementBurst[];
  /** Stretches of mouth breathing: nasal flow falls with normal effort and no desaturation. */
  mouthBreathing: TimeSpan[];
  /** Resting breaths per minute at the start of the night. */
  breathingRate: number;
  targetAhi: number;
}

/** Relative event rate by position: obstructive events are about twice as frequent supine
 * (position-dependent OSA, Oksenberg et al., Chest 1997). */
const POSITION_EVENT_FACTOR: Record<BodyPosition, number> = {
  CHEST: 1.6,
  LEFT_SIDE: 0.7,
  RIGHT_SIDE: 0.7,
  ABDOMEN: 0.6,
  STATIONARY: 0,
};

/** Relative snoring by position: snoring is mostly supine (Nakano et al., Sleep 2003). */
const POSITION_SNORE_FACTOR: Record<BodyPosition, number> = {
  CHEST: 1,
  LEFT_SIDE: 0.35,
  RIGHT_SIDE: 0.35,
  ABDOMEN: 0.25,
  STATIONARY: 0,
};

/** About one stretch of mouth breathing per half hour of sleep (at ~15 breaths/min). */
const MOUTH_BREATHING_PER_BREATH = 1 / 450;

/** At least this much normal breathing separates two events (3-5 recovery breaths, AASM). */
const MINIMUM_GAP_SECONDS = 15;
/** Mean event length plus the gap, used to turn an event rate into a waiting time. */
const EVENT_OVERHEAD_SECONDS = 40;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A pointer over sorted spans for times that only move forward. */
function forwardLookup<T extends TimeSpan>(spans: readonly T[]) {
  let index = 0;
  return (time: number): T | undefined => {
    while (index < spans.length && (spans[index] as T).endSeconds <= time) index += 1;
    const span = spans[index];
    return span && span.startSeconds <= time ? span : undefined;
  };
}

function drawEventType(random: Random, mix: SeverityPreset['mix']): TruthRespiratoryEventType {
  let draw = random.next();
  const order: [TruthRespiratoryEventType, number][] = [
    ['APNEA_OBSTRUCTIVE', mix.obstructive],
    ['APNEA_CENTRAL', mix.central],
    ['APNEA_MIXED', mix.mixed],
    ['HYPOPNEA', mix.hypopnea],
  ];
  for (const [type, share] of order) {
    draw -= share;
    if (draw < 0) return type;
  }
  return 'HYPOPNEA';
}

/**
 * Desaturation depth: apneas desaturate more the longer they last (about 0.1 %/s beyond a few
 * percent, Peppard et al., Sleep 2009); some events, hypopneas in particular, do not desaturate.
 * Depths between 2 % and 3.5 % are not drawn: whole-percent oximetry cannot tell them from the
 * 3 % rule's threshold, so their truth label would be a coin toss.
 */
function drawDesaturation(
  random: Random,
  type: TruthRespiratoryEventType,
  duration: number,
  preset: SeverityPreset,
) {
  const desaturates =
    type === 'HYPOPNEA' ? random.chance(preset.hypopneaDesaturationShare) : random.chance(0.88);
  if (!desaturates) return random.uniform(0, 1.8);
  if (type === 'HYPOPNEA') return random.uniform(3.5, 8);
  return Math.min(25, 3.5 + 0.08 * duration + exponential(random, 1.5));
}

/**
 * Plans every breath of the recording, the events among them and the sounds they make.
 * Breathing: 12-20/min at rest with about 8 % breath-to-breath variation of period and 10 % of
 * depth in sleep (Tobin et al., Chest 1983), irregular and faster when awake, with a sigh and a
 * short post-sigh pause every 15 min or so. Events start at a breath onset and end at the onset
 * of the first breath after them, as AASM 2.6 measures them.
 */
export function planBreathing(
  random: Random,
  duration: number,
  timeline: PolygraphyTimeline,
  preset: SeverityPreset,
): BreathingPlan {
  const breathingRate = random.uniform(12.5, 17.5);
  const rateDriftPeriod = random.uniform(1800, 5400);
  const rateDriftPhase = random.uniform(0, 2 * Math.PI);
  const periodAt = (time: number) =>
    60 /
    (breathingRate *
      (1 + 0.08 * Math.sin((2 * Math.PI * time) / rateDriftPeriod + rateDriftPhase)));

  const targetAhi = random.uniform(preset.ahiRange[0], preset.ahiRange[1]);
  const scoredShare = 1 - preset.mix.hypopnea * (1 - preset.hypopneaDesaturationShare);
  const sleepByPosition = new Map<BodyPosition, number>();
  for (const interval of timeline.positions) {
    let sleep = interval.endSeconds - interval.startSeconds;
    for (const span of timeline.wake)
      sleep -= Math.max(
        0,
        Math.min(span.endSeconds, interval.endSeconds) -
          Math.max(span.startSeconds, interval.startSeconds),
      );
    sleepByPosition.set(interval.position, (sleepByPosition.get(interval.position) ?? 0) + sleep);
  }
  let weightedSleep = 0;
  let totalSleep = 0;
  for (const [position, seconds] of sleepByPosition) {
    weightedSleep += POSITION_EVENT_FACTOR[position] * seconds;
    totalSleep += seconds;
  }
  // Events per hour at factor 1, so that the night as a whole meets the target.
  const baseRate =
    totalSleep > 0 && weightedSleep > 0
      ? (targetAhi / scoredShare) * (totalSleep / weightedSleep)
      : 0;
  const meanWait = (position: BodyPosition) => {
    const rate = baseRate * POSITION_EVENT_FACTOR[position];
    return rate > 0 ? Math.max(2, 3600 / rate - EVENT_OVERHEAD_SECONDS) : Number.POSITIVE_INFINITY;
  };

  const wakeAt = forwardLookup(timeline.wake);
  const positionAt = forwardLookup(timeline.positions);
  const blocking = [...timeline.wake, ...timeline.flowOff, ...timeline.oximeterOff];

  const breaths: BreathSegment[] = [];
  const events: PlannedEvent[] = [];
  const snores: SoundBurst[] = [];
  const arousalMovements: MovementBurst[] = [];
  const mouthBreathing: TimeSpan[] = [];
  let snoreEpisodeEnd = 0;
  let snoreLevel = 0;

  const push = (segment: BreathSegment) => {
    breaths.push(segment);
    if (snoreLevel > 0 && segment.flowGain >= 0.3) {
      const inspiration = segment.durationSeconds * segment.inspiratoryFraction;
      const loudness = segment.flowGain >= 1.2 ? 1.3 : segment.flowGain < 0.8 ? 0.85 : 1;
      snores.push({
        startSeconds: segment.onsetSeconds + 0.08 * inspiration,
        endSeconds: segment.onsetSeconds + random.uniform(0.7, 0.95) * inspiration,
        level: snoreLevel * random.uniform(0.8, 1.2) * loudness,
      });
    }
    return segment.onsetSeconds + segment.durationSeconds;
  };
  const breath = (
    onset: number,
    period: number,
    flowGain: number,
    effortGain: number,
    flowLimited = false,
  ) =>
    push({
      onsetSeconds: onset,
      durationSeconds: period,
      inspiratoryFraction: random.uniform(0.38, 0.45),
      flowGain,
      effortGain,
      flowLimited,
    });
  const pause = (onset: number, length: number) =>
    push({
      onsetSeconds: onset,
      durationSeconds: length,
      inspiratoryFraction: 0.4,
      flowGain: 0,
      effortGain: 0,
      flowLimited: false,
    });

  /** Obstructed efforts from `onset` until `until`: no flow, effort growing (crescendo). */
  const obstructedEfforts = (
    onset: number,
    until: number,
    eventStart: number,
    eventEnd: number,
    peak: number,
  ) => {
    let time = onset;
    while (time < until - 0.5) {
      const progress = (time - eventStart) / (eventEnd - eventStart);
      const effort = (1 + (peak - 1) * progress) * (1 + 0.05 * random.gaussian());
      time = breath(
        time,
        periodAt(time) * random.uniform(0.9, 1.2),
        random.uniform(0, 0.06),
        effort,
      );
    }
    return time;
  };

  const emitEvent = (
    start: number,
    type: TruthRespiratoryEventType,
    target: number,
    position: BodyPosition,
  ) => {
    const firstBreath = breaths.length;
    let time = start;
    let reduction = 1;
    if (type === 'APNEA_CENTRAL') time = pause(start, target);
    else if (type === 'APNEA_OBSTRUCTIVE')
      time = obstructedEfforts(
        start,
        start + target,
        start,
        start + target,
        random.uniform(1.3, 1.8),
      );
    else if (type === 'APNEA_MIXED') {
      const central = Math.max(4, random.uniform(0.3, 0.6) * target);
      time = obstructedEfforts(
        pause(start, central),
        start + target,
        start,
        start + target,
        random.uniform(1.3, 1.7),
      );
    } else {
      reduction = random.uniform(0.32, 0.7);
      const limited = random.chance(0.7);
      while (time < start + target - 0.5) {
        const flow = (1 - reduction) * clamp(1 + 0.08 * random.gaussian(), 0.85, 1.15);
        const effort = limited ? random.uniform(1, 1.3) : flow * random.uniform(0.9, 1.1);
        time = breath(time, periodAt(time) * random.uniform(0.9, 1.15), flow, effort, limited);
      }
    }
    const end = time;
    let flowArea = 0;
    for (const segment of breaths.slice(firstBreath))
      flowArea += segment.flowGain * segment.durationSeconds;
    const apnea = type !== 'HYPOPNEA';
    // Recovery: 2-4 large, fast breaths at the arousal that ends the event (hyperpnoea).
    const recoveryBreaths = random.integer(2, 4);
    const firstGain = apnea ? random.uniform(1.3, 1.9) : random.uniform(1.1, 1.5);
    for (let index = 0; index < recoveryBreaths; index += 1) {
      const gain =
        (1 + ((firstGain - 1) * (recoveryBreaths - index)) / recoveryBreaths) *
        random.uniform(0.97, 1.05);
      time = breath(
        time,
        periodAt(time) * random.uniform(0.75, 0.9),
        gain,
        gain * random.uniform(0.95, 1.1),
      );
    }
    if (random.chance(0.1)) {
      const length = random.uniform(1, 3);
      arousalMovements.push({
        startSeconds: end,
        endSeconds: end + length,
        amplitude: random.uniform(0.5, 1.5),
        frequencies: [random.uniform(0.3, 0.8), random.uniform(0.8, 1.6), random.uniform(1.6, 3)],
        phases: [random.uniform(0, 6.28), random.uniform(0, 6.28), random.uniform(0, 6.28)],
      });
    }
    const desaturation = drawDesaturation(random, type, end - start, preset);
    // Lung-to-finger circulation delay plus the time SpO2 takes to fall: 20-40 s (AASM 2.6 notes
    // that desaturations follow the event; typical finger lags in OSA are 20-40 s).
    const lag = random.uniform(20, 40);
    const recovery = random.uniform(8, 16);
    events.push({
      truth: {
        type,
        startSeconds: start,
        endSeconds: end,
        flowReductionPercent: 100 * (1 - flowArea / (end - start)),
        desaturationPercent: desaturation,
        desaturationStartSeconds: start + lag,
        desaturationEndSeconds: end + lag + recovery,
        position,
      },
      bradycardia: random.uniform(2, 5),
      surge: random.uniform(8, 20) * (apnea ? 1 : 0.6),
    });
    return time;
  };

  let time = 0;
  let nextEventAt = exponential(
    random,
    meanWait((timeline.positions[0] as { position: BodyPosition }).position),
  );
  while (time < duration) {
    const awake = wakeAt(time) !== undefined;
    const position = positionAt(time)?.position ?? 'CHEST';
    if (time >= snoreEpisodeEnd) {
      const share = awake ? 0 : preset.supineSnoringShare * POSITION_SNORE_FACTOR[position];
      snoreLevel = random.chance(share) ? random.uniform(3.5, 10) : 0;
      snoreEpisodeEnd = time + exponential(random, 360);
    }
    if (awake) {
      snoreLevel = 0;
      if (random.chance(0.02)) time = pause(time, random.uniform(4, 15));
      else {
        const period = periodAt(time) * clamp(0.9 * (1 + 0.25 * random.gaussian()), 0.5, 2.2);
        const gain = clamp(1 + 0.3 * random.gaussian(), 0.3, 2.5);
        time = breath(time, period, gain, gain * random.uniform(0.8, 1.2));
      }
      continue;
    }
    if (time >= nextEventAt) {
      const type = drawEventType(random, preset.mix);
      const target =
        type === 'HYPOPNEA'
          ? Math.min(80, 11 + exponential(random, 13))
          : Math.min(70, 11 + exponential(random, 11));
      if (!overlapsAny(blocking, time - 30, time + target + 60)) {
        time = emitEvent(time, type, target, position);
        nextEventAt =
          time +
          MINIMUM_GAP_SECONDS +
          exponential(random, meanWait(positionAt(time)?.position ?? position));
        continue;
      }
      nextEventAt = time + 30 + exponential(random, meanWait(position));
    }
    if (
      random.chance(MOUTH_BREATHING_PER_BREATH) &&
      !overlapsAny(blocking, time - 30, time + 120)
    ) {
      // Breathing through the mouth: the nasal cannula sees 20-50 % of the flow for 20-90 s
      // while effort and SpO2 stay normal. Not an event; a classic false-positive trap of
      // nasal-pressure home studies (AASM HSAT notes on oronasal vs nasal sensors).
      const until = time + random.uniform(20, 90);
      const share = random.uniform(0.2, 0.5);
      const start = time;
      while (time < until) {
        const depth = clamp(1 + 0.1 * random.gaussian(), 0.72, 1.35);
        time = breath(
          time,
          periodAt(time) * clamp(1 + 0.08 * random.gaussian(), 0.7, 1.4),
          depth * share,
          depth,
        );
      }
      mouthBreathing.push({ startSeconds: start, endSeconds: time });
      nextEventAt = Math.max(nextEventAt, time + MINIMUM_GAP_SECONDS);
      continue;
    }
    if (random.chance(0.004)) {
      // A sigh and the short central pause after it (normal in sleep, shorter than 10 s).
      time = breath(time, 1.5 * periodAt(time), random.uniform(2, 2.6), random.uniform(1.8, 2.4));
      time = pause(time, random.uniform(4, 8));
      continue;
    }
    const depth = clamp(1 + 0.1 * random.gaussian(), 0.72, 1.35);
    time = breath(
      time,
      periodAt(time) * clamp(1 + 0.08 * random.gaussian(), 0.7, 1.4),
      depth,
      depth * clamp(1 + 0.05 * random.gaussian(), 0.9, 1.1),
    );
  }

  const noises: SoundBurst[] = [];
  for (let at = exponential(random, 180); at < duration; at += exponential(random, 180)) {
    // Clicks and knocks in the bedroom: too short to be snores.
    noises.push({
      startSeconds: at,
      endSeconds: at + random.uniform(0.05, 0.2),
      level: random.uniform(2, 8),
    });
  }
  const spo2Artefacts: Spo2Artefact[] = [];
  for (const span of timeline.wake) {
    // Talking, coughing and rustling while awake.
    for (
      let at = span.startSeconds + exponential(random, 20);
      at < span.endSeconds - 2;
      at += exponential(random, 20)
    )
      noises.push({
        startSeconds: at,
        endSeconds: at + random.uniform(0.3, 2),
        level: random.uniform(2, 6),
      });
  }
  for (const burst of timeline.movements) {
    // A moving finger probe reads a few seconds of falsely low SpO2 (shorter than a desaturation).
    if (!random.chance(0.3)) continue;
    const start = burst.startSeconds + random.uniform(0, 3);
    spo2Artefacts.push({
      startSeconds: start,
      endSeconds: start + random.uniform(3, 8),
      depth: random.uniform(2, 6),
    });
  }
  noises.sort((a, b) => a.startSeconds - b.startSeconds);
  return {
    breaths,
    events,
    snores,
    noises,
    spo2Artefacts,
    arousalMovements,
    mouthBreathing,
    breathingRate,
    targetAhi,
  };
}
