import { describe, expect, it } from 'vitest';
import type { DetectedEvent } from '../events/detectedEvent';
import { beatsFromRr } from '../hrv/testBeats';
import { buildHolterReport } from './holterReport';
import { holterStatistics } from './holterStatistics';

const event = (type: DetectedEvent['type'], startSeconds: number, endSeconds: number) => ({
  type,
  startSeconds,
  endSeconds,
});

/** One hour: 60 bpm for 30 minutes, then 120 bpm; every 50th beat ventricular, every 100th S. */
const HOUR_OF_BEATS = beatsFromRr(
  3600,
  (seconds) => (seconds < 1800 ? 1000 : 500),
  (index) => (index % 100 === 99 ? 'S' : index % 50 === 49 ? 'V' : 'N'),
);

describe('holterStatistics', () => {
  it('counts beats by class and ectopy per hour', () => {
    const result = holterStatistics({
      beats: HOUR_OF_BEATS,
      samplingRate: 1000,
      durationSeconds: 3600,
    });
    const total = HOUR_OF_BEATS.length;
    const supraventricular = HOUR_OF_BEATS.filter((beat) => beat.beatClass === 'S').length;
    const ventricular = HOUR_OF_BEATS.filter((beat) => beat.beatClass === 'V').length;
    expect(total).toBe(1800 + 3600 + 1);
    expect(result).toMatchObject({
      totalBeats: total,
      normalBeats: total - supraventricular - ventricular,
      otherBeats: supraventricular + ventricular,
      supraventricularBeats: 54,
      ventricularBeats: 54,
      supraventricularPerHour: 54,
      ventricularPerHour: 54,
    });
  });

  it('takes the heart rate from one-minute NN averages', () => {
    const result = holterStatistics({ beats: HOUR_OF_BEATS, samplingRate: 1000 });
    expect(result.heartRate?.minimum).toBeCloseTo(60, 6);
    expect(result.heartRate?.maximum).toBeCloseTo(120, 6);
    expect(result.heartRate?.minimumAtSeconds).toBeLessThan(1800);
    expect(result.heartRate?.maximumAtSeconds).toBeGreaterThanOrEqual(1800);
    expect(result.heartRate?.average).toBeCloseTo(90, 0);
    expect(result.heartRate?.secondsAboveTachycardia).toBe(1800);
    expect(result.heartRate?.secondsBelowBradycardia).toBe(0);
    expect(result.heartRatePerMinute.bpm).toHaveLength(60);
  });

  it('merges rhythm episodes with their physician patches', () => {
    const events = [
      event('ATRIAL_FIBRILLATION', 100, 400),
      event('ATRIAL_FIBRILLATION_PATCH', 350, 500),
      event('ATRIAL_FIBRILLATION', 1000, 1100),
      event('BRADYCARDIA', 10, 70),
      event('PAUSE', 2000, 2003.5),
      event('PAUSE', 2500, 2502),
    ];
    const result = holterStatistics({ beats: HOUR_OF_BEATS, samplingRate: 1000, events });
    expect(result.atrialFibrillation).toEqual({ count: 2, totalSeconds: 500, longestSeconds: 400 });
    expect(result.bradycardia).toEqual({ count: 1, totalSeconds: 60, longestSeconds: 60 });
    expect(result.tachycardia).toEqual({ count: 0, totalSeconds: 0, longestSeconds: null });
    expect(result.pauses.count).toBe(2);
    expect(result.pauses.longestSeconds).toBe(3.5);
  });

  it('handles 24 hours and 100,000 beats in linear time', () => {
    const beats = beatsFromRr(24 * 3600, (seconds) => 850 + 50 * Math.sin(seconds / 60));
    expect(beats.length).toBeGreaterThan(100_000);
    // Typical runs take tens to hundreds of ms (README); a quadratic step would take minutes.
    // The loose bound leaves room for a loaded CI machine.
    const started = performance.now();
    const result = holterStatistics({ beats, samplingRate: 1000 });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.heartRatePerMinute.bpm).toHaveLength(1440);
    expect(result.decelerationCapacity).toBeGreaterThan(0);
  });
});

describe('buildHolterReport', () => {
  it('fills the Holter report fields of platform-core §3', () => {
    const startDate = '2024-05-01T08:00:00.000Z';
    const startMs = Date.parse(startDate);
    const { report } = buildHolterReport({
      beats: HOUR_OF_BEATS,
      samplingRate: 1000,
      durationSeconds: 3600,
      startDate,
      events: [
        event('ATRIAL_FIBRILLATION', 100, 400),
        event('VENTRICULAR_ECTOPIC', 49, 50),
        event('SNORE', 0, 1),
      ],
      activity: [
        { activity: 'walking', startMs: startMs + 90_000, endMs: startMs + 210_000 },
        { activity: 'automotive', startMs: startMs + 600_000, endMs: startMs + 1_200_000 },
        { activity: 'running', startMs: startMs + 3_590_000, endMs: startMs + 3_700_000 },
      ],
    });
    expect(report.startDate).toBe(startDate);
    expect(report.endDate).toBe('2024-05-01T09:00:00.000Z');
    expect(report.totalBeats).toBe(HOUR_OF_BEATS.length);
    expect(report.normalBeats + report.otherBeats).toBe(report.totalBeats);
    expect(report.eventsCount).toBe(2);
    expect(report.averageHeartRate).toBe(90);
    expect(report.pulseData.slice(0, 2)).toEqual([60, 60]);
    expect(report.pulseData[59]).toBe(120);
    expect(report.pulseTimestamps[1]).toBe(startMs + 60_000);
    // Walking 120 s from minute 1:30 plus running for the last 10 s; driving is not activity.
    expect(report.activityTime).toBe(130_000);
    expect(report.activityData.slice(0, 4)).toEqual([0, 30, 60, 30]);
    expect(report.activityData[59]).toBe(10);
    expect(report.activityTimestamps).toHaveLength(60);
  });

  it('refuses an invalid start date', () => {
    expect(() =>
      buildHolterReport({ beats: [], samplingRate: 250, startDate: 'yesterday' }),
    ).toThrow(RangeError);
  });
});
