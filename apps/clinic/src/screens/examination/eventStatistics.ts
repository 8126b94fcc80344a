import { analysedIntervals } from '@telemed/analysis';
import type { DetectedEvent, EventType } from '@telemed/analysis';
import type { TimeWindow, ViewerEvent } from '@telemed/signals';

/**
 * Event types counted as respiratory events of the AHI: apneas of every kind, then hypopneas
 * (the order of the apnea table).
 */
export const AHI_EVENT_TYPES = [
  'APNEA_OBSTRUCTIVE',
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'APNEA_NOT_CLASSIFIED',
  'HYPOPNEA',
] as const;

/** Whether an event of `type` counts for the AHI. */
export const isAhiEvent = (type: string): boolean =>
  (AHI_EVENT_TYPES as readonly string[]).includes(type);

/** Figures derived from the events as they stand, so they follow every edit at once. */
export interface EventFigures {
  /** Hours the rates are counted over. */
  hours: number;
  /** Apneas and hypopneas per hour (clinical-domain §3 Statistics, AHI). */
  ahi: number | null;
  /** Desaturations per hour (ODI). */
  odi: number | null;
  /** Events per type, most frequent first. */
  byType: { type: string; count: number; perHour: number | null }[];
}

/**
 * The statistics panel's figures from the events: per hour of analysed time. A sleep study's
 * analysed time is the recording less its wake, do-not-analyse and sensor-off events, and its
 * AHI counts the apneas and hypopneas that start in it — the rule of the analysis library
 * (`respiratoryStatistics`, AASM), so the page and the printed report agree. Other examinations
 * count over the server's `analyzedDuration` when known, else the recording. AHI and ODI only
 * where the examination carries those event types; rates are null for a recording without time.
 */
export function eventFigures(
  events: readonly ViewerEvent[],
  recording: TimeWindow,
  analyzedMs: number | null,
  eventTypes: readonly string[],
): EventFigures {
  const isSleepStudy = eventTypes.includes('HYPOPNEA');
  const analysed = isSleepStudy ? sleepAnalysedTime(events, recording) : null;
  const hours =
    (analysed
      ? analysed.reduce((total, span) => total + span.end - span.start, 0)
      : (analyzedMs ?? recording.end - recording.start)) / 3_600_000;
  const rate = (count: number) => (hours > 0 ? count / hours : null);
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  const countOf = (wanted: (type: string) => boolean) =>
    [...counts].reduce((total, [type, count]) => total + (wanted(type) ? count : 0), 0);
  const inAnalysedTime = (event: ViewerEvent) =>
    !analysed || analysed.some((span) => span.start <= event.start && event.start < span.end);
  return {
    hours,
    ahi: isSleepStudy
      ? rate(events.filter((event) => isAhiEvent(event.type) && inAnalysedTime(event)).length)
      : null,
    odi: eventTypes.includes('DESATURATION')
      ? rate(countOf((type) => type === 'DESATURATION'))
      : null,
    byType: [...counts]
      .map(([type, count]) => ({ type, count, perHour: rate(count) }))
      .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1)),
  };
}

/** The analysed spans of a sleep study (epoch ms): the window less wake and unusable signal. */
function sleepAnalysedTime(
  events: readonly ViewerEvent[],
  recording: TimeWindow,
): { start: number; end: number }[] {
  const detected: DetectedEvent[] = events.map((event) => ({
    type: event.type as EventType,
    startSeconds: (event.start - recording.start) / 1000,
    endSeconds: (event.end - recording.start) / 1000,
  }));
  return analysedIntervals(detected, Math.max(0, recording.end - recording.start) / 1000).map(
    (span) => ({
      start: recording.start + span.startSeconds * 1000,
      end: recording.start + span.endSeconds * 1000,
    }),
  );
}
