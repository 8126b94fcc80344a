import { describe, expect, it } from 'vitest';
import { classifyBeats } from './classifyBeats';
import { testEcg, type TestBeat } from './syntheticBeats.testkit';

const RATE = 250;

/** Sinus rhythm at 75/min with a premature ventricular beat and compensatory pause every 8th. */
function rhythmWithPvcs(count: number): TestBeat[] {
  const beats: TestBeat[] = [];
  let time = 0.5;
  for (let index = 0; index < count; index += 1) {
    const isPvc = index % 8 === 7;
    beats.push({ seconds: time + (isPvc ? -0.35 : 0), beatClass: isPvc ? 'V' : 'N' });
    time += 0.8;
  }
  return beats;
}

const peaksOf = (beats: readonly TestBeat[]) =>
  beats.map((beat) => Math.round(beat.seconds * RATE));

describe('classifyBeats', () => {
  it('calls wide premature beats of another shape V and the sinus beats N', () => {
    const truth = rhythmWithPvcs(80);
    const leads = testEcg(truth, 66, RATE);
    const beats = classifyBeats(leads, peaksOf(truth), RATE);
    expect(beats.map((beat) => beat.beatClass)).toEqual(truth.map((beat) => beat.beatClass));
  });

  it('calls a premature beat of normal shape S, using the ectopic reduction percent', () => {
    // A very regular rhythm (all intervals 0.8 s), where half the reduction percent is enough.
    const truth: TestBeat[] = Array.from({ length: 40 }, (_, index) => ({
      seconds: 0.5 + index * 0.8 - (index === 30 ? 0.3 : 0),
      beatClass: 'N',
    }));
    const leads = testEcg(truth, 33, RATE);
    expect(classifyBeats(leads, peaksOf(truth), RATE)[30]?.beatClass).toBe('S');
    // 0.3 s early of 0.8 s is 37.5 % premature: not premature for a 95 % reduction limit, nor
    // for the very regular rhythm's limit of half of it (47.5 %), nor for the short-long limit of
    // 0.4 of it (38 %).
    expect(
      classifyBeats(leads, peaksOf(truth), RATE, { ectopic_reduction_percent: 95 })[30]?.beatClass,
    ).toBe('N');
    // 60 % (and 30 % in a very regular rhythm): still premature there.
    expect(
      classifyBeats(leads, peaksOf(truth), RATE, { ectopic_reduction_percent: 60 })[30]?.beatClass,
    ).toBe('S');
  });

  it('calls beats in a user not-for-analysis interval Q unless told to ignore the user', () => {
    const truth = rhythmWithPvcs(40);
    const leads = testEcg(truth, 34, RATE);
    const notForAnalysis = [{ startSeconds: 10, endSeconds: 12 }];
    const beats = classifyBeats(leads, peaksOf(truth), RATE, {}, { notForAnalysis });
    const inside = beats.filter((beat) => beat.sample >= 10 * RATE && beat.sample < 12 * RATE);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.every((beat) => beat.beatClass === 'Q')).toBe(true);
    const ignored = classifyBeats(
      leads,
      peaksOf(truth),
      RATE,
      { use_user_quality: false },
      { notForAnalysis },
    );
    expect(ignored.some((beat) => beat.beatClass === 'Q')).toBe(false);
  });

  it('calls beats buried in baseline jumps Q', () => {
    const truth: TestBeat[] = Array.from({ length: 40 }, (_, index) => ({
      seconds: 0.5 + index * 0.8,
      beatClass: 'N',
    }));
    const leads = testEcg(truth, 34, RATE);
    // Electrode motion: the baseline steps by 3 mV every 300 ms between 15 and 20 s.
    for (let index = 15 * RATE; index < 20 * RATE; index += 1)
      leads[0]![index]! += Math.floor(index / (0.3 * RATE)) % 2 === 0 ? 3 : 0;
    const beats = classifyBeats(leads, peaksOf(truth), RATE);
    const noisy = beats.filter((beat) => beat.sample > 15.5 * RATE && beat.sample < 19.5 * RATE);
    expect(noisy.every((beat) => beat.beatClass === 'Q')).toBe(true);
    expect(
      beats.filter((beat) => beat.sample < 14 * RATE).every((beat) => beat.beatClass === 'N'),
    ).toBe(true);
  });

  it('answers nothing for no beats and refuses a sampling rate that is not positive', () => {
    expect(classifyBeats(new Float32Array(100), [], RATE)).toEqual([]);
    expect(() => classifyBeats(new Float32Array(100), [10], 0)).toThrow(RangeError);
  });
});
