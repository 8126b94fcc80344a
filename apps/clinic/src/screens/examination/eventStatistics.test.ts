import type { ViewerEvent } from '@telemed/signals';
import { describe, expect, it } from 'vitest';
import { eventFigures } from './eventStatistics';

const event = (type: string, index: number): ViewerEvent => ({
  id: `${type}-${index}`,
  type,
  start: index * 60_000,
  end: index * 60_000 + 10_000,
  signal: 'all',
  origin: 'analysis',
});

const night = { start: 0, end: 8 * 3_600_000 };
const sleepTypes = ['APNEA_OBSTRUCTIVE', 'HYPOPNEA', 'DESATURATION'];

describe('figures of the events', () => {
  it('counts apneas and hypopneas per analysed hour as the AHI', () => {
    const events = [
      ...Array.from({ length: 20 }, (_, index) => event('APNEA_OBSTRUCTIVE', index)),
      ...Array.from({ length: 10 }, (_, index) => event('HYPOPNEA', index)),
      ...Array.from({ length: 12 }, (_, index) => event('DESATURATION', index)),
    ];
    // The last two hours are wake: out of the analysed time, as the analysis library counts.
    const wake = { ...event('WAKE', 0), start: 6 * 3_600_000, end: 8 * 3_600_000 };
    const figures = eventFigures([...events, wake], night, null, sleepTypes);
    expect(figures.hours).toBe(6);
    expect(figures.ahi).toBe(5);
    expect(figures.odi).toBe(2);
    expect(figures.byType[0]).toEqual({ type: 'APNEA_OBSTRUCTIVE', count: 20, perHour: 20 / 6 });
  });

  it('does not count an apnea that starts in wake or unusable signal', () => {
    const unusable = { ...event('NOT_FOR_ANALYSIS', 0), start: 0, end: 3_600_000 };
    const early = event('APNEA_OBSTRUCTIVE', 10);
    const late = { ...event('HYPOPNEA', 0), start: 2 * 3_600_000, end: 2 * 3_600_000 + 20_000 };
    const figures = eventFigures([unusable, early, late], night, 8 * 3_600_000, sleepTypes);
    expect(figures.hours).toBe(7);
    expect(figures.ahi).toBe(1 / 7);
  });

  it('leaves out indices the examination type has no events for', () => {
    const figures = eventFigures([event('VENTRICULAR_ECTOPIC', 1)], night, null, [
      'VENTRICULAR_ECTOPIC',
    ]);
    expect(figures.ahi).toBeNull();
    expect(figures.odi).toBeNull();
    expect(figures.byType).toEqual([{ type: 'VENTRICULAR_ECTOPIC', count: 1, perHour: 1 / 8 }]);
  });
});
