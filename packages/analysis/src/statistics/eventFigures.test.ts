import { describe, expect, it } from 'vitest';
import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { eventFigures } from './eventFigures';
import { respiratoryStatistics } from './respiratoryStatistics';

const event = (type: EventType, startSeconds: number, lengthSeconds = 10): DetectedEvent => ({
  type,
  startSeconds,
  endSeconds: startSeconds + lengthSeconds,
});
const repeat = (count: number, make: (index: number) => DetectedEvent) =>
  Array.from({ length: count }, (_, index) => make(index));
const EIGHT_HOURS = 8 * 3600;

describe('eventFigures', () => {
  it('counts a polygraphy’s apneas, hypopneas and desaturations per analysed hour', () => {
    const events = [
      ...repeat(20, (index) => event('APNEA_OBSTRUCTIVE', index * 60)),
      ...repeat(10, (index) => event('HYPOPNEA', index * 60)),
      ...repeat(12, (index) => event('DESATURATION', index * 60)),
      // The last two hours are wake: out of the analysed time, with what starts in them.
      event('WAKE', 6 * 3600, 2 * 3600),
      event('DESATURATION', 7 * 3600),
    ];
    const figures = eventFigures({ events, durationSeconds: EIGHT_HOURS, polygraphy: true });
    expect(figures.countedSeconds).toBe(6 * 3600);
    expect(figures.ahi).toBe(5);
    expect(figures.odi).toBe(2);
    expect(figures.byType[0]).toEqual({ type: 'APNEA_OBSTRUCTIVE', count: 20, perHour: 20 / 6 });
    expect(figures.byType.find((row) => row.type === 'DESATURATION')?.count).toBe(13);
  });

  it('gives the AHI of the respiratory statistics, whatever the events’ order', () => {
    const events = [
      event('NOT_FOR_ANALYSIS', 0, 3600),
      ...repeat(30, (index) => event('APNEA_CENTRAL', 28_000 - index * 700)),
      ...repeat(15, (index) => event('HYPOPNEA', 1000 + index * 900, 20)),
      event('APNEA_WAKE', 9000),
      event('WAKE', 20_000, 1800),
    ];
    const figures = eventFigures({ events, durationSeconds: EIGHT_HOURS, polygraphy: true });
    const statistics = respiratoryStatistics({ events, durationSeconds: EIGHT_HOURS });
    expect(figures.ahi).toBe(statistics.ahi);
    expect(figures.countedSeconds).toBe(statistics.analysedSeconds);
  });

  it('counts other examinations over the analysed time given, else the whole span', () => {
    const events = [event('VENTRICULAR_ECTOPIC', 60), event('WAKE', 0, 3600)];
    const known = eventFigures({
      events,
      durationSeconds: EIGHT_HOURS,
      polygraphy: false,
      analysedSeconds: 4 * 3600,
    });
    expect(known).toMatchObject({ countedSeconds: 4 * 3600, ahi: null, odi: null });
    expect(known.byType).toEqual([
      { type: 'VENTRICULAR_ECTOPIC', count: 1, perHour: 0.25 },
      { type: 'WAKE', count: 1, perHour: 0.25 },
    ]);
    const unknown = eventFigures({ events, durationSeconds: EIGHT_HOURS, polygraphy: false });
    expect(unknown.countedSeconds).toBe(EIGHT_HOURS);
  });

  it('has no rates without counted time', () => {
    const figures = eventFigures({
      events: [event('WAKE', 0, 600), event('HYPOPNEA', 100)],
      durationSeconds: 600,
      polygraphy: true,
    });
    expect(figures).toMatchObject({ countedSeconds: 0, ahi: null, odi: null });
    expect(figures.byType.every((row) => row.perHour === null)).toBe(true);
  });
});
