import {
  ALL_SIGNALS,
  RAW_HOUR_LIMIT,
  SIGNALS_DEFAULT_POINTS,
  SIGNALS_MAX_POINTS,
} from '@telemed/domain';
import type { SignalBreak, SignalSeries } from '@telemed/domain';
import { queryWindow } from '@telemed/formats';
import type { SignalWindow } from '@telemed/formats';
import type { RecordingChannelRow } from '../db/schema';
import type { OpenRecording } from './openRecordings';

/** Volts per unit of the ECG units files use; ECG is answered in volts (platform-core §9 x1000). */
const VOLTS_PER_UNIT: Record<string, number> = { V: 1, mV: 1e-3, uV: 1e-6, µV: 1e-6, nV: 1e-9 };

/** How a channel's stored values become the answer's: a unit and a factor. */
export function answerUnit(channel: Pick<RecordingChannelRow, 'type' | 'unit'>): {
  unit: string;
  factor: number;
} {
  const volts = channel.type === 'ecg' ? VOLTS_PER_UNIT[channel.unit.trim()] : undefined;
  return volts === undefined ? { unit: channel.unit, factor: 1 } : { unit: 'V', factor: volts };
}

/**
 * Decimal places that keep a channel's values exact to its quantisation step (physical range over
 * 2^16 levels, EDF's 16 bits; BDF's finer steps are below any display's resolution). Rounding to
 * them keeps each JSON number short instead of float32's 17 digits.
 */
function decimalsOf(channel: RecordingChannelRow, factor: number): number {
  const step = (Math.abs(channel.physicalMax - channel.physicalMin) * factor) / 65_536;
  if (!(step > 0) || !Number.isFinite(step)) return 6;
  return Math.min(12, Math.max(0, Math.ceil(-Math.log10(step)) + 1));
}

function toJsonValues(values: Float32Array, factor: number, decimals: number): (number | null)[] {
  const scale = 10 ** decimals;
  const out = new Array<number | null>(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index] as number;
    out[index] = Number.isNaN(value) ? null : Math.round(value * factor * scale) / scale;
  }
  return out;
}

/** A window request on one recording: epoch ms and the seconds each point covers. */
export interface WindowRequest {
  recordingStartMs: number;
  startMs: number;
  endMs: number;
  /** Seconds per point; default span / SIGNALS_DEFAULT_POINTS. */
  duration?: number;
}

/** Points of a window: one per `duration` seconds, at most SIGNALS_MAX_POINTS. */
export function pointsOf(request: WindowRequest): number {
  const spanSeconds = (request.endMs - request.startMs) / 1000;
  const points =
    request.duration === undefined
      ? SIGNALS_DEFAULT_POINTS
      : Math.ceil(spanSeconds / request.duration - 1e-9);
  return Math.min(SIGNALS_MAX_POINTS, Math.max(1, points));
}

function toSeries(
  channel: RecordingChannelRow,
  window: SignalWindow,
  recordingStartMs: number,
): SignalSeries {
  const { unit, factor } = answerUnit(channel);
  const decimals = decimalsOf(channel, factor);
  const breaks: SignalBreak[] = window.breaks.map((gap) => ({
    startDate: recordingStartMs + gap.start * 1000,
    endDate: recordingStartMs + gap.end * 1000,
  }));
  const base = {
    id: channelId(channel),
    label: channel.label,
    type: channel.type,
    unit,
    samplingRate: channel.samplingRate,
    start: recordingStartMs + window.start * 1000,
    step: window.step * 1000,
    breaks,
  };
  return window.kind === 'raw'
    ? { ...base, kind: 'raw', values: toJsonValues(window.values, factor, decimals) }
    : {
        ...base,
        kind: 'envelope',
        min: toJsonValues(window.mins, factor, decimals),
        max: toJsonValues(window.maxs, factor, decimals),
      };
}

/** The public id of a channel: its position (`ch0`, `ch1`...), stable within a recording. */
export function channelId(channel: Pick<RecordingChannelRow, 'position'>): string {
  return `ch${channel.position}`;
}

/**
 * The channels a `view` names: `all`, a signal type, or comma-separated channel ids; unknown
 * names select nothing.
 */
export function channelsOfView<Channel extends Pick<RecordingChannelRow, 'position' | 'type'>>(
  channels: Channel[],
  view: string,
): Channel[] {
  if (view === '' || view === ALL_SIGNALS) return channels;
  const names = new Set(view.split(',').map((name) => name.trim()));
  return channels.filter((channel) => names.has(channelId(channel)) || names.has(channel.type));
}

/**
 * Answers a window of each channel with O(points) values: raw samples when zoomed in up to
 * the raw hour limit, min/max envelopes from the pyramid otherwise (see @telemed/formats
 * `queryWindow`), with break markers over gaps.
 */
export async function signalWindows(
  open: OpenRecording,
  channels: RecordingChannelRow[],
  request: WindowRequest,
): Promise<SignalSeries[]> {
  const pixels = pointsOf(request);
  const start = (request.startMs - request.recordingStartMs) / 1000;
  const end = (request.endMs - request.recordingStartMs) / 1000;
  return Promise.all(
    channels.map(async (channel) => {
      const pyramid = open.pyramids.get(channel.id);
      if (!pyramid) throw new Error(`channel ${channel.id} has no open pyramid`);
      const window = await queryWindow({
        pyramid,
        readRaw: async (from, to) => {
          const [samples] = await open.edf.readWindow({
            start: from,
            end: to,
            channels: [channel.edfSignalIndex],
          });
          if (!samples) throw new Error(`signal ${channel.edfSignalIndex} is not in the file`);
          return samples;
        },
        start,
        end,
        pixels,
        rawSecondsLimit: RAW_HOUR_LIMIT * 3600,
      });
      return toSeries(channel, window, request.recordingStartMs);
    }),
  );
}
