import { describe, expect, it } from 'vitest';
import { resolveEcgScenario } from './ecgScenario';
import { HOLTER_PRESETS, holterScenario } from './holterScenario';
import { planSyntheticEcg } from './syntheticEcg';

describe('holterScenario', () => {
  it.each(HOLTER_PRESETS)('makes a valid 24-hour %s scenario by default', (preset) => {
    const scenario = resolveEcgScenario(holterScenario(preset));
    expect(scenario.durationSeconds).toBe(86_400);
    expect(scenario.samplingRate).toBe(250);
  });

  it('places every arrhythmia of the arrhythmic preset, even in one hour', () => {
    const plan = planSyntheticEcg(holterScenario('arrhythmic', { durationSeconds: 3600, seed: 3 }));
    const types = new Set(plan.episodes.map((episode) => episode.type));
    for (const type of [
      'SINUS',
      'ATRIAL_FIBRILLATION',
      'ATRIAL_FLUTTER',
      'VENTRICULAR_TACHYCARDIA',
      'SUPRAVENTRICULAR_TACHYCARDIA',
      'VENTRICULAR_BIGEMINY',
      'VENTRICULAR_TRIGEMINY',
      'BRADYCARDIA',
      'TACHYCARDIA',
      'PAUSE',
      'ARTIFACT',
    ] as const)
      expect(types).toContain(type);
    // Fusion beats come at 1 an hour, so an hour may have none.
    expect([...new Set(plan.beats.map((beat) => beat.beatClass))]).toEqual(
      expect.arrayContaining(['N', 'S', 'V']),
    );
  });

  it('keeps the normal preset mostly sinus and the AF preset all AF', () => {
    const normal = planSyntheticEcg(holterScenario('normal', { durationSeconds: 7200, seed: 2 }));
    expect(normal.episodes.some((episode) => episode.type === 'ATRIAL_FIBRILLATION')).toBe(false);
    const normalBeats = normal.beats.filter((beat) => beat.beatClass === 'N').length;
    expect(normalBeats / normal.beats.length).toBeGreaterThan(0.99);
    const af = planSyntheticEcg(holterScenario('atrialFibrillation', { durationSeconds: 3600 }));
    const rhythms = af.episodes.filter(
      (episode) => episode.type !== 'ARTIFACT' && episode.type !== 'PAUSE',
    );
    expect(rhythms.map((episode) => episode.type)).toEqual(['ATRIAL_FIBRILLATION']);
  });

  it('depends on the seed only through episode placement', () => {
    const a = holterScenario('arrhythmic', { seed: 1 });
    expect(holterScenario('arrhythmic', { seed: 1 })).toEqual(a);
    expect(holterScenario('arrhythmic', { seed: 2 }).episodes).not.toEqual(a.episodes);
  });
});
