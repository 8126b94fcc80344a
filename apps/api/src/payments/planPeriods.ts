import type { PlanIntervalUnit } from '@telemed/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time `count` days or calendar months after `from` (UTC); a month from 31 January is the
 * last day of February, as providers bill.
 *
 * @example
 * addPeriod(new Date('2026-01-31T10:00:00Z'), 1, 'months'); // 2026-02-28T10:00:00Z
 */
export function addPeriod(from: Date, count: number, unit: PlanIntervalUnit): Date {
  if (unit === 'days') return new Date(from.getTime() + count * DAY_MS);
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + count);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
