import { describe, expect, it } from 'vitest';
import { timeZoneOffset } from './timeZoneOffset';

describe('timeZoneOffset', () => {
  it('is the wall-clock offset of the zone at that moment, summer time included', () => {
    expect(timeZoneOffset(Date.UTC(2024, 0, 15, 12), 'Europe/Warsaw')).toBe(3_600_000);
    expect(timeZoneOffset(Date.UTC(2024, 6, 15, 12), 'Europe/Warsaw')).toBe(7_200_000);
    expect(timeZoneOffset(Date.UTC(2024, 6, 15, 12, 0, 0, 250), 'UTC')).toBe(0);
  });
});
