import { describe, expect, it } from 'vitest';
import { detectQrs } from '../../ecg/detectQrs';
import { scoreBeats } from '../../scoring/scoreBeats';
import { holterScenario } from './holterScenario';
import { generateSyntheticEcg } from './syntheticEcg';

// Realism check: the QRS detector, tuned on real MIT-BIH records, finds the synthetic beats.
describe('detectQrs on synthetic ECG', () => {
  const scoreOf = (noise: 'none' | undefined, seed: number) => {
    const ecg = generateSyntheticEcg({ durationSeconds: 300, seed, noise });
    const reference = ecg.beats.map((beat) => ({ sample: beat.sample, symbol: beat.beatClass }));
    return scoreBeats(reference, detectQrs(ecg.signals[0] as Float32Array, ecg.samplingRate), 250, {
      startSeconds: 0,
    });
  };

  it('finds the beats of a clean 5-minute sinus recording with Se and +P of at least 99.5 %', () => {
    const score = scoreOf('none', 31);
    expect(score.truePositives).toBeGreaterThan(300);
    expect(score.sensitivity).toBeGreaterThanOrEqual(0.995);
    expect(score.positivePredictivity).toBeGreaterThanOrEqual(0.995);
  });

  it.each([
    ['arrhythmic', 2],
    ['atrialFibrillation', 2],
    ['arrhythmic', 1],
    ['atrialFibrillation', 1],
  ] as const)(
    'loses and adds no beat by its second look: %s, %i lead(s), heavy muscle noise',
    (preset, leadCount) => {
      const scenario = holterScenario(preset, { durationSeconds: 1800, seed: 2 });
      const ecg = generateSyntheticEcg({ ...scenario, noise: { muscle: 0.05 } });
      const leads = ecg.signals.slice(0, leadCount) as Float32Array[];
      const reference = ecg.beats.map((beat) => ({ sample: beat.sample, symbol: beat.beatClass }));
      const score = (rhythmReview: boolean) =>
        scoreBeats(reference, detectQrs(leads, ecg.samplingRate, { rhythmReview }), 250, {
          startSeconds: 0,
        });
      const reviewed = score(true);
      expect(reviewed.truePositives).toBeGreaterThan(1800);
      expect(reviewed).toEqual(score(false));
    },
  );

  it('still finds them under the default ambulatory noise', () => {
    const score = scoreOf(undefined, 32);
    expect(score.sensitivity).toBeGreaterThanOrEqual(0.995);
    expect(score.positivePredictivity).toBeGreaterThanOrEqual(0.995);
  });
});
