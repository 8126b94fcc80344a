import { describe, expect, it } from 'vitest';
import { ECTOPY_PATIENTS } from '../synthetic/ecg/ectopyPatients';
import { generateSyntheticEcg } from '../synthetic/ecg/syntheticEcg';
import { analyzeHolter } from './analyzeHolter';

// The synthetic `svt-runs` patient has two paroxysms of supraventricular tachycardia (20 s at
// 180/min, 60 s at 150/min). Each is reported as one tachycardia event over its whole length, not
// as its first few beats followed by a new "normal" rhythm.
describe('a paroxysm of supraventricular tachycardia in the Holter report', () => {
  it('is one SUPRAVENTRICULAR_TACHYCARDIA event covering the paroxysm', () => {
    const patient = ECTOPY_PATIENTS.find((candidate) => candidate.name === 'svt-runs')!;
    const ecg = generateSyntheticEcg(patient.scenario);
    const report = analyzeHolter({ leads: ecg.signals, samplingRate: ecg.samplingRate });
    const paroxysms = ecg.episodes.filter(
      (episode) => episode.type === 'SUPRAVENTRICULAR_TACHYCARDIA',
    );
    expect(paroxysms).toHaveLength(2);
    const events = report.events.filter((event) => event.type === 'SUPRAVENTRICULAR_TACHYCARDIA');
    for (const paroxysm of paroxysms) {
      const overlapping = events.filter(
        (event) =>
          event.endSeconds > paroxysm.startSeconds && event.startSeconds < paroxysm.endSeconds,
      );
      expect(overlapping).toHaveLength(1);
      const [event] = overlapping;
      const covered =
        Math.min(event!.endSeconds, paroxysm.endSeconds) -
        Math.max(event!.startSeconds, paroxysm.startSeconds);
      expect(covered).toBeGreaterThanOrEqual(0.95 * (paroxysm.endSeconds - paroxysm.startSeconds));
    }
  });
});
