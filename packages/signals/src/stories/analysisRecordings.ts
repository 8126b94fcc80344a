import { BODY_POSITIONS } from '@telemed/domain';
import {
  generateCovidRecording,
  generateSyntheticEcg,
  holterScenario,
  planPolygraphy,
  renderPolygraphy,
} from '@telemed/analysis/synthetic';
import type { DetectedEvent } from '@telemed/analysis';
import type { ViewerBeat } from '../beats/viewerBeat';
import type { SignalFetcher } from '../cache/signalFetcher';
import type { TimeWindow } from '../cache/timeWindow';
import type { ViewerEvent } from '../events/viewerEvent';
import type { SignalChannel } from '../model/signalData';
import { sampledFetcher } from './sampledFetcher';

const HOUR = 3_600_000;

/** A synthetic examination: its channels, data, detected events and (for ECG) beats. */
export interface StoryRecording {
  recording: TimeWindow;
  channels: SignalChannel[];
  fetcher: SignalFetcher;
  events: ViewerEvent[];
  beats?: ViewerBeat[];
}

function toViewerEvents(
  detected: readonly DetectedEvent[],
  start: number,
  prefix: string,
  signal: (event: DetectedEvent) => string,
  describe?: (event: DetectedEvent) => string,
): ViewerEvent[] {
  return detected.map((event, index) => ({
    id: `${prefix}${index}`,
    type: event.type,
    start: start + event.startSeconds * 1000,
    end: start + event.endSeconds * 1000,
    signal: signal(event),
    origin: 'analysis',
    description: describe?.(event) ?? event.description ?? null,
    showInReport: true,
  }));
}

/** The generated 10 minutes repeat over the day: 144 copies of the same arrhythmic stretch. */
const HOLTER_TILE_SECONDS = 600;

/**
 * A 24 h two-lead Holter (250 Hz, sent in volts) from `@telemed/analysis`'s arrhythmic preset:
 * 10 generated minutes (bigeminy, trigeminy, AF, flutter, VT, pauses, electrode off) tiled over
 * the day, its rhythm episodes (sinus rhythm too, drawn as strips) as detected events and its
 * beats with their classes.
 */
export function holter24h(start: number): StoryRecording {
  const ecg = generateSyntheticEcg(
    holterScenario('arrhythmic', { durationSeconds: HOLTER_TILE_SECONDS, seed: 4 }),
  );
  const length = 24 * HOUR;
  const channels = ecg.leads.map((lead) => ({
    id: lead,
    label: lead,
    type: 'ecg' as const,
    unit: 'V',
    samplingRate: ecg.samplingRate,
  }));
  const fetcher = sampledFetcher(
    ecg.signals.map((samples, index) => ({
      channel: channels[index] as SignalChannel,
      samples,
      start,
      length,
      scale: 1 / 1000,
    })),
  );
  const tiles = Math.round(length / (HOLTER_TILE_SECONDS * 1000));
  const events: ViewerEvent[] = [];
  const beats: ViewerBeat[] = [];
  for (let tile = 0; tile < tiles; tile += 1) {
    const tileStart = start + tile * HOLTER_TILE_SECONDS * 1000;
    events.push(
      ...toViewerEvents(ecg.episodes, tileStart, `h${tile}-`, (event) => event.signal ?? 'all'),
    );
    ecg.beats.forEach((beat, index) =>
      beats.push({
        id: `b${tile}-${index}`,
        time: tileStart + (beat.sample / ecg.samplingRate) * 1000,
        label: beat.beatClass,
      }),
    );
  }
  return { recording: { start, end: start + length }, channels, fetcher, events, beats };
}

/**
 * An 8 h severe polygraphy from `@telemed/analysis` (AHI ≥ 30): flow, effort, SpO₂, pulse, snore
 * and body position, with its apneas, hypopneas, desaturations, snores and wake as events on
 * their signals. Flow and effort at 10 Hz, snore at 5 Hz, enough to draw and quicker to generate.
 */
