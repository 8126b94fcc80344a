import type { ViewerEvent } from '@telemed/signals';
import { describe, expect, it } from 'vitest';
import { viewerEventFigures } from './viewerEventFigures';

const event = (type: string, start: number, lengthMs = 10_000): ViewerEvent => ({
  id: `${type}-${start}`,
  type,
  start,
  end: start + lengthMs,
  signal: 'all',
  origin: 'analysis',
});

const HOUR = 3_600_000;

describe('figures of the viewer’s events', () => {
  it('counts a sleep study’s events from the span’s start, without its wake', () => {
    const start = Date.parse('2026-11-20T22:00:00Z');
    const night = { start, end: start + 8 * HOUR };
    const events = [
      ...Array.from({ length: 12 }, (_, index) =>
        event('APNEA_OBSTRUCTIVE', start + index * 60_000),
      ),
      event('WAKE', start + 6 * HOUR, 2 * HOUR),
      // Starts in wake: listed, not counted in the AHI.
      event('HYPOPNEA', start + 7 * HOUR),
    ];
    const figures = viewerEventFigures(events, night, true);
    expect(figures.countedSeconds).toBe(6 * 3600);
    expect(figures.ahi).toBe(2);
    expect(figures.byType.map((row) => row.type)).toEqual([
      'APNEA_OBSTRUCTIVE',
      'HYPOPNEA',
      'WAKE',
    ]);
  });

  it('counts other examinations over the whole window', () => {
    const span = { start: 0, end: 2 * HOUR };
    const beats = [event('VENTRICULAR_ECTOPIC', 60_000)];
    expect(viewerEventFigures(beats, span, false)).toMatchObject({
      countedSeconds: 2 * 3600,
      ahi: null,
      byType: [{ type: 'VENTRICULAR_ECTOPIC', count: 1, perHour: 0.5 }],
    });
  });
});
