import type { BreathSegment, SoundBurst } from './planBreathing';
import { driftAt, positionCode, type PolygraphyPlan } from './planPolygraphy';
import type { MovementBurst, TimeSpan } from './planTimeline';
import type { PolygraphyChannel, PolygraphyChannels } from './polygraphyTypes';
import { gaussianAt, noiseKey } from './sampleNoise';

/** Noise stream numbers, one per channel. */
const STREAM: Record<PolygraphyChannel, number> = {
  airFlow: 1,
  effort: 2,
  spo2: 3,
  pulse: 4,
  snore: 5,
  bodyPosition: 6,
};

/** First sample index at or after a time, robust to the rounding of `time * rate`. */
const sampleAt = (time: number, rate: number) => Math.ceil(time * rate - 1e-9);

/** Index of the last span starting at or before `time` (spans sorted by start), or -1. */
function lastStartingBefore(spans: readonly { startSeconds: number }[], time: number): number {
  let low = 0;
  let high = spans.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((spans[middle] as { startSeconds: number }).startSeconds <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** A forward cursor over sorted, non-overlapping spans; starts with a binary search. */
function spanCursor<T extends TimeSpan>(spans: readonly T[], from: number) {
  let index = Math.max(0, lastStartingBefore(spans, from));
  return (time: number): T | undefined => {
    while (index < spans.length && (spans[index] as T).endSeconds <= time) index += 1;
    const span = spans[index];
    return span && span.startSeconds <= time ? span : undefined;
  };
}

/**
 * Sums a contribution of every span (sorted by start, possibly overlapping) active at a time that
 * only moves forward. Spans last at most `longest` seconds, which bounds the look-back.
 */
function overlappingSum<T extends TimeSpan>(
  spans: readonly T[],
  from: number,
  longest: number,
  value: (span: T, time: number) => number,
) {
  let first = Math.max(0, lastStartingBefore(spans, from - longest));
  return (time: number): number => {
    while (first < spans.length && (spans[first] as T).endSeconds <= time - longest) first += 1;
    let sum = 0;
    for (let index = first; index < spans.length; index += 1) {
      const span = spans[index] as T;
      if (span.startSeconds > time) break;
      if (span.endSeconds > time) sum += value(span, time);
    }
    return sum;
  };
}

/** Nasal-pressure flow shape over one breath (phase 0-1): half-sine inspiration, shallower
 * and longer expiration, then an end-expiratory pause; flow limitation flattens inspiration. */
function flowShape(phase: number, inspiratoryFraction: number, flowLimited: boolean): number {
  if (phase < inspiratoryFraction) {
    const rise = Math.sin((Math.PI * phase) / inspiratoryFraction);
    return flowLimited ? Math.min(1, 1.6 * rise) : rise;
  }
  const expiration = (phase - inspiratoryFraction) / (1 - inspiratoryFraction);
  return expiration < 0.8 ? -0.75 * Math.sin((Math.PI * expiration) / 0.8) : 0;
}

/** Chest-belt shape (a volume): 0 at end-expiration, 1 at end-inspiration. */
function effortShape(phase: number, inspiratoryFraction: number): number {
  if (phase < inspiratoryFraction)
    return (1 - Math.cos((Math.PI * phase) / inspiratoryFraction)) / 2;
  const expiration = (phase - inspiratoryFraction) / (1 - inspiratoryFraction);
  return expiration < 0.85 ? (1 + Math.cos((Math.PI * expiration) / 0.85)) / 2 : 0;
}

/** Band-limited movement noise under a half-sine window, unit standard deviation at its peak. */
function movementValue(burst: MovementBurst, time: number): number {
  const window = Math.sin(
    (Math.PI * (time - burst.startSeconds)) / (burst.endSeconds - burst.startSeconds),
  );
  let wave = 0;
  for (let index = 0; index < 3; index += 1)
    wave += Math.sin(
      2 * Math.PI * (burst.frequencies[index] as number) * time + (burst.phases[index] as number),
    );
  return (burst.amplitude * window * wave * Math.SQRT2) / Math.sqrt(3);
}

/** A sound burst's envelope: quick rise, plateau, quick fall. */
const soundValue = (burst: SoundBurst, time: number) =>
  burst.level *
  Math.sqrt(
    Math.sin((Math.PI * (time - burst.startSeconds)) / (burst.endSeconds - burst.startSeconds)),
  );

interface RenderRange {
  first: number;
  count: number;
  rate: number;
}

function range(
  plan: PolygraphyPlan,
  channel: PolygraphyChannel,
  start: number,
  end: number,
): RenderRange {
  const rate = plan.samplingRates[channel];
  const total = sampleAt(plan.options.durationSeconds, rate);
  const first = Math.min(total, sampleAt(start, rate));
  return { first, count: Math.max(0, Math.min(total, sampleAt(end, rate)) - first), rate };
}

function allMovements(plan: PolygraphyPlan): MovementBurst[] {
  return [...plan.timeline.movements, ...plan.breathing.arousalMovements].sort(
    (a, b) => a.startSeconds - b.startSeconds,
  );
}

const LONGEST_MOVEMENT = 10;

function renderRespiration(
  plan: PolygraphyPlan,
  channel: 'airFlow' | 'effort',
  start: number,
  end: number,
) {
  const { first, count, rate } = range(plan, channel, start, end);
  const samples = new Float32Array(count);
  const { physiology, timeline, breathing } = plan;
  const isFlow = channel === 'airFlow';
  const amplitude = isFlow ? physiology.flowAmplitude : physiology.effortAmplitude;
  const drift = isFlow ? physiology.flowDrift : physiology.effortDrift;
  const key = noiseKey(plan.options.seed, STREAM[channel]);
  const from = first / rate;
  const breathAt = spanCursor(
    breathing.breaths.map((segment) => ({
      ...segment,
      startSeconds: segment.onsetSeconds,
      endSeconds: segment.onsetSeconds + segment.durationSeconds,
    })),
    from,
  );
  const positions = timeline.positions.map((interval, index) => ({ ...interval, index }));
  const positionAt = spanCursor(positions, from);
  const flowOffAt = spanCursor(timeline.flowOff, from);
  const movement = overlappingSum(allMovements(plan), from, LONGEST_MOVEMENT, movementValue);
  const cardiacHz = physiology.heartRate / 60;
  const wanderPeriod = isFlow ? 97 : 131;
  let driftSecond = -1;
  let driftGain = 1;
  for (let offset = 0; offset < count; offset += 1) {
    const index = first + offset;
    const time = index / rate;
    const noise = 0.03 * gaussianAt(key, index);
    if (isFlow && flowOffAt(time)) {
      // Cannula off: the pressure transducer reads only its own noise.
      samples[offset] = amplitude * 0.2 * noise;
      continue;
    }
    const segment = breathAt(time) as (BreathSegment & TimeSpan) | undefined;
    const position = positionAt(time);
    const positionGain = position ? physiology.positionGains[position.index] : undefined;
    const second = Math.floor(time);
    if (second !== driftSecond) {
      // Drifts take minutes; evaluating them once a second is exact enough and 10-50x cheaper.
      driftSecond = second;
      driftGain = Math.exp(driftAt(drift, second));
    }
    const gain = driftGain * (isFlow ? (positionGain?.flow ?? 1) : (positionGain?.effort ?? 1));
    let value = 0;
    let cardiogenic = 0.01;
    if (segment) {
      const phase = (time - segment.onsetSeconds) / segment.durationSeconds;
      if (isFlow) {
        value =
          segment.flowGain * flowShape(phase, segment.inspiratoryFraction, segment.flowLimited);
        // An open airway without breathing shows the heart's beats as small flow oscillations.
        if (segment.effortGain === 0) cardiogenic = 0.03;
      } else value = segment.effortGain * effortShape(phase, segment.inspiratoryFraction) - 0.45;
    }
    value += cardiogenic * Math.sin(2 * Math.PI * cardiacHz * time);
    value += 0.04 * Math.sin((2 * Math.PI * time) / wanderPeriod);
    value += (isFlow ? 0.6 : 1) * movement(time);
    samples[offset] = amplitude * (gain * value + noise);
  }
  return samples;
}

function renderSpo2(plan: PolygraphyPlan, start: number, end: number) {
  const { first, count, rate } = range(plan, 'spo2', start, end);
  const samples = new Float32Array(count);
  const { physiology, timeline, breathing } = plan;
  const key = noiseKey(plan.options.seed, STREAM.spo2);
  const from = first / rate;
  const offAt = spanCursor(timeline.oximeterOff, from);
  const deficits = breathing.events.map(({ truth }) => ({
    startSeconds: truth.desaturationStartSeconds,
    endSeconds: truth.desaturationEndSeconds,
    fall: truth.endSeconds - truth.startSeconds,
    depth: truth.desaturationPercent,
  }));
  const deficit = overlappingSum(deficits, from, 200, (span, time) => {
    const elapsed = time - span.startSeconds;
    if (elapsed < span.fall) return span.depth * (elapsed / span.fall) ** 1.2;
    const recovered = (elapsed - span.fall) / (span.endSeconds - span.startSeconds - span.fall);
    return span.depth * (1 - recovered * recovered * (3 - 2 * recovered));
  });
  const artefact = overlappingSum(
    breathing.spo2Artefacts,
    from,
    10,
    (dip, time) =>
      dip.depth *
      Math.sin((Math.PI * (time - dip.startSeconds)) / (dip.endSeconds - dip.startSeconds)),
  );
  for (let offset = 0; offset < count; offset += 1) {
    const index = first + offset;
    const time = index / rate;
    if (offAt(time)) {
      samples[offset] = Number.NaN;
      continue;
    }
    const value =
      physiology.spo2Baseline +
      driftAt(physiology.spo2Drift, time) -
      deficit(time) -
      artefact(time) +
      0.25 * gaussianAt(key, index);
    // Oximeters report whole percent.
    samples[offset] = Math.min(100, Math.max(50, Math.round(value)));
  }
  return samples;
}

function renderPulse(plan: PolygraphyPlan, start: number, end: number) {
  const { first, count, rate } = range(plan, 'pulse', start, end);
  const samples = new Float32Array(count);
  const { physiology, timeline, breathing } = plan;
  const key = noiseKey(plan.options.seed, STREAM.pulse);
  const from = first / rate;
  const offAt = spanCursor(timeline.oximeterOff, from);
  const wakeAt = spanCursor(timeline.wake, from);
  const responses = breathing.events.map((event) => ({
    startSeconds: event.truth.startSeconds,
    endSeconds: event.truth.endSeconds + 40,
    eventEnd: event.truth.endSeconds,
    bradycardia: event.bradycardia,
    surge: event.surge,
  }));
  const response = overlappingSum(responses, from, 200, (span, time) => {
    if (time < span.eventEnd)
      return -span.bradycardia * Math.min(1, (time - span.startSeconds) / 10);
    const after = time - span.eventEnd;
    // The arousal that ends an event raises the heart rate for a few beats (autonomic arousal).
    return after < 4 ? (span.surge * after) / 4 : span.surge * Math.exp(-(after - 4) / 8);
  });
  for (let offset = 0; offset < count; offset += 1) {
    const index = first + offset;
    const time = index / rate;
    if (offAt(time)) {
      samples[offset] = Number.NaN;
      continue;
    }
    const value =
      physiology.heartRate +
      driftAt(physiology.heartRateDrift, time) +
      (wakeAt(time) ? 7 : 0) +
      response(time) +
      0.8 * gaussianAt(key, index);
    samples[offset] = Math.round(value);
  }
  return samples;
}

function renderSnore(plan: PolygraphyPlan, start: number, end: number) {
  const { first, count, rate } = range(plan, 'snore', start, end);
  const samples = new Float32Array(count);
  const key = noiseKey(plan.options.seed, STREAM.snore);
  const from = first / rate;
  const snores = overlappingSum(plan.breathing.snores, from, 5, soundValue);
  const noises = overlappingSum(plan.breathing.noises, from, 5, soundValue);
  for (let offset = 0; offset < count; offset += 1) {
    const index = first + offset;
    const time = index / rate;
    samples[offset] = Math.exp(0.15 * gaussianAt(key, index)) + snores(time) + noises(time);
  }
  return samples;
}

function renderPosition(plan: PolygraphyPlan, start: number, end: number) {
  const { first, count, rate } = range(plan, 'bodyPosition', start, end);
  const samples = new Uint8Array(count);
  const positionAt = spanCursor(plan.timeline.positions, first / rate);
  for (let offset = 0; offset < count; offset += 1) {
    const position = positionAt((first + offset) / rate);
    samples[offset] = position ? positionCode(position.position) : positionCode('CHEST');
  }
  return samples;
}

/**
 * Draws the samples of every channel between two times of a planned recording (the whole of it by
 * default). Each sample depends only on the plan and its index, so rendering a long recording
 * chunk by chunk and joining the chunks gives exactly the one-shot samples.
 * @example
 * const plan = planPolygraphy({ seed: 1, durationSeconds: 86_400, severity: 'severe' });
 * for (let hour = 0; hour < 24; hour += 1) store(renderPolygraphy(plan, hour * 3600, (hour + 1) * 3600));
 */
export function renderPolygraphy(
  plan: PolygraphyPlan,
  startSeconds = 0,
  endSeconds = plan.options.durationSeconds,
): PolygraphyChannels {
  if (!(startSeconds >= 0 && endSeconds >= startSeconds))
    throw new RangeError('need 0 <= startSeconds <= endSeconds');
  return {
    airFlow: renderRespiration(plan, 'airFlow', startSeconds, endSeconds),
    effort: renderRespiration(plan, 'effort', startSeconds, endSeconds),
    spo2: renderSpo2(plan, startSeconds, endSeconds),
    pulse: renderPulse(plan, startSeconds, endSeconds),
    snore: renderSnore(plan, startSeconds, endSeconds),
    bodyPosition: renderPosition(plan, startSeconds, endSeconds),
  };
}
