import { AHI_EVENT_TYPES, bodyPositionStatistics } from '@telemed/analysis';
import type { BodyPositionStatistics } from '@telemed/analysis';
import { BODY_POSITIONS } from '@telemed/domain';
import type { BodyPosition, SignalSeries } from '@telemed/domain';
import type { TimeWindow, ViewerEvent } from '@telemed/signals';

/** Whether an event of `type` counts for the AHI (@telemed/analysis AHI_EVENT_TYPES). */
const isAhiEvent = (type: string): boolean => (AHI_EVENT_TYPES as readonly string[]).includes(type);

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
