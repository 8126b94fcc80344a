import { describe, expect, it } from 'vitest';
import { holterScenario } from '../synthetic/ecg/holterScenario';
import { generateSyntheticEcg } from '../synthetic/ecg/syntheticEcg';
import { analyzeHolter } from './analyzeHolter';

// Arrhythmic 15-minute demo recordings whose normal template used to come from the first beats:
// when those were ectopic, most of the recording's normal beats were called fusion (F), the NN
// intervals shrank to seconds and the heart-rate distribution to nothing — about 1 in 60 seeds
// (found by sampling 300 seeds; the API's statistics test failed on one now and then). The
// template now comes from the recording's dominant beat shape. Normal and supraventricular beats
// are counted together: each of these recordings has a 30 s paroxysm of atrial flutter with 2:1
// conduction, which starts and ends at once like a paroxysmal supraventricular tachycardia and is
// called one (its beats S; AAMI EC57 counts flutter beats N). That is a known limit of the
// paroxysm rule (markParoxysmalRuns), not the template fault this test keeps out.
const SEEDS_THAT_FOOLED_THE_TEMPLATE = [1504577199, 1808492598, 3375034358, 1080752774, 1101102424];

describe('the dominant rhythm of a recording whose first beats are ectopic', () => {
  it.each(SEEDS_THAT_FOOLED_THE_TEMPLATE)('seed %i: its normal beats are N or S', (seed) => {
    const ecg = generateSyntheticEcg(
      holterScenario('arrhythmic', {
        durationSeconds: 900,
        seed,
        samplingRate: 250,
        leads: ['II', 'V5'],
        startTimeOfDaySeconds: 9 * 3600,
      }),
    );
    const { beats } = analyzeHolter({ leads: ecg.signals, samplingRate: ecg.samplingRate });
    const share = (...classes: string[]) =>
      beats.filter((beat) => classes.includes(beat.beatClass)).length / beats.length;
    const truthSupraventricular =
      ecg.beats.filter((beat) => beat.beatClass === 'N' || beat.beatClass === 'S').length /
      ecg.beats.length;
    expect(share('F')).toBeLessThan(0.02);
    expect(share('N', 'S')).toBeGreaterThan(truthSupraventricular - 0.05);
  });
});