export function polygraphy8h(start: number): StoryRecording {
  const plan = planPolygraphy({
    seed: 3,
    durationSeconds: 8 * 3_600,
    severity: 'severe',
    samplingRates: { airFlow: 10, effort: 10, snore: 5 },
  });
  const data = renderPolygraphy(plan);
  const rates = plan.samplingRates;
  const channels: SignalChannel[] = [
    { id: 'airFlow', label: 'Flow', type: 'flow', unit: 'a.u.', samplingRate: rates.airFlow },
    { id: 'effort', label: 'Thorax', type: 'effort', unit: 'a.u.', samplingRate: rates.effort },
    { id: 'spo2', label: 'SpO₂', type: 'spo2', unit: '%', samplingRate: rates.spo2 },
    { id: 'pulse', label: 'Pulse', type: 'pulse', unit: 'bpm', samplingRate: rates.pulse },
    { id: 'snore', label: 'Snore', type: 'snore', unit: 'a.u.', samplingRate: rates.snore },
    {
      id: 'bodyPosition',
      label: 'Position',
      type: 'position',
      unit: '',
      samplingRate: rates.bodyPosition,
    },
  ];
  const fetcher = sampledFetcher([
    { channel: channels[0] as SignalChannel, samples: data.airFlow, start },
    { channel: channels[1] as SignalChannel, samples: data.effort, start },
    { channel: channels[2] as SignalChannel, samples: data.spo2, start },
    { channel: channels[3] as SignalChannel, samples: data.pulse, start },
    { channel: channels[4] as SignalChannel, samples: data.snore, start },
    { channel: channels[5] as SignalChannel, samples: data.bodyPosition, start },
  ]);
  const truth = plan.groundTruth;
  const events = [
    ...toViewerEvents(
      truth.events,
      start,
      'r',
      () => 'airFlow',
      (event) =>
        `Flow −${Math.round((event as (typeof truth.events)[number]).flowReductionPercent)} %`,
    ),
    ...toViewerEvents(
      truth.desaturations,
      start,
      'd',
      () => 'spo2',
      (event) =>
        `SpO₂ −${(event as (typeof truth.desaturations)[number]).dropPercent.toFixed(1)} %`,
    ),
    ...toViewerEvents(truth.snores, start, 's', () => 'snore'),
    ...toViewerEvents(truth.wake, start, 'w', () => 'all'),
  ];
  return { recording: { start, end: start + 8 * HOUR }, channels, fetcher, events };
}

/** Body positions in the order of the position channel's values, for labels. */
export const POSITION_CODES = BODY_POSITIONS;

/**
 * Two days of COVID home monitoring from `@telemed/analysis` (moderate course): pulse, SpO₂,
 * respiration rate, temperature and cough, with the alert episodes as events.
 */
export function covidDays(start: number, days = 2): StoryRecording {
  const { recording, truth } = generateCovidRecording({
    seed: 1,
    durationSeconds: days * 86_400,
    severity: 'moderate',
    startEpochMs: start,
  });
  const specs: [keyof typeof recording.channels, string, SignalChannel['type'], string][] = [
    ['pulse', 'Pulse', 'pulse', 'bpm'],
    ['spo2', 'SpO₂', 'spo2', '%'],
    ['respirationRate', 'Resp.', 'other', '/min'],
    ['temperature', 'Temp.', 'other', '°C'],
    ['cough', 'Cough', 'other', 'a.u.'],
  ];
  const sources = specs.flatMap(([id, label, type, unit]) => {
    const channel = recording.channels[id];
    return channel
      ? [
          {
            channel: { id, label, type, unit, samplingRate: channel.samplingRate },
            samples: channel.samples,
            start,
          },
        ]
      : [];
  });
  return {
    recording: { start, end: start + days * 24 * HOUR },
    channels: sources.map((source) => source.channel),
    fetcher: sampledFetcher(sources),
    events: toViewerEvents(truth, start, 'c', (event) => event.signal ?? 'all'),
  };
}

/** Memoises a generator, so a stories file generates its recording once for all its stories. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
