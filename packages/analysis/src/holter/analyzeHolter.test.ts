import { describe, expect, it } from 'vitest';
import { testEcg, type TestBeat } from '../ecg/syntheticBeats.testkit';
import { AnalysisRefusedError } from '../events/analysisRefusal';
import { analyzeHolter } from './analyzeHolter';

const RATE = 250;

/** Five minutes at 75/min with a ventricular premature beat every 10th beat. */
function recording() {
  const truth: TestBeat[] = [];
  for (let index = 0; index < 375; index += 1) {
    const isPvc = index % 10 === 9;
    truth.push({ seconds: 0.5 + index * 0.8 - (isPvc ? 0.35 : 0), beatClass: isPvc ? 'V' : 'N' });
  }
  return { truth, leads: testEcg(truth, 301, RATE) };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AnalysisRefusedError ? error.code : 'other';
  }
  return 'none';
};

describe('analyzeHolter', () => {
  it('finds the beats, counts the VEB, the heart rate, the rhythm and the HRV', () => {
    const { truth, leads } = recording();
    const report = analyzeHolter({ leads, samplingRate: RATE });
    expect(report.counts.total).toBe(truth.length);
    expect(report.counts.veb).toBe(37);
    expect(report.counts.normal).toBe(truth.length - 37);
    expect(report.counts.vebPerHour).toBeCloseTo(37 * 12, -1);
    expect(report.heartRate.average).toBeGreaterThan(70);
    expect(report.heartRate.average).toBeLessThan(80);
    expect(report.events.some((event) => event.type === 'SINUS')).toBe(true);
    expect(report.events.filter((event) => event.type === 'VENTRICULAR_ECTOPIC')).toHaveLength(37);
    expect(report.hrv.nnCount).toBeGreaterThan(250);
    expect(report.analysedSeconds).toBeCloseTo(301, 0);
  });

  it('passes the spec-named rhythm parameters through', () => {
    const { leads } = recording();
    const report = analyzeHolter({ leads, samplingRate: RATE, params: { max_brad_HR: 80 } });
    expect(report.events.some((event) => event.type === 'BRADYCARDIA')).toBe(true);
  });

  it('refuses missing, flat or too short signals', () => {
    expect(refusal(() => analyzeHolter({ leads: [], samplingRate: RATE }))).toBe(
      'SIGNAL_MISSING_OR_TOO_SHORT',
    );
    const flat = new Float32Array(60 * RATE).fill(0.3);
    expect(refusal(() => analyzeHolter({ leads: [flat], samplingRate: RATE }))).toBe(
      'SIGNAL_MISSING_OR_TOO_SHORT',
    );
    const { leads } = recording();
    const short = leads.map((lead) => lead.slice(0, 5 * RATE));
    expect(refusal(() => analyzeHolter({ leads: short, samplingRate: RATE }))).toBe(
      'SIGNAL_MISSING_OR_TOO_SHORT',
    );
  });

  it('refuses a signal of noise with too low a quality', () => {
    let state = 1;
    const noise = Float32Array.from({ length: 120 * RATE }, () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648 - 0.5;
    });
    expect(refusal(() => analyzeHolter({ leads: [noise], samplingRate: RATE }))).toBe(
      'SIGNAL_QUALITY_TOO_LOW',
    );
  });
});
