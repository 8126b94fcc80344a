import type { DetectedEvent } from '../events/detectedEvent';
import { analysedIntervals } from './analysedTime';
import { eventsPerHour } from './eventsPerHour';
import { AHI_EVENT_TYPES } from './respiratoryStatistics';
import { createIntervalCursor, totalSeconds } from './timeIntervals';

/** Input of {@link eventFigures}. */
export interface EventFiguresInput {
  /** The events, in seconds from the start of the span. */
  events: readonly DetectedEvent[];
  /** The span the events are counted in: the recording, or a window of it. */
  durationSeconds: number;
  /**
   * Whether the examination is a polygraphy (`isPolygraphy` of @telemed/domain): its rates count
   * over its analysed time, and it has an AHI and an ODI.
   */
  polygraphy: boolean;
  /**
   * Another examination's analysed time when known (the server's, see analysedSeconds); else the
   * whole span. Cut to the span when longer.
   */
  analysedSeconds?: number | null;
}

/** How often one event type occurs. */
export interface EventTypeFigure {
  type: string;
  count: number;
  /** Events per hour of counted time; null without counted time. */
  perHour: number | null;
}

/** What the events of an examination, or of a window of it, amount to. */
export interface EventFigures {
  /**
   * The time the rates count over: a polygraphy's analysed time (the span less wake,
   * do-not-analyse and sensor-off events, see analysedIntervals), else the analysed time given,
   * else the span; never more than the span.
   */
  countedSeconds: number;
  /** Apneas and hypopneas starting in the counted time, per hour of it; null but for a polygraphy. */
  ahi: number | null;
  /** Desaturations starting in the counted time, per hour of it; null but for a polygraphy. */
  odi: number | null;
  /** Every event by type, most frequent first (then by type). */
  byType: EventTypeFigure[];
}

const AHI_TYPES: ReadonlySet<string> = new Set(AHI_EVENT_TYPES);

/**
 * The figures the examination page, the report and its automatic description state from the
 * events: one function for the server, which computes them for the report, and the clinic, which
 * recomputes them while events are being scored. A polygraphy's AHI counts as
 * respiratoryStatistics does (AASM Scoring Manual 2.6: per hour of sleep, or for a home test of
 * monitoring less wake and invalid signal), so both give the same number.
 */
export function eventFigures(input: EventFiguresInput): EventFigures {
  const { events, durationSeconds, polygraphy } = input;
  const analysed = polygraphy ? analysedIntervals(events, durationSeconds) : null;
  // Never more than the span: rates over a longer time than recorded would understate them.
  const countedSeconds = analysed
    ? totalSeconds(analysed)
    : Math.min(Math.max(0, durationSeconds), input.analysedSeconds ?? Number.POSITIVE_INFINITY);
  const perHour = (count: number) => eventsPerHour(count, countedSeconds * 1000);
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  let ahiEvents = 0;
  let desaturations = 0;
  if (analysed) {
    const inAnalysedTime = createIntervalCursor(analysed);
    const starts = [...events].sort((a, b) => a.startSeconds - b.startSeconds);
    for (const event of starts) {
      if (!inAnalysedTime(event.startSeconds)) continue;
      if (AHI_TYPES.has(event.type)) ahiEvents += 1;
      else if (event.type === 'DESATURATION') desaturations += 1;
    }
  }
  return {
    countedSeconds,
    ahi: analysed ? perHour(ahiEvents) : null,
    odi: analysed ? perHour(desaturations) : null,
    byType: [...counts]
      .map(([type, count]) => ({ type, count, perHour: perHour(count) }))
      .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1)),
  };
}
