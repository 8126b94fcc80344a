import type { TimeWindow } from '../cache/timeWindow';
import type { SignalChannelData, SignalSegment, SignalWindowData } from './signalData';

/** Number of points (samples or buckets) in a segment. */
export function pointCount(segment: SignalSegment): number {
  return segment.kind === 'samples' ? segment.values.length : segment.min.length;
}

/** Epoch milliseconds just after the segment's last point. */
export function segmentEnd(segment: SignalSegment): number {
  return segment.start + pointCount(segment) * segment.step;
}

/** Numbers held by a segment, the unit of the cache's memory budget. */
export function storedNumbers(segment: SignalSegment): number {
  return segment.kind === 'samples' ? segment.values.length : 2 * segment.min.length;
}

function slice(values: ArrayLike<number>, from: number, to: number): ArrayLike<number> {
  return Array.prototype.slice.call(values, from, to) as number[];
}

/**
 * The part of a segment whose points start inside `window`, or undefined when none does. Points
 * are kept whole: a bucket that begins inside the window stays even if it ends past it.
 */
export function clipSegment(segment: SignalSegment, window: TimeWindow): SignalSegment | undefined {
  const count = pointCount(segment);
  const from = Math.max(0, Math.ceil((window.start - segment.start) / segment.step));
  const to = Math.min(count, Math.ceil((window.end - segment.start) / segment.step));
  if (to <= from) return undefined;
  if (from === 0 && to === count) return segment;
  const start = segment.start + from * segment.step;
  return segment.kind === 'samples'
    ? { kind: 'samples', start, step: segment.step, values: slice(segment.values, from, to) }
    : {
        kind: 'envelope',
        start,
        step: segment.step,
        min: slice(segment.min, from, to),
        max: slice(segment.max, from, to),
      };
}

function clipChannel(channel: SignalChannelData, window: TimeWindow): SignalSegment[] {
  return channel.segments.flatMap((segment) => clipSegment(segment, window) ?? []);
}

/**
 * Joins two answers of the same resolution whose windows overlap or touch: `newer` wins where
 * they overlap, `older` supplies what lies outside `newer`. Used by the window cache so panning
 * grows one entry instead of piling up overlapping ones.
 */
export function mergeWindowData(
  older: SignalWindowData,
  newer: SignalWindowData,
): SignalWindowData {
  const window = {
    start: Math.min(older.window.start, newer.window.start),
    end: Math.max(older.window.end, newer.window.end),
  };
  const before = { start: older.window.start, end: newer.window.start };
  const after = { start: newer.window.end, end: older.window.end };
  const ids = new Set([...older.channels, ...newer.channels].map((channel) => channel.channelId));
  const channels = [...ids].map((channelId) => {
    const old = older.channels.find((channel) => channel.channelId === channelId);
    const fresh = newer.channels.find((channel) => channel.channelId === channelId);
    return {
      channelId,
      segments: [
        ...(old ? clipChannel(old, before) : []),
        ...(fresh?.segments ?? []),
        ...(old ? clipChannel(old, after) : []),
      ],
    };
  });
  return { window, resolution: newer.resolution, channels };
}

/** Numbers held by an answer, summed over channels and segments. */
export function windowDataSize(data: SignalWindowData): number {
  return data.channels.reduce(
    (total, channel) =>
      total + channel.segments.reduce((sum, segment) => sum + storedNumbers(segment), 0),
    0,
  );
}
