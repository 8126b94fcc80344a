import { describe, expect, it } from 'vitest';
import type { BeatClass } from '../events/beatClasses';
import { generateSyntheticEcg } from '../synthetic/ecg/syntheticEcg';
import { analyzeHolter } from './analyzeHolter';

// 40 minutes of the generator with its ground truth: sinus rhythm with supraventricular and
// ventricular ectopics, a bradycardia and a sinus tachycardia (both reached and left gradually,
// as the sinus node does), 90 s with both electrodes off and a pause. Before the fix, the RR
// interval across the electrode-off gap entered the classifier's RR reference and every later
// beat was "premature" (SVEB), and the heart rate of the window across the gap read 3/min.
const ecg = generateSyntheticEcg({
  durationSeconds: 2400,
  seed: 11,
  leads: ['II', 'V5'],
  ectopics: { ventricularPerHour: 30, supraventricularPerHour: 40 },
  episodes: [
    { type: 'BRADYCARDIA', startSeconds: 300, durationSeconds: 240, rate: 50 },
    { type: 'TACHYCARDIA', startSeconds: 900, durationSeconds: 240, rate: 120 },
    { type: 'ARTIFACT', startSeconds: 1500, durationSeconds: 90 },
    { type: 'PAUSE', startSeconds: 1900, durationSeconds: 2.8 },
  ],
});
const report = analyzeHolter({ leads: ecg.signals, samplingRate: ecg.samplingRate });
const gap = ecg.episodes.find((episode) => episode.type === 'ARTIFACT')!;
const seconds = (sample: number) => sample / ecg.samplingRate;
// The truth outside the electrode-off gap, where the beats can be seen.
const visible = ecg.beats.filter(
  (beat) => seconds(beat.sample) < gap.startSeconds || seconds(beat.sample) > gap.endSeconds,
);
const truthCount = (beatClass: BeatClass) =>
  visible.filter((beat) => beat.beatClass === beatClass).length;
const foundCount = (beatClass: BeatClass) =>
  report.beats.filter((beat) => beat.beatClass === beatClass).length;

/** The extremes of 10 s window mean rates over the true beats, windows restarting after the gap
 * (the definition of the report's minimum and maximum, brad_tach_win_time = 10 s). */
function truthRateExtremes() {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let start = Number.NaN;
  let sum = 0;
  let count = 0;
  for (let index = 1; index < visible.length; index += 1) {
    const from = seconds(visible[index - 1]!.sample);
    const to = seconds(visible[index]!.sample);
    if (from < gap.endSeconds && to > gap.startSeconds) {
      start = Number.NaN;
      sum = 0;
      count = 0;
      continue;
    }
    if (Number.isNaN(start)) start = from;
    sum += to - from;
    count += 1;
    if (to - start >= 10) {
      min = Math.min(min, (60 * count) / sum);
      max = Math.max(max, (60 * count) / sum);
      start = to;
      sum = 0;
      count = 0;
    }
  }
  return { min, max };
}

describe('analyzeHolter on a synthetic recording with ground truth', () => {
  it('counts the beat classes close to the truth', () => {
    expect(Math.abs(report.counts.total - visible.length)).toBeLessThanOrEqual(
      0.01 * visible.length,
    );
    expect(Math.abs(report.counts.normal - truthCount('N'))).toBeLessThanOrEqual(
      0.02 * truthCount('N'),
    );
    const truthSveb = truthCount('S');
    expect(truthSveb).toBeGreaterThan(15);
    // Atrial premature beats with a coupling of 85 % of the cycle, inside the sinus rhythm's own
    // variability, are missed. (A tachycardia that started at once, its P waves on the T waves,
    // would read as a supraventricular tachycardia for its first 16 beats: the synthetic patient
    // "sinus-rate-jumps" measures that.)
    expect(report.counts.sveb).toBeGreaterThanOrEqual(0.4 * truthSveb);
    expect(report.counts.sveb).toBeLessThanOrEqual(1.5 * truthSveb);
    const truthVeb = truthCount('V');
    expect(Math.abs(report.counts.veb - truthVeb)).toBeLessThanOrEqual(Math.max(3, 0.1 * truthVeb));
    // Muscle noise of the exercise that goes with the tachycardia makes a few beats artifacts.
    expect(foundCount('Q')).toBeLessThanOrEqual(0.02 * visible.length);
  });

  it('reads the gradual sinus tachycardia as a tachycardia, not as a supraventricular one', () => {
    const types = report.events.map((event) => event.type);
    expect(types).toContain('TACHYCARDIA');
    expect(types).not.toContain('SUPRAVENTRICULAR_TACHYCARDIA');
  });

  it('reports heart-rate extremes that match the truth, not the electrode-off gap', () => {
    const truth = truthRateExtremes();
    expect(truth.min).toBeLessThan(55);
    expect(truth.max).toBeGreaterThan(110);
    expect(Math.abs(report.heartRate.min - truth.min)).toBeLessThanOrEqual(4);
    expect(Math.abs(report.heartRate.max - truth.max)).toBeLessThanOrEqual(4);
  });

  it('reports the gap as an artifact and the true pause as the only pause', () => {
    const pauses = report.events.filter((event) => event.type === 'PAUSE');
    expect(pauses).toHaveLength(1);
    expect(pauses[0]!.startSeconds).toBeGreaterThan(1890);
    expect(pauses[0]!.startSeconds).toBeLessThan(1910);
    const artifacts = report.events.filter((event) => event.type === 'ARTIFACT');
    expect(
      artifacts.some(
        (event) =>
          event.startSeconds <= gap.startSeconds + 1 && event.endSeconds >= gap.endSeconds - 1,
      ),
    ).toBe(true);
    expect(report.analysedSeconds).toBeLessThan(2400 - 85);
  });
});
