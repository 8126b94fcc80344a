import type { SignalSeries, SignalType } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';
import type {
  SignalChannel,
  SignalChannelType,
  SignalSegment,
  SignalWindowData,
} from '../model/signalData';

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

/** The viewer's channel of one series of a signals answer (spec platform-core §3, Signals). */
export function channelOfSeries(series: SignalSeries): SignalChannel {
  return {
    id: series.id,
    label: series.label,
    type: CHANNEL_TYPES[series.type],
    unit: series.unit,
    samplingRate: series.samplingRate,
    signal: series.type,
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

/** The gap-free segments of one series of a signals answer (raw samples or a min/max envelope). */
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

/** The series of a signals answer as the viewer's data over `window` at `resolution` ms a point. */
export function windowDataOfSeries(
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
