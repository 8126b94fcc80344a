/**
 * The recording the viewer benchmarks draw: 24 h of eight channels as a Holter-polygraphy
 * examination has them (six ECG leads at 250 Hz, air flow at 25 Hz and SpO₂), from the synthetic
 * generators of `@telemed/analysis`, and 10,000 events spread over the day.
 */
import {
  generateSyntheticEcg,
  holterScenario,
  planPolygraphy,
  renderPolygraphy,
} from '@telemed/analysis/synthetic';
import type { ViewerEvent } from '../../src/events/viewerEvent';
import type { SignalChannel } from '../../src/model/signalData';
import type { SampledSource } from '../../src/stories/sampledFetcher';

const HOUR = 3_600_000;
/** 20:00 UTC, an evening start as a Holter fitted in the afternoon clinic. */
export const BENCH_START = Date.UTC(2026, 10, 20, 20);
export const BENCH_RECORDING = { start: BENCH_START, end: BENCH_START + 24 * HOUR };
/** Events in the recording: the "10,000 events in a night stay fluid". */
export const BENCH_EVENT_COUNT = 10_000;

const ECG_LEADS = ['I', 'II', 'III', 'aVF', 'V1', 'V5'] as const;
const ECG_RATE = 250;
const FLOW_RATE = 25;
/** Generated stretches repeat over the day: 10 min of ECG, 1 h of polygraphy. */
const ECG_TILE_SECONDS = 600;
const POLYGRAPHY_TILE_SECONDS = 3_600;

export const BENCH_CHANNELS: SignalChannel[] = [
  ...ECG_LEADS.map((lead) => ({
    id: lead,
    label: lead,
    type: 'ecg' as const,
    unit: 'V',
    samplingRate: ECG_RATE,
  })),
  { id: 'flow', label: 'Flow', type: 'flow', unit: 'a.u.', samplingRate: FLOW_RATE },
  { id: 'spo2', label: 'SpO₂', type: 'spo2', unit: '%', samplingRate: 1 },
];

function channel(id: string): SignalChannel {
  const found = BENCH_CHANNELS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no bench channel ${id}`);
  return found;
}

/** The channels' samples, answered by `sampledFetcher` as the server answers (tiled over 24 h). */
export function benchSources(): SampledSource[] {
  const ecg = generateSyntheticEcg(
    holterScenario('arrhythmic', {
      durationSeconds: ECG_TILE_SECONDS,
      seed: 4,
      leads: ECG_LEADS,
      samplingRate: ECG_RATE,
    }),
  );
  const plan = planPolygraphy({
    seed: 3,
    durationSeconds: POLYGRAPHY_TILE_SECONDS,
    severity: 'severe',
    samplingRates: { airFlow: FLOW_RATE, effort: FLOW_RATE, snore: 5 },
  });
  const polygraphy = renderPolygraphy(plan);
  const length = BENCH_RECORDING.end - BENCH_RECORDING.start;
  return [
    ...ECG_LEADS.map((lead, index) => ({
      channel: channel(lead),
      samples: ecg.signals[index] ?? new Float32Array(),
      start: BENCH_START,
      length,
      scale: 1 / 1000,
    })),
    { channel: channel('flow'), samples: polygraphy.airFlow, start: BENCH_START, length },
    { channel: channel('spo2'), samples: polygraphy.spo2, start: BENCH_START, length },
  ];
}

/** Kinds of events the benchmark scatters, each on the channel a reviewer would mark it on. */
const EVENT_KINDS: readonly { type: string; signal: string; seconds: number }[] = [
  { type: 'APNEA_OBSTRUCTIVE', signal: 'flow', seconds: 22 },
  { type: 'HYPOPNEA', signal: 'flow', seconds: 18 },
  { type: 'DESATURATION', signal: 'spo2', seconds: 30 },
  { type: 'ATRIAL_FIBRILLATION', signal: 'all', seconds: 45 },
  { type: 'VENTRICULAR_TACHYCARDIA', signal: 'II', seconds: 4 },
  { type: 'PAUSE', signal: 'I', seconds: 2.5 },
  { type: 'ARTIFACT', signal: 'V1', seconds: 12 },
  { type: 'SNORE', signal: 'flow', seconds: 6 },
];

/**
 * {@link BENCH_EVENT_COUNT} events evenly over the day (one every 8.6 s), cycling through the kinds
 * above, so every window holds its share and the whole day holds all of them.
 */
export function benchEvents(): ViewerEvent[] {
  const every = (BENCH_RECORDING.end - BENCH_RECORDING.start) / BENCH_EVENT_COUNT;
  return Array.from({ length: BENCH_EVENT_COUNT }, (_, index) => {
    const kind = EVENT_KINDS[index % EVENT_KINDS.length] as (typeof EVENT_KINDS)[number];
    const start = BENCH_START + index * every;
    return {
      id: `e${index}`,
      type: kind.type,
      start,
      end: Math.min(BENCH_RECORDING.end, start + kind.seconds * 1000),
      signal: kind.signal,
      origin: index % 5 === 0 ? 'user' : 'analysis',
      showInReport: true,
    };
  });
}
