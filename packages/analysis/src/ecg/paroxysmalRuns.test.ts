import { describe, expect, it } from 'vitest';
import type { Beat, BeatClass } from '../events/beatClasses';
import { markParoxysmalRuns } from './paroxysmalRuns';

const RATE = 250;

interface Stretch {
  /** RR interval, seconds. */
  interval: number;
  beats: number;
  /** The class of each beat of the stretch (first beat may differ, see `first`). */
  beatClass?: BeatClass;
  first?: BeatClass;
}

/** Beats, R peaks and the expected interval per beat (the rhythm before each stretch). */
function rhythm(stretches: readonly Stretch[]) {
  const beats: Beat[] = [{ sample: 0, beatClass: 'N' }];
  const expected: number[] = [stretches[0]!.interval * RATE];
  let sample = 0;
  let rhythmInterval = stretches[0]!.interval;
  for (const stretch of stretches) {
    for (let beat = 0; beat < stretch.beats; beat += 1) {
      sample += Math.round(stretch.interval * RATE);
      const beatClass = beat === 0 ? (stretch.first ?? stretch.beatClass) : stretch.beatClass;
      beats.push({ sample, beatClass: beatClass ?? 'N' });
      expected.push(rhythmInterval * RATE);
    }
    if (stretch.first === undefined) rhythmInterval = stretch.interval;
  }
  return { beats, rPeaks: beats.map((beat) => beat.sample), expected };
}

const classesOf = (stretches: readonly Stretch[]) => {
  const { beats, rPeaks, expected } = rhythm(stretches);
  markParoxysmalRuns(beats, rPeaks, expected, RATE, 25);
  return beats.map((beat) => beat.beatClass).join('');
};

describe('markParoxysmalRuns', () => {
  it('makes every beat of a paroxysm of supraventricular tachycardia S', () => {
    // Sinus at 75/min, then 10 beats at 150/min starting with an S beat, then sinus again.
    const classes = classesOf([
      { interval: 0.8, beats: 5 },
      { interval: 0.4, beats: 10, first: 'S' },
      { interval: 0.8, beats: 5 },
    ]);
    expect(classes).toBe(`${'N'.repeat(6)}${'S'.repeat(10)}${'N'.repeat(5)}`);
  });

  it('leaves a fast rhythm that lasts more than 2 minutes (flutter, sinus tachycardia)', () => {
    const classes = classesOf([
      { interval: 0.8, beats: 5 },
      { interval: 0.4, beats: 320, first: 'S' },
      { interval: 0.8, beats: 5 },
    ]);
    expect(classes).toBe(`${'N'.repeat(6)}S${'N'.repeat(324)}`);
  });

  it('leaves a run below 140/min: 1:1 conduction after a 2:1 AV block, a sinus tachycardia', () => {
    const blockEnds = classesOf([
      { interval: 1.6, beats: 5 },
      { interval: 0.8, beats: 10, first: 'S' },
      { interval: 1.6, beats: 5 },
    ]);
    expect(blockEnds).toBe(`${'N'.repeat(6)}S${'N'.repeat(14)}`);
    const sinusTachycardia = classesOf([
      { interval: 0.8, beats: 5 },
      { interval: 0.5, beats: 30, first: 'S' },
      { interval: 0.8, beats: 5 },
    ]);
    expect(sinusTachycardia).toBe(`${'N'.repeat(6)}S${'N'.repeat(34)}`);
  });

  it('leaves a run that does not end by slowing back to the rhythm before it', () => {
    const faster = classesOf([
      { interval: 0.8, beats: 5 },
      { interval: 0.45, beats: 10, first: 'S' },
      { interval: 0.3, beats: 5 },
    ]);
    expect(faster).toBe(`${'N'.repeat(6)}S${'N'.repeat(14)}`);
    // Ended by a ventricular beat: whether the tachycardia went on under it is unknown.
    const { beats, rPeaks, expected } = rhythm([
      { interval: 0.8, beats: 5 },
      { interval: 0.4, beats: 10, first: 'S' },
      { interval: 0.8, beats: 5, first: 'V' },
    ]);
    markParoxysmalRuns(beats, rPeaks, expected, RATE, 25);
    expect(beats.filter((beat) => beat.beatClass === 'S')).toHaveLength(1);
  });

  it('needs three beats and a rate 25 % above the rhythm before it', () => {
    const couplet = classesOf([
      { interval: 0.8, beats: 5 },
      { interval: 0.4, beats: 2, first: 'S' },
      { interval: 0.8, beats: 5 },
    ]);
    expect(couplet).toBe(`${'N'.repeat(6)}SN${'N'.repeat(5)}`);
    const modest = classesOf([
      { interval: 0.55, beats: 5 },
      { interval: 0.45, beats: 10, first: 'S' },
      { interval: 0.55, beats: 5 },
    ]);
    expect(modest).toBe(`${'N'.repeat(6)}S${'N'.repeat(14)}`);
  });
});
