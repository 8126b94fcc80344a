import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ECG_NOISE,
  DEFAULT_HEART_RATE,
  type EcgScenario,
  resolveEcgScenario,
} from './ecgScenario';

describe('resolveEcgScenario', () => {
  it('fills in the documented defaults', () => {
    const scenario = resolveEcgScenario({ durationSeconds: 60 });
    expect(scenario).toMatchObject({
      samplingRate: 250,
      leads: ['II', 'V5'],
      seed: 1,
      startTimeOfDaySeconds: 9 * 3600,
      heartRate: DEFAULT_HEART_RATE,
      noise: DEFAULT_ECG_NOISE,
      pauseThresholdSeconds: 2,
      ectopics: {
        ventricularPerHour: 0,
        supraventricularPerHour: 0,
        fusionPerHour: 0,
        ventricularFoci: 1,
        ventricularCoupling: [0.55, 0.75],
        ventricularOrigin: 'myocardial',
      },
    });
    expect(resolveEcgScenario({ durationSeconds: 60, noise: 'none' }).noise.muscle).toBe(0);
  });

  it('sorts episodes by start', () => {
    const scenario = resolveEcgScenario({
      durationSeconds: 600,
      episodes: [
        { type: 'ARTIFACT', startSeconds: 400, durationSeconds: 10 },
        { type: 'PAUSE', startSeconds: 100, durationSeconds: 3 },
      ],
    });
    expect(scenario.episodes.map((episode) => episode.type)).toEqual(['PAUSE', 'ARTIFACT']);
  });

  it.each([
    ['a zero duration', { durationSeconds: 0 }],
    ['a sampling rate below 50 Hz', { durationSeconds: 60, samplingRate: 20 }],
    ['a mean rate outside 61-99/min', { durationSeconds: 60, heartRate: { mean: 110 } }],
    [
      'an episode past the end',
      { durationSeconds: 60, episodes: [{ type: 'PAUSE', startSeconds: 59, durationSeconds: 3 }] },
    ],
    [
      'a bradycardia of 60/min',
      {
        durationSeconds: 600,
        episodes: [{ type: 'BRADYCARDIA', startSeconds: 0, durationSeconds: 60, rate: 60 }],
      },
    ],
    [
      'a tachycardia of 100/min',
      {
        durationSeconds: 600,
        episodes: [{ type: 'TACHYCARDIA', startSeconds: 0, durationSeconds: 60, rate: 100 }],
      },
    ],
    [
      'a VT at 90/min',
      {
        durationSeconds: 600,
        episodes: [
          { type: 'VENTRICULAR_TACHYCARDIA', startSeconds: 0, durationSeconds: 5, rate: 90 },
        ],
      },
    ],
    [
      'an idioventricular rhythm at 110/min',
      {
        durationSeconds: 600,
        episodes: [
          { type: 'VENTRICULAR_BRADYCARDIA', startSeconds: 0, durationSeconds: 60, rate: 110 },
        ],
      },
    ],
    [
      'a ventricular coupling past the next sinus beat',
      { durationSeconds: 60, ectopics: { ventricularCoupling: [0.8, 1.1] } },
    ],
    [
      'a ventricular coupling range upside down',
      { durationSeconds: 60, ectopics: { ventricularCoupling: [0.7, 0.5] } },
    ],
    [
      'a pause under the threshold',
      {
        durationSeconds: 600,
        episodes: [{ type: 'PAUSE', startSeconds: 10, durationSeconds: 1.8 }],
      },
    ],
    [
      'f waves at 10 Hz',
      {
        durationSeconds: 600,
        episodes: [
          {
            type: 'ATRIAL_FIBRILLATION',
            startSeconds: 0,
            durationSeconds: 60,
            fibrillatoryFrequency: 10,
          },
        ],
      },
    ],
    [
      'overlapping rhythms',
      {
        durationSeconds: 600,
        episodes: [
          { type: 'ATRIAL_FIBRILLATION', startSeconds: 0, durationSeconds: 100 },
          { type: 'ATRIAL_FLUTTER', startSeconds: 90, durationSeconds: 100 },
        ],
      },
    ],
    [
      'a pause inside a VT run',
      {
        durationSeconds: 600,
        episodes: [
          { type: 'VENTRICULAR_TACHYCARDIA', startSeconds: 100, durationSeconds: 10 },
          { type: 'PAUSE', startSeconds: 105, durationSeconds: 3 },
        ],
      },
    ],
  ] as const)('refuses %s', (_, scenario) => {
    expect(() => resolveEcgScenario(scenario)).toThrow(RangeError);
  });

  it('refuses a rate change other than gradual or abrupt (from untyped callers)', () => {
    const episode = { type: 'TACHYCARDIA', startSeconds: 0, durationSeconds: 60, rate: 120 };
    const scenario = (onset: string) =>
      ({ durationSeconds: 600, episodes: [{ ...episode, onset }] }) as unknown as EcgScenario;
    expect(() => resolveEcgScenario(scenario('sudden'))).toThrow(/onset must be/);
    expect(() => resolveEcgScenario(scenario('abrupt'))).not.toThrow();
  });
});
