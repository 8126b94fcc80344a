import { describe, expect, it } from 'vitest';
import { addPeriod } from '../../src/payments/planPeriods';

describe('a plan period', () => {
  it('adds days exactly and months by the calendar, clamped to the month’s last day', () => {
    const start = new Date('2026-01-31T10:00:00.000Z');
    expect(addPeriod(start, 14, 'days').toISOString()).toBe('2026-02-14T10:00:00.000Z');
    expect(addPeriod(start, 1, 'months').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addPeriod(start, 3, 'months').toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(addPeriod(new Date('2026-11-15T00:00:00.000Z'), 2, 'months').toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    );
  });
});
