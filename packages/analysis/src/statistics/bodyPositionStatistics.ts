import type { BodyPosition } from '@telemed/domain';
import { BODY_POSITIONS } from '@telemed/domain';
import { eventsPerHour } from './eventsPerHour';
import type { TimeSpan } from './timeIntervals';
import { intersectIntervals, mergeIntervals, totalSeconds } from './timeIntervals';

/** The body position over a span of the recording (from the position sensor). */
export interface PositionInterval extends TimeSpan {
  position: BodyPosition;
}

/** Analysed time and respiratory events in one body position. */
export interface BodyPositionStatistics {
  position: BodyPosition;
  /** Analysed seconds spent in the position. */
  seconds: number;
  /** Share of the analysed time with a known position, in %. */
  percent: number | null;
  /** Apneas and hypopneas (the AHI events) that started in this position. */
  eventCount: number;
  /** eventCount per hour spent in the position (null when no time was spent in it). */
  ahi: number | null;
}

/**
 * Time in each body position of clinical-domain §3 and the AHI per position (positional OSA is
 * judged by comparing supine and non-supine AHI, Cartwright 1984, Sleep 7:110-114). Each event is
 * attributed to the position at its start; time and events outside the analysed intervals or
 * without a known position are left out. Every position is listed, in BODY_POSITIONS order.
 * @param ahiEventStarts start times (s) of the events that count for the AHI, in analysed time
 */
export function bodyPositionStatistics(
  positions: readonly PositionInterval[],
  analysed: readonly TimeSpan[],
  ahiEventStarts: readonly number[],
): BodyPositionStatistics[] {
  const spans = new Map<BodyPosition, TimeSpan[]>();
  for (const position of BODY_POSITIONS)
    spans.set(
      position,
      intersectIntervals(
        mergeIntervals(positions.filter((interval) => interval.position === position)),
        analysed,
      ),
    );
  const secondsOf = (position: BodyPosition) => totalSeconds(spans.get(position) ?? []);
  const knownSeconds = BODY_POSITIONS.reduce((sum, position) => sum + secondsOf(position), 0);
  return BODY_POSITIONS.map((position) => {
    const seconds = secondsOf(position);
    const inPosition = spans.get(position) ?? [];
    const eventCount = ahiEventStarts.filter((start) =>
      inPosition.some((span) => start >= span.startSeconds && start < span.endSeconds),
    ).length;
    return {
      position,
      seconds,
      percent: knownSeconds > 0 ? (100 * seconds) / knownSeconds : null,
      eventCount,
      ahi: eventsPerHour(eventCount, seconds * 1000),
    };
  });
}
