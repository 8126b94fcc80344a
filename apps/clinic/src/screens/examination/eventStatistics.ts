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
 * The statistics panel's figures from the events: per hour of analysed time when known (the
 * server's `analyzedDuration`), else of the recording. AHI and ODI only where the examination
 * carries those event types; rates are null for a recording without time.
 */
export function eventFigures(
  events: readonly ViewerEvent[],
  recording: TimeWindow,
  analyzedMs: number | null,
  eventTypes: readonly string[],
): EventFigures {
  const hours = (analyzedMs ?? recording.end - recording.start) / 3_600_000;
  const rate = (count: number) => (hours > 0 ? count / hours : null);
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  const countOf = (wanted: (type: string) => boolean) =>
    [...counts].reduce((total, [type, count]) => total + (wanted(type) ? count : 0), 0);
  return {
    hours,
    ahi: eventTypes.includes('HYPOPNEA') ? rate(countOf(isAhiEvent)) : null,
    odi: eventTypes.includes('DESATURATION')
      ? rate(countOf((type) => type === 'DESATURATION'))
      : null,
    byType: [...counts]
      .map(([type, count]) => ({ type, count, perHour: rate(count) }))
      .sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1)),
  };
}
