import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { SignalChannel, SignalSegment } from '../model/signalData';

/** A synthetic channel: its description and its value (as sent) at any time. */
export interface SyntheticChannel {
  channel: SignalChannel;
  value(time: number): number;
  /** Times inside [from, to) where the signal peaks (R waves), so envelopes do not miss them. */
  landmarks?(from: number, to: number): number[];
}

const MINUTE = 60_000;

/** A repeatable pseudo-random number in [0, 1) for an integer (a 32-bit integer hash). */
function hash(n: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}

/** RR interval (ms) during minute `minute`: a day-night rhythm of 55-85 bpm with jitter. */
function rrOfMinute(minute: number): number {
  const bpm = 70 + 15 * Math.sin((2 * Math.PI * minute) / (24 * 60)) + 6 * (hash(minute) - 0.5);
  return 60_000 / bpm;
}

/** The R-peak time closest to `time`. */
function nearestBeat(time: number): number {
  const minute = Math.floor(time / MINUTE);
  const rr = rrOfMinute(minute);
  return minute * MINUTE + Math.round((time - minute * MINUTE) / rr) * rr;
}

/** Waves of one beat: amplitude (mV), offset from R (ms), width (ms) of a Gaussian. */
type Wave = [number, number, number];

/**
 * An ECG lead as a sum of Gaussian waves per beat (P, Q, R, S, T; McSharry et al., "A dynamical
 * model for generating synthetic electrocardiogram signals", IEEE TBME 2003), sent in volts.
 */
export function syntheticEcgLead(id: string, label: string, waves: Wave[]): SyntheticChannel {
  return {
    channel: { id, label, type: 'ecg', unit: 'V', samplingRate: 250 },
    value(time) {
      const beat = nearestBeat(time);
      const rr = rrOfMinute(Math.floor(time / MINUTE));
      let millivolts = 0.02 * Math.sin(time / 900); // baseline wander
      // The neighbouring beats' waves too, so a T wave fades into the next P without a step.
      for (const around of [beat - rr, beat, beat + rr])
        for (const [amplitude, offset, width] of waves)
          millivolts += amplitude * Math.exp(-(((time - around - offset) / width) ** 2) / 2);
      return millivolts / 1000;
    },
    landmarks(from, to) {
      const times: number[] = [];
      for (
        let beat = nearestBeat(from);
        beat < to;
        beat = nearestBeat(beat + rrOfMinute(Math.floor(beat / MINUTE)) + 1)
      )
        if (beat >= from) times.push(beat);
      return times;
    },
  };
}

/** Lead II of a healthy adult. */
export const leadII = syntheticEcgLead('II', 'II', [
  [0.15, -200, 25],
  [-0.1, -30, 10],
  [1.2, 0, 12],
  [-0.25, 30, 10],
  [0.3, 260, 50],
]);

/** Lead V5: a taller R, a small S. */
export const leadV5 = syntheticEcgLead('V5', 'V5', [
  [0.1, -200, 25],
  [-0.05, -30, 10],
  [1.6, 0, 12],
  [-0.1, 30, 10],
  [0.4, 260, 50],
]);

/** True while the synthetic sleeper is in an obstructive apnea: 20 s of every 90 s. */
function inApnea(time: number): boolean {
  return time % 90_000 < 20_000;
}

/** Nasal flow: breaths every 4 s, absent during apneas (arbitrary units). */
export const flow: SyntheticChannel = {
  channel: { id: 'flow', label: 'Flow', type: 'flow', unit: 'a.u.', samplingRate: 32 },
  value: (time) => (inApnea(time) ? 0.05 : 1) * Math.sin((2 * Math.PI * time) / 4_000),
};

/** Thoracic effort: continues, stronger, through obstructive apneas. */
export const effort: SyntheticChannel = {
  channel: { id: 'effort', label: 'Thorax', type: 'effort', unit: 'a.u.', samplingRate: 32 },
  value: (time) => (inApnea(time) ? 1.4 : 1) * Math.sin((2 * Math.PI * time) / 4_000 - 0.4),
};

/** SpO₂: 96 %, falling to about 88 % some 30 s after each apnea begins. */
export const spo2: SyntheticChannel = {
  channel: { id: 'spo2', label: 'SpO₂', type: 'spo2', unit: '%', samplingRate: 1 },
  value: (time) => {
    const phase = ((time - 30_000 + 90_000) % 90_000) / 1000;
    return Math.round(96 - (phase < 25 ? 8 * Math.sin((Math.PI * phase) / 25) : 0));
  },
};

/** Most points evaluated per envelope bucket besides the landmarks. */
const POINTS_PER_BUCKET = 24;

function segmentOf(source: SyntheticChannel, part: TimeWindow, resolution: number): SignalSegment {
  const period = 1000 / source.channel.samplingRate;
  if (resolution <= period) {
    const first = Math.ceil(part.start / period);
    const values: number[] = [];
    for (let index = first; index * period < part.end; index += 1)
      values.push(source.value(index * period));
    return { kind: 'samples', start: first * period, step: period, values };
  }
  const min: number[] = [];
  const max: number[] = [];
  for (let bucket = part.start; bucket < part.end; bucket += resolution) {
    const end = Math.min(bucket + resolution, part.end);
    const points = Math.min(POINTS_PER_BUCKET, Math.ceil((end - bucket) / period));
    const times = [
      ...Array.from({ length: points }, (_, i) => bucket + ((end - bucket) * i) / points),
      ...(source.landmarks?.(bucket, end) ?? []),
    ];
    const values = times.map((time) => source.value(time));
    min.push(Math.min(...values));
    max.push(Math.max(...values));
  }
  return { kind: 'envelope', start: part.start, step: resolution, min, max };
}

/** `window` without the `gaps`, as the parts that have data. */
function partsOutside(window: TimeWindow, gaps: readonly TimeWindow[]): TimeWindow[] {
  let parts = [window];
  for (const gap of gaps)
    parts = parts.flatMap((part) =>
      [
        { start: part.start, end: Math.min(part.end, gap.start) },
        { start: Math.max(part.start, gap.end), end: part.end },
      ].filter((piece) => piece.end > piece.start),
    );
  return parts;
}

/**
 * A fetcher answering like the server (O(pixels) points, raw samples when zoomed in, segments
 * split at gaps) from synthetic channels, after `latencyMs`; it honours the abort signal.
 */
export function syntheticFetcher(
  sources: readonly SyntheticChannel[],
  { gaps = [], latencyMs = 20 }: { gaps?: readonly TimeWindow[]; latencyMs?: number } = {},
): SignalFetcher {
  return ({ window, resolution, signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const parts = partsOutside(window, gaps);
        resolve({
          window,
          resolution,
          channels: sources.map((source) => ({
            channelId: source.channel.id,
            segments: parts.map((part) => segmentOf(source, part, resolution)),
          })),
        });
      }, latencyMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}
