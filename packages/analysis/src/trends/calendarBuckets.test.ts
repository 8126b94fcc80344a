import { describe, expect, it } from 'vitest';
import { createBucketer, createUtcOffsetResolver } from './calendarBuckets';

const at = (iso: string) => Date.parse(iso);

describe('createUtcOffsetResolver', () => {
  it('reads IANA zones through Intl, across a DST change', () => {
    const warsaw = createUtcOffsetResolver('Europe/Warsaw');
    expect(warsaw(at('2024-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(warsaw(at('2024-07-15T12:00:00Z'))).toBe(7_200_000);
    expect(createUtcOffsetResolver('America/New_York')(at('2024-01-15T12:00:00Z'))).toBe(
      -18_000_000,
    );
  });

  it('parses fixed offsets and refuses unknown zones', () => {
    expect(createUtcOffsetResolver('+05:30')(0)).toBe(19_800_000);
    expect(createUtcOffsetResolver('UTC-3')(0)).toBe(-10_800_000);
    expect(createUtcOffsetResolver('UTC')(0)).toBe(0);
    expect(() => createUtcOffsetResolver('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('createBucketer', () => {
  it('makes the Warsaw day of the spring DST change 23 hours long', () => {
    const day = createBucketer('day', 'Europe/Warsaw')(at('2024-03-31T12:00:00Z'));
    expect(day).toEqual({
      start: at('2024-03-30T23:00:00Z'),
      end: at('2024-03-31T22:00:00Z'),
      label: '2024-03-31',
      utcOffsetMinutes: 60,
    });
  });

  it('makes the Warsaw day of the autumn DST change 25 hours long', () => {
    const day = createBucketer('day', 'Europe/Warsaw')(at('2024-10-27T05:00:00Z'));
    expect(day.end - day.start).toBe(25 * 3_600_000);
    expect(day.label).toBe('2024-10-27');
  });

  it('keeps the repeated 02:00 hour of a DST end as two buckets', () => {
    const hourOf = createBucketer('hour', 'Europe/Warsaw');
    const first = hourOf(at('2024-10-27T00:30:00Z'));
    const second = hourOf(at('2024-10-27T01:30:00Z'));
    expect([first.label, first.utcOffsetMinutes]).toEqual(['2024-10-27T02:00', 120]);
    expect([second.label, second.utcOffsetMinutes]).toEqual(['2024-10-27T02:00', 60]);
    expect(second.start - first.start).toBe(3_600_000);
  });

  it('puts a sample just after local midnight into the local day, not the UTC one', () => {
    const day = createBucketer('day', 'Europe/Warsaw')(at('2024-07-14T22:30:00Z'));
    expect(day.label).toBe('2024-07-15');
  });

  it('follows half-hour offsets for hour buckets', () => {
    const hour = createBucketer('hour', '+05:30')(at('2024-07-14T10:00:00Z'));
    expect(hour).toMatchObject({ start: at('2024-07-14T09:30:00Z'), label: '2024-07-14T15:00' });
  });

  it('builds minute, month and year buckets in the clinic calendar', () => {
    expect(createBucketer('minute', 'Europe/Warsaw')(at('2024-07-14T10:00:42Z'))).toMatchObject({
      start: at('2024-07-14T10:00:00Z'),
      label: '2024-07-14T12:00',
    });
    expect(createBucketer('month', 'Europe/Warsaw')(at('2024-10-15T00:00:00Z'))).toMatchObject({
      start: at('2024-09-30T22:00:00Z'),
      end: at('2024-10-31T23:00:00Z'),
      label: '2024-10',
    });
    expect(createBucketer('year', 'America/New_York')(at('2025-01-01T03:00:00Z'))).toMatchObject({
      start: at('2024-01-01T05:00:00Z'),
      label: '2024',
    });
  });
});
