import {
  BODY_POSITIONS,
  HEART_RATE_BINS,
  SATURATION_BINS,
  bodyPositionStatistics,
  timeDistribution,
} from '@telemed/analysis';
import type { BinLayout } from '@telemed/analysis';
import type { BodyPosition, BodyPositionStatistics } from '@telemed/analysis';
import type { SignalSeries } from '@telemed/domain';
import type { TimeWindow, ViewerEvent } from '@telemed/signals';
import { AHI_EVENT_TYPES, isAhiEvent } from './eventStatistics';

/** One row of the apnea table. */
export interface ApneaRow {
  type: (typeof AHI_EVENT_TYPES)[number] | 'total';
  count: number;
  /** Events per hour of the time counted over; null without time. */
  perHour: number | null;
  /** Mean and longest duration in seconds; null without events. */
  meanSeconds: number | null;
  longestSeconds: number | null;
}

function rowOf(type: ApneaRow['type'], events: readonly ViewerEvent[], hours: number): ApneaRow {
  const seconds = events.map((event) => (event.end - event.start) / 1000);
  return {
    type,
    count: events.length,
    perHour: hours > 0 ? events.length / hours : null,
    meanSeconds: seconds.length
      ? seconds.reduce((sum, value) => sum + value, 0) / seconds.length
      : null,
    longestSeconds: seconds.length ? Math.max(...seconds) : null,
  };
}

/**
 * The apnea table of the examination view: per kind of apnea and for hypopneas the count, the
 * index per hour, the mean and the longest duration, and their total (whose index is the AHI).
 */
export function apneaTable(events: readonly ViewerEvent[], hours: number): ApneaRow[] {
  const counted = events.filter((event) => isAhiEvent(event.type));
  return [
    ...AHI_EVENT_TYPES.map((type) =>
      rowOf(
        type,
        counted.filter((event) => event.type === type),
        hours,
      ),
    ),
    rowOf('total', counted, hours),
  ];
}

/** A span of the recording in one body position, epoch ms. */
export interface PositionSpan extends TimeWindow {
  position: BodyPosition;
}

/**
 * The body position over the recording from its position channel (codes are indexes into
 * BODY_POSITIONS): consecutive points in one position become one span. An envelope point whose
 * bucket holds a change counts as the position it changes to; points without a known code
 * (gaps, out-of-range codes) leave a hole.
 */
export function positionSpansOf(series: SignalSeries | undefined): PositionSpan[] {
  if (!series) return [];
  const codes = series.kind === 'raw' ? series.values : series.max;
  const spans: PositionSpan[] = [];
  codes.forEach((code, index) => {
    const position = code === null ? undefined : BODY_POSITIONS[Math.round(code)];
    const start = series.start + index * series.step;
    const end = start + series.step;
    const last = spans.at(-1);
    if (!position) return;
    if (last && last.position === position && last.end === start) last.end = end;
    else spans.push({ start, end, position });
  });
  return spans;
}

/**
 * Time in each body position and the AHI in it, over the recording (clinical-domain §3 body
 * positions; @telemed/analysis `bodyPositionStatistics` counts each apnea or hypopnea in the
 * position at its start).
 */
export function positionFigures(
  spans: readonly PositionSpan[],
  events: readonly ViewerEvent[],
  recording: TimeWindow,
): BodyPositionStatistics[] {
  const seconds = (time: number) => (time - recording.start) / 1000;
  return bodyPositionStatistics(
    spans.map((span) => ({
      position: span.position,
      startSeconds: seconds(span.start),
      endSeconds: seconds(span.end),
    })),
    [{ startSeconds: 0, endSeconds: seconds(recording.end) }],
    events.filter((event) => isAhiEvent(event.type)).map((event) => seconds(event.start)),
  );
}

/** Time at each level of a channel, in the bins DistributionChart draws (seconds per bin). */
export interface LevelDistribution {
  from: number;
  to: number;
  value: number;
}

/**
 * Time spent at each level of a channel over the recording, from the overview's points: each
 * point stands for its bucket's time at the middle of its range. The overview has 1000 points,
 * so a night is read in buckets of about half a minute; a dip shorter than that counts at its
 * bucket's middle (the full-resolution distribution is the report's).
 */
function levelDistribution(series: SignalSeries | undefined, layout: BinLayout) {
  if (!series) return [];
  const levels =
    series.kind === 'raw'
      ? series.values.map((value) => value ?? Number.NaN)
      : series.min.map((low, index) => {
          const high = series.max[index];
          return low === null || high === null || high === undefined
            ? Number.NaN
            : (low + high) / 2;
        });
  return timeDistribution(levels, series.step / 1000, layout).map((bin) => ({
    from: bin.from,
    to: bin.to,
    value: bin.seconds,
  }));
}

/** Time at each SpO2 level (5 % bins over 50-100 %), from the recording's SpO2 channel. */
export const saturationLevels = (series: SignalSeries | undefined): LevelDistribution[] =>
  levelDistribution(series, SATURATION_BINS);

/** Time at each heart rate (10 bpm bins over 0-200), from the recording's pulse channel. */
export const heartRateLevels = (series: SignalSeries | undefined): LevelDistribution[] =>
  levelDistribution(series, HEART_RATE_BINS);
