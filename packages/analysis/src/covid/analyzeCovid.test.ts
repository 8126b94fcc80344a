import { describe, expect, it } from 'vitest';
import { AnalysisRefusedError, type AnalysisRefusalCode } from '../events/analysisRefusal';
import { createRandom } from '../synthetic/random';
import { analyzeCovid } from './analyzeCovid';
import type { CovidRecording } from './covidRecording';

const HOUR = 3600;

/**
 * Two hours from 2026-11-20 23:00 local (UTC+1) of a resting patient: pulse 75, SpO2 97,
 * respiration 16, temperature 36.8, a quiet room; readings with noise as devices give them.
 */
function restingRecording(seconds = 2 * HOUR): CovidRecording {
  const random = createRandom(3);
  const series = (rate: number, value: () => number) =>
    Float32Array.from({ length: Math.floor(seconds * rate) }, value);
  return {
    startEpochMs: Date.UTC(2026, 10, 20, 22, 0),
    utcOffsetMinutes: 60,
    channels: {
      pulse: { samples: series(1, () => Math.round(random.gaussian(75, 1.5))), samplingRate: 1 },
      spo2: { samples: series(1, () => Math.round(random.gaussian(97, 0.5))), samplingRate: 1 },
      respirationRate: {
        samples: series(1 / 15, () => Math.round(random.gaussian(16, 0.8))),
        samplingRate: 1 / 15,
      },
      temperature: {
        samples: series(1 / 60, () => Math.round(random.gaussian(36.8, 0.04) * 100) / 100),
        samplingRate: 1 / 60,
      },
      cough: { samples: series(20, () => random.gaussian(35, 1)), samplingRate: 20 },
    },
  };
}

function refusalOf(run: () => unknown): AnalysisRefusalCode | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AnalysisRefusedError) return error.code;
    throw error;
  }
  return undefined;
}

describe('analyzeCovid', () => {
  it('finds nothing to alert on in a resting patient and samples every quarter hour', () => {
    const analysis = analyzeCovid(restingRecording());
    const alerts = analysis.events.filter((event) => !event.type.includes('SAMPLE'));
    expect(alerts).toEqual([]);
    expect(analysis.summary.eventCounts.SAMPLE_15_MINUTES).toBe(8);
    // 23:00-01:00 local reaches the night of 21 November for its first hour.
    expect(analysis.samples.filter((sample) => sample.type === 'NIGHT_SAMPLE')).toHaveLength(1);
    expect(analysis.events.find((event) => event.type === 'NIGHT_SAMPLE')).toMatchObject({
      startSeconds: HOUR,
      endSeconds: 2 * HOUR,
    });
    for (const channel of ['pulse', 'spo2', 'respirationRate', 'temperature', 'cough'] as const)
      expect(analysis.quality[channel]?.verdict).toBe('good');
    expect(analysis.summary.vitals.pulse?.mean).toBeCloseTo(75, 0);
    expect(analysis.summary.analysedSeconds).toBe(2 * HOUR);
  });

  it('reports a fever above the 38 °C display ceiling as HIGH_TEMPERATURE', () => {
    const recording = restingRecording();
    const temperature = recording.channels.temperature!.samples;
    // A fever over 40 minutes, reached within 10 (a faster step is the patch coming off).
    for (let minute = 20; minute < 70; minute += 1)
      temperature[minute] = Math.min(39.2, 36.8 + 0.25 * (minute - 20)) + ((minute % 3) - 1) * 0.03;
    const fever = analyzeCovid(recording).events.filter(
      (event) => event.type === 'HIGH_TEMPERATURE',
    );
    expect(fever).toHaveLength(1);
    expect(fever[0]).toMatchObject({ signal: 'temperature', description: 'max 39.2 °C' });
    expect(fever[0]!.startSeconds).toBeGreaterThanOrEqual(24 * 60);
    expect(fever[0]!.startSeconds).toBeLessThanOrEqual(27 * 60);
  });

  it('uses the caller’s thresholds by their spec names', () => {
    const recording = restingRecording();
    const spo2 = recording.channels.spo2!.samples;
    for (let second = 1800; second < 2700; second += 1) spo2[second] = 95;
    expect(analyzeCovid(recording).summary.eventCounts.LOW_SPO2).toBe(0);
    const strict = analyzeCovid(recording, { saturation_level_min: 96 });
    expect(strict.summary.eventCounts.LOW_SPO2).toBe(1);
    expect(strict.events.find((event) => event.type === 'LOW_SPO2')?.description).toBe('min 95 %');
  });

  it('skips a channel of poor quality and says so, without refusing', () => {
    const recording = restingRecording();
    recording.channels.temperature!.samples.fill(24.5); // the patch lies on the bedside table
    const analysis = analyzeCovid(recording);
    expect(analysis.quality.temperature).toMatchObject({ verdict: 'poor', score: 0 });
    expect(analysis.samples.every((sample) => sample.vitals.temperature === null)).toBe(true);
  });

  it('does not use SpO2 while the oximeter is frozen on one pulse value', () => {
    const recording = restingRecording();
    recording.channels.pulse!.samples.fill(75, 600, 1800);
    const analysis = analyzeCovid(recording);
    expect(analysis.quality.spo2!.flatlineFraction).toBeCloseTo(1200 / 7200, 2);
    expect(analysis.quality.pulse!.flatlineFraction).toBeCloseTo(1200 / 7200, 2);
  });

  it('refuses without a pulse oximeter or with less than 15 minutes', () => {
    const withoutSpo2 = restingRecording();
    delete withoutSpo2.channels.spo2;
    expect(refusalOf(() => analyzeCovid(withoutSpo2))).toBe('SIGNAL_MISSING_OR_TOO_SHORT');
    expect(refusalOf(() => analyzeCovid(restingRecording(600)))).toBe(
      'SIGNAL_MISSING_OR_TOO_SHORT',
    );
  });

  it('refuses with NOT_ENOUGH_DATA when the finger was out of the oximeter', () => {
    const recording = restingRecording();
    recording.channels.pulse!.samples.fill(Number.NaN, 600);
    recording.channels.spo2!.samples.fill(Number.NaN, 600);
    expect(refusalOf(() => analyzeCovid(recording))).toBe('NOT_ENOUGH_DATA');
  });

  it('refuses with SIGNAL_QUALITY_TOO_LOW when the oximeter reads mostly motion artefact', () => {
    const recording = restingRecording();
    const random = createRandom(9);
    const pulse = recording.channels.pulse!.samples;
    for (let second = 0; second < pulse.length; second += 1)
      if (second % 60 < 40) pulse[second] = Math.round(random.uniform(40, 190));
    expect(refusalOf(() => analyzeCovid(recording))).toBe('SIGNAL_QUALITY_TOO_LOW');
  });

  it('refuses a night tag the recording does not hold, with the tag in the message', () => {
    expect(() => analyzeCovid(restingRecording(), {}, { dayTimeTag: '2026-12-01' })).toThrow(
      'Date tag 2026-12-01 not found or incorrect',
    );
    expect(analyzeCovid(restingRecording(), {}, { dayTimeTag: '2026-11-21' }).samples).toHaveLength(
      9,
    );
  });

  it('rejects parameters that are not numbers', () => {
    expect(() => analyzeCovid(restingRecording(), { heart_rate_max: Number.NaN })).toThrow(
      RangeError,
    );
  });
});
