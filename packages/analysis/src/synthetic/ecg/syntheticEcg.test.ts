import { describe, expect, it } from 'vitest';
import type { EcgScenario } from './ecgScenario';
import { generateSyntheticEcg, planSyntheticEcg } from './syntheticEcg';

const RATE = 250;

const sameBytes = (a: Float32Array, b: Float32Array) =>
  a.length === b.length && Buffer.from(a.buffer).equals(Buffer.from(b.buffer));

function concatenated(scenario: EcgScenario, chunkSeconds: number): Float32Array[] {
  const plan = planSyntheticEcg(scenario);
  const signals = plan.leads.map(() => new Float32Array(plan.sampleCount));
  for (const { startSample, signals: block } of plan.chunks(chunkSeconds))
    block.forEach((samples, lead) => signals[lead]?.set(samples, startSample));
  return signals;
}

const busy: EcgScenario = {
  durationSeconds: 120,
  seed: 11,
  leads: ['II', 'V1', 'V5'],
  ectopics: { ventricularPerHour: 600, supraventricularPerHour: 600, fusionPerHour: 200 },
  episodes: [
    { type: 'ATRIAL_FIBRILLATION', startSeconds: 30, durationSeconds: 20 },
    { type: 'ATRIAL_FLUTTER', startSeconds: 60, durationSeconds: 15 },
    { type: 'VENTRICULAR_TACHYCARDIA', startSeconds: 90, durationSeconds: 3 },
    { type: 'ARTIFACT', startSeconds: 100, durationSeconds: 5, leads: ['V1'] },
  ],
};

describe('generateSyntheticEcg', () => {
  it('returns one Float32Array per lead, in mV, with the asked length and rate', () => {
    const ecg = generateSyntheticEcg({ durationSeconds: 10, samplingRate: 500, leads: ['II'] });
    expect(ecg.samplingRate).toBe(500);
    expect(ecg.signals).toHaveLength(1);
    expect(ecg.signals[0]).toBeInstanceOf(Float32Array);
    expect(ecg.signals[0]).toHaveLength(5000);
    const peak = Math.max(...(ecg.signals[0] as Float32Array));
    // A lead II R wave is about 1.2 mV tall (plus wander and noise).
    expect(peak).toBeGreaterThan(0.8);
    expect(peak).toBeLessThan(2.5);
  });

  it('gives identical samples and ground truth for the same seed and different ones for another', () => {
    const first = generateSyntheticEcg(busy);
    const again = generateSyntheticEcg(busy);
    const other = generateSyntheticEcg({ ...busy, seed: 12 });
    first.signals.forEach((signal, lead) =>
      expect(sameBytes(signal, again.signals[lead] as Float32Array)).toBe(true),
    );
    expect(again.beats).toEqual(first.beats);
    expect(again.episodes).toEqual(first.episodes);
    expect(sameBytes(first.signals[0] as Float32Array, other.signals[0] as Float32Array)).toBe(
      false,
    );
    expect(other.beats).not.toEqual(first.beats);
  });

  it('streams exactly the same samples whatever the block size', () => {
    const whole = generateSyntheticEcg(busy).signals;
    for (const chunkSeconds of [1, 7.3, 45]) {
      const streamed = concatenated(busy, chunkSeconds);
      whole.forEach((signal, lead) =>
        expect(sameBytes(signal, streamed[lead] as Float32Array)).toBe(true),
      );
    }
  });

  it('yields consecutive blocks of the asked length, the last one shorter', () => {
    const plan = planSyntheticEcg({ durationSeconds: 10, seed: 2 });
    const blocks = [...plan.chunks(3)];
    expect(blocks.map((block) => block.startSample)).toEqual([0, 750, 1500, 2250]);
    expect(blocks.map((block) => block.signals[0]?.length)).toEqual([750, 750, 750, 250]);
  });

  it('puts NaN in the unplugged lead only, during the artifact only, and reports it', () => {
    const ecg = generateSyntheticEcg(busy);
    const [ii, v1] = ecg.signals as [Float32Array, Float32Array];
    const inside = v1.subarray(100 * RATE, 105 * RATE);
    expect(inside.every((value) => Number.isNaN(value))).toBe(true);
    expect(Number.isNaN(v1[100 * RATE - 1] as number)).toBe(false);
    expect(Number.isNaN(v1[105 * RATE] as number)).toBe(false);
    expect(ii.some((value) => Number.isNaN(value))).toBe(false);
    expect(ecg.episodes).toContainEqual({
      type: 'ARTIFACT',
      startSeconds: 100,
      endSeconds: 105,
      signal: 'V1',
    });
  });

  it('refuses to hold more samples than fit and invalid scenarios', () => {
    expect(() => generateSyntheticEcg({ durationSeconds: 86_400 * 2, samplingRate: 1000 })).toThrow(
      RangeError,
    );
    expect(() => generateSyntheticEcg({ durationSeconds: 0 })).toThrow(RangeError);
  });
});

describe('planSyntheticEcg ground truth', () => {
  const plan = planSyntheticEcg(busy);

  it('lists every beat in order with its AAMI class, and the RR series between them', () => {
    const samples = plan.beats.map((beat) => beat.sample);
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
    expect(new Set(samples).size).toBe(samples.length);
    expect(new Set(plan.beats.map((beat) => beat.beatClass))).toEqual(
      new Set(['N', 'S', 'V', 'F']),
    );
    expect(plan.rrIntervals).toHaveLength(plan.beats.length - 1);
    plan.rrIntervals.forEach((rr, index) =>
      expect(rr).toBeCloseTo(
        ((plan.beats[index + 1]?.sample as number) - (plan.beats[index]?.sample as number)) / RATE,
        9,
      ),
    );
  });

  it('keeps NN intervals to pairs of sinus beats', () => {
    expect(plan.nnIntervals.length).toBeGreaterThan(0);
    expect(plan.nnIntervals.length).toBeLessThan(plan.rrIntervals.length);
    expect(plan.nnTimes).toHaveLength(plan.nnIntervals.length);
    const beatAt = new Map(plan.beats.map((beat, index) => [beat.sample, index]));
    plan.nnTimes.forEach((time, index) => {
      const beat = beatAt.get(Math.round(time * RATE)) as number;
      expect(plan.beats[beat]?.beatClass).toBe('N');
      expect(plan.beats[beat - 1]?.beatClass).toBe('N');
      expect(plan.rrIntervals[beat - 1]).toBe(plan.nnIntervals[index]);
    });
  });

  it('reports each rhythm from its first to its last beat, in order', () => {
    const rhythms = plan.episodes.filter((episode) => episode.type !== 'ARTIFACT');
    expect(rhythms.map((episode) => episode.type)).toEqual([
      'SINUS',
      'ATRIAL_FIBRILLATION',
      'SINUS',
      'ATRIAL_FLUTTER',
      'SINUS',
      'VENTRICULAR_TACHYCARDIA',
      'SINUS',
    ]);
    const beatTimes = new Set(plan.beats.map((beat) => beat.sample / RATE));
    for (const episode of rhythms) {
      expect(beatTimes.has(episode.startSeconds)).toBe(true);
      expect(beatTimes.has(episode.endSeconds)).toBe(true);
    }
    const starts = plan.episodes.map((episode) => episode.startSeconds);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
