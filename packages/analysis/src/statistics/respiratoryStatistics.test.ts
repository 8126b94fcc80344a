import { describe, expect, it } from 'vitest';
import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import type { DesaturationEvent } from './desaturationDrop';
import { respiratoryStatistics } from './respiratoryStatistics';

const event = (type: EventType, startSeconds: number, lengthSeconds: number): DetectedEvent => ({
  type,
  startSeconds,
  endSeconds: startSeconds + lengthSeconds,
});
const desaturation = (startSeconds: number, dropPercent?: number): DesaturationEvent => ({
  type: 'DESATURATION',
  startSeconds,
  endSeconds: startSeconds + 30,
  ...(dropPercent === undefined ? {} : { dropPercent }),
});
const repeat = (count: number, make: (index: number) => DetectedEvent) =>
  Array.from({ length: count }, (_, index) => make(index));

const EIGHT_HOURS = 8 * 3600;
// Wake 0–3600 s and do-not-analyse 3000–5400 s leave 6.5 h of analysed time.
const EXCLUSIONS = [event('WAKE', 0, 3600), event('NOT_FOR_ANALYSIS', 3000, 2400)];
const ANALYSED_HOURS = 6.5;

describe('respiratoryStatistics', () => {
  it('counts apneas and hypopneas per hour of analysed time only', () => {
    const events = [
      ...EXCLUSIONS,
      ...repeat(10, (index) => event('APNEA_OBSTRUCTIVE', 6000 + index * 600, 10 + index)),
      ...repeat(3, (index) => event('APNEA_CENTRAL', 12_000 + index * 600, 15)),
      ...repeat(2, (index) => event('APNEA_MIXED', 15_000 + index * 600, 40)),
      ...repeat(6, (index) => event('HYPOPNEA', 20_000 + index * 300, 20)),
      event('APNEA_WAKE', 25_000, 12), // an apnea in wake is listed but is no AHI event
      event('APNEA_OBSTRUCTIVE', 4000, 30), // inside the excluded time: ignored
      event('APNEA_OBSTRUCTIVE', 100, 30),
    ];
    const result = respiratoryStatistics({ events, durationSeconds: EIGHT_HOURS });
    expect(result.analysedSeconds).toBe(ANALYSED_HOURS * 3600);
    expect(result.ahi).toBeCloseTo(21 / ANALYSED_HOURS, 10);
    expect(result.apneaCounts).toEqual({
      APNEA_CENTRAL: 3,
      APNEA_MIXED: 2,
      APNEA_OBSTRUCTIVE: 10,
      APNEA_NOT_CLASSIFIED: 0,
      APNEA_WAKE: 1,
    });
    expect(result.hypopneaCount).toBe(6);
    // Durations 10..19 (145 s), 3 × 15, 2 × 40, 12: 282 s over 16 apneas.
    expect(result.averageApneaSeconds).toBeCloseTo(282 / 16, 10);
    expect(result.longestApneaSeconds).toBe(40);
  });

  it('tables the apneas and hypopneas of analysed time, the total at the AHI', () => {
    const events = [
      ...EXCLUSIONS,
      event('APNEA_OBSTRUCTIVE', 6000, 10),
      event('APNEA_OBSTRUCTIVE', 7000, 30),
      event('HYPOPNEA', 8000, 20),
      event('APNEA_OBSTRUCTIVE', 4000, 90), // inside the excluded time: not in the table
    ];
    const result = respiratoryStatistics({ events, durationSeconds: EIGHT_HOURS });
    const row = (type: string) => result.apneaTable.find((entry) => entry.type === type);
    expect(row('APNEA_OBSTRUCTIVE')).toEqual({
      type: 'APNEA_OBSTRUCTIVE',
      count: 2,
      perHour: 2 / ANALYSED_HOURS,
      meanSeconds: 20,
      longestSeconds: 30,
    });
    expect(row('APNEA_CENTRAL')).toMatchObject({ count: 0, meanSeconds: null });
    expect(row('total')).toMatchObject({ count: 3, perHour: result.ahi, longestSeconds: 30 });
  });

  it('splits desaturations at 3 % and 4 % for the ODIs and averages their drops', () => {
    const events = [
      ...EXCLUSIONS,
      desaturation(6000, 3),
      desaturation(7000, 3.5),
      desaturation(8000, 4),
      desaturation(9000, 6),
      desaturation(10_000, 2),
      desaturation(100, 9), // during wake
    ];
    const result = respiratoryStatistics({ events, durationSeconds: EIGHT_HOURS });
    expect(result.desaturationCount).toBe(5);
    expect(result.odi3).toBeCloseTo(4 / ANALYSED_HOURS, 10);
    expect(result.odi4).toBeCloseTo(2 / ANALYSED_HOURS, 10);
    expect(result.averageDesaturation).toBeCloseTo(3.7, 10);
  });

  it('measures the drop of a desaturation without one from the SpO2 samples', () => {
    const values = new Float64Array(200).fill(96);
    values.set([96, 95, 93, 91, 92, 95], 100);
    const result = respiratoryStatistics({
      events: [desaturation(99)],
      durationSeconds: 200,
      spo2: { values, samplingRate: 1 },
    });
    expect(result.averageDesaturation).toBe(5);
    expect(result.odi4).toBeCloseTo(18, 10);
  });

  it('derives saturation statistics and T90 from valid analysed samples', () => {
    // 80 s at 95 %, 10 s at 88 %, 5 s missing, 5 s of impossible 30 % readings.
    const values = Float64Array.from({ length: 100 }, (_, second) =>
      second < 80 ? 95 : second < 90 ? 88 : second < 95 ? Number.NaN : 30,
    );
    const result = respiratoryStatistics({
      events: [],
      durationSeconds: 100,
      spo2: { values, samplingRate: 1 },
    });
    expect(result.saturation).toEqual({
      validSeconds: 90,
      averageSaturation: (80 * 95 + 10 * 88) / 90,
      minimumSaturation: 88,
      t90Seconds: 10,
      t90Percent: (100 * 10) / 90,
    });
  });

  it('leaves wake out of the saturation statistics', () => {
    const values = Float64Array.from({ length: 100 }, (_, second) => (second < 50 ? 80 : 97));
    const result = respiratoryStatistics({
      events: [event('WAKE', 0, 50)],
      durationSeconds: 100,
      spo2: { values, samplingRate: 1 },
    });
    expect(result.saturation?.minimumSaturation).toBe(97);
    expect(result.saturation?.t90Seconds).toBe(0);
  });

  it('reports the saturation change index as the 12-second delta index', () => {
    // Alternating 12-second blocks at 95 % and 93 %: every successive change is 2 points.
    const values = Float64Array.from({ length: 1200 }, (_, second) =>
      Math.floor(second / 12) % 2 === 0 ? 95 : 93,
    );
    const sawtooth = respiratoryStatistics({
      events: [],
      durationSeconds: 1200,
      spo2: { values, samplingRate: 1 },
    });
    expect(sawtooth.saturationChangeIndex).toBeCloseTo(2, 10);
    const flat = respiratoryStatistics({
      events: [],
      durationSeconds: 1200,
      spo2: { values: new Float64Array(1200).fill(96), samplingRate: 1 },
    });
    expect(flat.saturationChangeIndex).toBe(0);
  });

  it('computes snore index, duration and score over analysed time', () => {
    // One hour analysed; 120 snores of 2 s, one every 30 s in the first hour, overlapping ones merged.
    const events = [
      ...repeat(120, (index) => event('SNORE', 3600 + index * 15, 2)),
      event('SNORE', 3601, 2),
      event('WAKE', 0, 3600),
    ];
    const result = respiratoryStatistics({ events, durationSeconds: 7200 });
    expect(result.snore.snoreCount).toBe(121);
    expect(result.snore.snoreIndex).toBeCloseTo(121, 10);
    expect(result.snore.snoreSeconds).toBeCloseTo(241, 10);
    expect(result.snore.snorePercent).toBeCloseTo((100 * 241) / 3600, 10);
    // 120 snores every 15 s span the first 1800 s: 60 of the 120 analysed epochs.
    expect(result.snore.snoreScore).toBeCloseTo(50, 10);
  });

  it('breaks time and AHI down by body position', () => {
    const events = [
      ...repeat(6, (index) => event('APNEA_OBSTRUCTIVE', index * 500, 20)),
      event('HYPOPNEA', 3700, 20),
    ];
    const result = respiratoryStatistics({
      events,
      durationSeconds: 7200,
      positions: [
        { position: 'CHEST', startSeconds: 0, endSeconds: 3600 },
        { position: 'LEFT_SIDE', startSeconds: 3600, endSeconds: 7200 },
      ],
    });
    const chest = result.positions.find((entry) => entry.position === 'CHEST');
    const left = result.positions.find((entry) => entry.position === 'LEFT_SIDE');
    const abdomen = result.positions.find((entry) => entry.position === 'ABDOMEN');
    expect(chest).toMatchObject({ seconds: 3600, percent: 50, eventCount: 6, ahi: 6 });
    expect(left).toMatchObject({ seconds: 3600, percent: 50, eventCount: 1, ahi: 1 });
    expect(abdomen).toMatchObject({ seconds: 0, eventCount: 0, ahi: null });
    expect(result.positions).toHaveLength(5);
  });

  it('has no indices when nothing was analysed', () => {
    const result = respiratoryStatistics({
      events: [event('SENSOR_NOT_FITTED', 0, 600), event('APNEA_CENTRAL', 10, 20)],
      durationSeconds: 600,
    });
    expect(result).toMatchObject({
      analysedSeconds: 0,
      ahi: null,
      odi3: null,
      averageApneaSeconds: null,
    });
  });

  it('handles 86,400 SpO2 samples and 1,000 events in linear time', () => {
    const values = Float64Array.from(
      { length: 86_400 },
      (_, second) => 94 + 3 * Math.sin(second / 40),
    );
    const events = repeat(1000, (index) =>
      event(index % 2 ? 'HYPOPNEA' : 'DESATURATION', index * 80, 20),
    );
    // Typical runs take tens to hundreds of ms (README); a quadratic step would take minutes.
    // The loose bound leaves room for a loaded CI machine.
    const started = performance.now();
    const result = respiratoryStatistics({
      events,
      durationSeconds: 86_400,
      spo2: { values, samplingRate: 1 },
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.ahi).toBeCloseTo(500 / 24, 10);
    expect(result.desaturationCount).toBe(500);
    // A 3-point sine cannot fall by more than 6 points; its 20-second stretches fall by less.
    expect(result.averageDesaturation).toBeGreaterThan(0);
    expect(result.averageDesaturation).toBeLessThan(6);
  });
});
