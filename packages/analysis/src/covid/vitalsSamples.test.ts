import { describe, expect, it } from 'vitest';
import { AnalysisRefusedError } from '../events/analysisRefusal';
import {
  describeVitals,
  fifteenMinuteSamples,
  nightSamples,
  type AssessedChannel,
  type VitalsSource,
} from './vitalsSamples';

const HOUR = 3600;

/** A 1 Hz channel at a constant value, all usable. */
function constant(seconds: number, value: number): AssessedChannel {
  return {
    samples: new Float32Array(seconds).fill(value),
    samplingRate: 1,
    usable: new Uint8Array(seconds).fill(1),
  };
}

/** A recording from 2026-11-20 22:07 local (UTC+1) for `hours`, pulse 70 and SpO2 97. */
function source(hours: number, overrides: Partial<VitalsSource> = {}): VitalsSource {
  const seconds = hours * HOUR;
  return {
    startEpochMs: Date.UTC(2026, 10, 20, 21, 7),
    utcOffsetMinutes: 60,
    durationSeconds: seconds,
    channels: { pulse: constant(seconds, 70), spo2: constant(seconds, 97) },
    coughTimes: [],
    ...overrides,
  };
}

describe('fifteenMinuteSamples', () => {
  it('summarises every whole local quarter hour, leaving out the partial ones', () => {
    const samples = fifteenMinuteSamples(source(1));
    // 22:07-23:07 holds 22:15, 22:30, 22:45 (23:00-23:15 is cut short).
    expect(samples.map((sample) => sample.startSeconds)).toEqual([480, 1380, 2280]);
    expect(samples[0]).toMatchObject({
      type: 'SAMPLE_15_MINUTES',
      endSeconds: 1380,
      dayTimeTag: '2026-11-20',
      vitals: { pulse: 70, spo2: 97, respirationRate: null, temperature: null, coughs: 0 },
    });
  });

  it('reports a channel as null when less than half of the window is usable', () => {
    const pulse = constant(HOUR, 70);
    pulse.usable.fill(0, 480, 480 + 500);
    const samples = fifteenMinuteSamples(
      source(1, { channels: { pulse, spo2: constant(HOUR, 97) } }),
    );
    expect(samples[0]!.vitals.pulse).toBeNull();
    expect(samples[1]!.vitals.pulse).toBe(70);
  });

  it('counts the coughs in each window', () => {
    const samples = fifteenMinuteSamples(source(1, { coughTimes: [500, 510, 1400] }));
    expect(samples.map((sample) => sample.vitals.coughs)).toEqual([2, 1, 0]);
  });
});

describe('nightSamples', () => {
  it('summarises each local night 00:00-06:00 the recording reaches', () => {
    const nights = nightSamples(source(32));
    expect(nights.map((night) => night.dayTimeTag)).toEqual(['2026-11-21', '2026-11-22']);
    // 00:00 local on the 21st is 1 h 53 min after the 22:07 start.
    expect(nights[0]!.startSeconds).toBe(HOUR + 53 * 60);
    expect(nights[0]!.endSeconds - nights[0]!.startSeconds).toBe(6 * HOUR);
    expect(nights[0]!.vitals.pulse).toBe(70);
    // The recording ends at 06:07 on the 22nd: the second night is whole too.
    expect(nights[1]!.endSeconds - nights[1]!.startSeconds).toBe(6 * HOUR);
  });

  it('keeps only the night named by dayTimeTag', () => {
    const nights = nightSamples(source(32), '2026-11-22');
    expect(nights.map((night) => night.dayTimeTag)).toEqual(['2026-11-22']);
  });

  it.each(['2026-11-25', '2026-11-20', '21.11.2026', '2026-02-30'])(
    'refuses the tag %s with DATE_TAG_NOT_FOUND',
    (tag) => {
      const refuse = () => nightSamples(source(32), tag);
      expect(refuse).toThrow(AnalysisRefusedError);
      expect(refuse).toThrow(`Date tag ${tag} not found or incorrect`);
    },
  );
});

describe('describeVitals', () => {
  it('writes the values with their units', () => {
    expect(
      describeVitals({
        pulse: 78.4,
        spo2: 95.6,
        respirationRate: 17.2,
        temperature: 37.84,
        coughs: 1,
      }),
    ).toBe('pulse 78 bpm, SpO2 96 %, respiration 17 /min, temperature 37.8 °C, 1 cough');
  });
});
