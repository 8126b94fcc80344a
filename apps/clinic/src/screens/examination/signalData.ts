import { SIGNALS_MAX_POINTS } from '@telemed/domain';
import type {
  ApiClient,
  ExaminationRef,
  SignalSeries,
  SignalType,
  SignalsOverviewResponse,
} from '@telemed/domain';
import type {
  SignalChannel,
  SignalChannelType,
  SignalFetcher,
  SignalSegment,
  SignalWindowData,
  TimeWindow,
} from '@telemed/signals';
import { positionSpansOf } from './recordingFigures';
import type { PositionSpan } from './recordingFigures';

/** How the viewer draws each recorded signal type (its amplitude rules, its event colours). */
const CHANNEL_TYPES: Record<SignalType, SignalChannelType> = {
  ecg: 'ecg',
  airflow: 'flow',
  chestVolume: 'effort',
  spo2: 'spo2',
  pulse: 'pulse',
  snore: 'snore',
  bodyPosition: 'position',
  respirationRate: 'other',
  temperature: 'other',
  cough: 'other',
  other: 'other',
};

/** The viewer's channel of one series of the API. */
export function channelOfSeries(series: SignalSeries): SignalChannel {
  return {
    id: series.id,
    label: series.label,
    type: CHANNEL_TYPES[series.type],
    unit: series.unit,
    samplingRate: series.samplingRate,
  };
}

/**
 * Runs of consecutive non-null points as `[from, to)` index pairs: the API sends null inside its
 * break markers, which the viewer draws as gaps between segments.
 */
function runsOf(values: readonly (number | null)[]): [number, number][] {
  const runs: [number, number][] = [];
  let from = -1;
  values.forEach((value, index) => {
    if (value === null) {
      if (from >= 0) runs.push([from, index]);
      from = -1;
    } else if (from < 0) from = index;
  });
  if (from >= 0) runs.push([from, values.length]);
  return runs;
}

function numbers(values: readonly (number | null)[], from: number, to: number): Float64Array {
  const out = new Float64Array(to - from);
  for (let index = from; index < to; index += 1) out[index - from] = values[index] ?? 0;
  return out;
}

/** The gap-free segments of one API series (raw samples or a min/max envelope). */
export function segmentsOfSeries(series: SignalSeries): SignalSegment[] {
  const { start, step } = series;
  if (series.kind === 'raw')
    return runsOf(series.values).map(([from, to]) => ({
      kind: 'samples',
      start: start + from * step,
      step,
      values: numbers(series.values, from, to),
    }));
  // An envelope point is missing when either bound is.
  const present = series.min.map((low, index) =>
    low === null ? null : (series.max[index] ?? null),
  );
  return runsOf(present).map(([from, to]) => ({
    kind: 'envelope',
    start: start + from * step,
    step,
    min: numbers(series.min, from, to),
    max: numbers(series.max, from, to),
  }));
}

/** An API answer as the viewer's window data. */
export function windowDataOf(
  window: TimeWindow,
  resolution: number,
  signals: readonly SignalSeries[],
): SignalWindowData {
  return {
    window,
    resolution,
    channels: signals.map((series) => ({
      channelId: series.id,
      segments: segmentsOfSeries(series),
    })),
  };
}

/**
 * The window cut into pieces the API accepts: one signals call may hold at most
 * SIGNALS_MAX_POINTS points per channel, and the viewer's preloaded window (the view and four
 * spans on each side, spec platform-core §4) is nine views of about one point per pixel wide.
 */
export function windowPieces(window: TimeWindow, resolution: number): TimeWindow[] {
  const longest = SIGNALS_MAX_POINTS * resolution;
  const count = Math.max(1, Math.ceil((window.end - window.start) / longest - 1e-9));
  const length = (window.end - window.start) / count;
  return Array.from({ length: count }, (_, index) => ({
    start: window.start + index * length,
    end: index === count - 1 ? window.end : window.start + (index + 1) * length,
  }));
}

/** Answers of consecutive pieces joined into one answer over `window`. */
export function joinPieces(
  window: TimeWindow,
  resolution: number,
  pieces: readonly SignalWindowData[],
): SignalWindowData {
  const ids = [...new Set(pieces.flatMap((piece) => piece.channels.map((c) => c.channelId)))];
  return {
    window,
    resolution,
    channels: ids.map((channelId) => ({
      channelId,
      segments: pieces.flatMap(
        (piece) =>
          piece.channels.find((channel) => channel.channelId === channelId)?.segments ?? [],
      ),
    })),
  };
}

/**
 * The viewer's fetcher over GET .../signals (spec platform-core §7): the window as epoch ms,
 * every channel, `duration` the seconds each point covers; a window wider than one call may
 * answer is fetched in pieces at once and joined.
 */
export function signalsFetcher(client: ApiClient, ref: ExaminationRef): SignalFetcher {
  return async ({ window, resolution, signal }) => {
    const pieces = await Promise.all(
      windowPieces(window, resolution).map(async (piece) => {
        const answer = await client.signals.window(
          {
            params: ref,
            query: {
              startDate: Math.floor(piece.start),
              endDate: Math.ceil(piece.end),
              view: 'all',
              duration: resolution / 1000,
            },
          },
          { signal },
        );
        return windowDataOf(piece, resolution, answer.signals);
      }),
    );
    return joinPieces(window, resolution, pieces);
  };
}

/** The recording's span and channels as the overview (GET .../signalsoverview) describes them. */
export interface RecordingOverview {
  recording: TimeWindow;
  channels: SignalChannel[];
  /** The whole recording at the overview's resolution. */
  data: SignalWindowData;
  /** The body position over the recording, from its position channel; empty without one. */
  positions: PositionSpan[];
}

/** The overview answer as the recording's span, its channels and the overview strip's data. */
export function recordingOverviewOf(answer: SignalsOverviewResponse): RecordingOverview {
  const { startDate, endDate, signals } = answer.signalsOverview;
  const recording = { start: startDate, end: endDate };
  const step = signals[0]?.step ?? (endDate - startDate) / 1000;
  return {
    recording,
    channels: signals.map(channelOfSeries),
    data: windowDataOf(recording, step, signals),
    positions: positionSpansOf(signals.find((series) => series.type === 'bodyPosition')),
  };
}

/** The overview strip's fetcher: the overview already loaded, whatever window it asks for. */
export function overviewFetcher(overview: RecordingOverview): SignalFetcher {
  return () => Promise.resolve(overview.data);
}
