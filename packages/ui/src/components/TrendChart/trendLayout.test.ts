import { describe, expect, it } from 'vitest';
import { trendLayout } from './trendLayout';

describe('trendLayout', () => {
  it('holds every value between round ticks and places days along the bottom by date', () => {
    const layout = trendLayout([
      { date: '2026-05-04', value: 128 },
      { date: '2026-05-02', value: 142 },
      { date: '2026-05-12', value: 131 },
    ]);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([125, 130, 135, 140, 145]);
    expect(layout.points.map((placed) => placed.point.date)).toEqual([
      '2026-05-02',
      '2026-05-04',
      '2026-05-12',
    ]);
    const [first, second, last] = layout.points.map((placed) => placed.x);
    expect(first).toBe(layout.plot.left);
    expect(last).toBe(layout.plot.right);
    // Two days of ten.
    expect(second! - first!).toBeCloseTo((layout.plot.right - layout.plot.left) / 5);
    // Higher values sit higher (smaller y).
    expect(layout.points[0]!.y).toBeLessThan(layout.points[1]!.y);
  });

  it('centres one reading and gives equal values a band', () => {
    const layout = trendLayout([{ date: '2026-05-02', value: 36.6 }]);
    expect(layout.points[0]!.x).toBe((layout.plot.left + layout.plot.right) / 2);
    const values = layout.ticks.map((tick) => tick.value);
    expect(Math.min(...values)).toBeLessThan(36.6);
    expect(Math.max(...values)).toBeGreaterThan(36.6);
    expect(values.every((value) => Number(value.toFixed(2)) === value)).toBe(true);
  });

  it('draws nothing without readings', () => {
    expect(trendLayout([{ date: 'not a day', value: 1 }]).points).toEqual([]);
  });
});
