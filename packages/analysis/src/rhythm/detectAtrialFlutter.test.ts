import { describe, expect, it } from 'vitest';
import type { TimeInterval } from '../ecg/classifyBeats';
import { analyzeHolter } from '../holter/analyzeHolter';
import { generateSyntheticEcg } from '../synthetic/ecg/syntheticEcg';
import { detectAtrialFlutter } from './detectAtrialFlutter';

/** Seconds of `spans` that lie inside `reference`. */
function overlapSeconds(spans: readonly TimeInterval[], reference: readonly TimeInterval[]) {
  let total = 0;
  for (const span of spans)
    for (const other of reference)
      total += Math.max(
        0,
        Math.min(span.endSeconds, other.endSeconds) -
          Math.max(span.startSeconds, other.startSeconds),
      );
  return total;
}
const length = (spans: readonly TimeInterval[]) =>
  spans.reduce((sum, span) => sum + span.endSeconds - span.startSeconds, 0);

// 25 minutes of the generator: flutter with 4:1 and with variable (2:1 / 4:1) conduction, and
// the rhythms it must not be taken for: sinus rhythm with ectopics, a sinus tachycardia at
// 105/min (3 cycles of 315/min fit its RR) and atrial fibrillation.
const ecg = generateSyntheticEcg({
  durationSeconds: 1500,
  seed: 21,
  leads: ['II', 'V5'],
  ectopics: { ventricularPerHour: 20, supraventricularPerHour: 30 },
  episodes: [
    { type: 'ATRIAL_FLUTTER', startSeconds: 120, durationSeconds: 240, conduction: 4 },
    { type: 'TACHYCARDIA', startSeconds: 480, durationSeconds: 240, rate: 105 },
    { type: 'ATRIAL_FLUTTER', startSeconds: 840, durationSeconds: 240, conduction: 'variable' },
    { type: 'ATRIAL_FIBRILLATION', startSeconds: 1200, durationSeconds: 240 },
  ],
});
const truth = ecg.episodes.filter((episode) => episode.type === 'ATRIAL_FLUTTER');

describe('detectAtrialFlutter', () => {
  it('finds flutter with 4:1 and variable conduction against the generator truth', () => {
    const report = analyzeHolter({ leads: ecg.signals, samplingRate: ecg.samplingRate });
    const found = report.events.filter((event) => event.type === 'ATRIAL_FLUTTER');
    expect(truth).toHaveLength(2);
    // Time sensitivity and positive predictivity of the episodes.
    expect(overlapSeconds(found, truth) / length(truth)).toBeGreaterThan(0.85);
    expect(overlapSeconds(found, truth) / length(found)).toBeGreaterThan(0.95);
    for (const episode of truth) expect(overlapSeconds(found, [episode])).toBeGreaterThan(180);
    // Not AF, and the conducted beats of flutter are normal, not SVEB.
    expect(
      overlapSeconds(
        report.events.filter((e) => e.type === 'ATRIAL_FIBRILLATION'),
        truth,
      ),
    ).toBeLessThan(10);
    const flutterBeats = report.beats.filter((beat) =>
      truth.some(
        (episode) =>
          beat.sample / ecg.samplingRate > episode.startSeconds + 10 &&
          beat.sample / ecg.samplingRate < episode.endSeconds - 10,
      ),
    );
    const sveb = flutterBeats.filter((beat) => beat.beatClass === 'S').length;
    expect(sveb).toBeLessThanOrEqual(0.02 * flutterBeats.length);
  });

  it('finds nothing in sinus rhythm, sinus tachycardia or atrial fibrillation', () => {
    const beats = ecg.beats.map((beat) => ({ sample: beat.sample, beatClass: beat.beatClass }));
    const found = detectAtrialFlutter(ecg.signals, beats, ecg.samplingRate);
    const widened = truth.map((episode) => ({
      startSeconds: episode.startSeconds - 10,
      endSeconds: episode.endSeconds + 10,
    }));
    expect(length(found) - overlapSeconds(found, widened)).toBeLessThan(10);
  });

  it('does not take the onset or end of a supraventricular tachycardia for varying conduction', () => {
    // Sinus rhythm, then a paroxysm at 175/min (2 cycles of 350/min fit its RR): a window over
    // its onset or end holds sinus intervals off the flutter grid and the tachycardia's on it.
    // Counting the off-grid ones as a varying conduction made the first 10 s of the demo Holter's
    // paroxysm "flutter", and its beats N. The windows are laid from the first beat: each start
    // of the beat list lays them differently.
    const paroxysm = generateSyntheticEcg({
      durationSeconds: 180,
      seed: 22,
      leads: ['II', 'V5'],
      heartRate: { mean: 70 },
      ectopics: { ventricularPerHour: 0, supraventricularPerHour: 0 },
      episodes: [
        { type: 'SUPRAVENTRICULAR_TACHYCARDIA', startSeconds: 60, durationSeconds: 45, rate: 175 },
      ],
    });
    const beats = paroxysm.beats.map((beat) => ({
      sample: beat.sample,
      beatClass: beat.beatClass,
    }));
    for (let first = 0; first < 8; first += 1)
      expect(
        detectAtrialFlutter(paroxysm.signals, beats.slice(first), paroxysm.samplingRate),
      ).toEqual([]);
  });

  it('answers nothing for too few beats and refuses a sampling rate that is not positive', () => {
    expect(detectAtrialFlutter([new Float32Array(2500)], [], 250)).toEqual([]);
    expect(() => detectAtrialFlutter([new Float32Array(10)], [], 0)).toThrow(RangeError);
  });
});
