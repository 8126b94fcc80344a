import { describe, expect, it } from 'vitest';
import type { Beat, BeatClass } from '../events/beatClasses';
import { createRandom } from '../synthetic/random';
import { detectRhythms } from './detectRhythms';
import { rrIrregularity } from './rrIrregularity';

const RATE = 100;

/** Beats from consecutive RR intervals (s) and their classes; the first beat is at 1 s. */
function beatsOf(intervals: readonly number[], classes: readonly BeatClass[]): Beat[] {
  let time = 1;
  return classes.map((beatClass, index) => {
    if (index > 0) time += intervals[index - 1] as number;
    return { sample: Math.round(time * RATE), beatClass };
  });
}
const regular = (count: number, rr: number, beatClass: BeatClass = 'N') =>
  beatsOf(Array<number>(count).fill(rr), Array<BeatClass>(count).fill(beatClass));
const types = (beats: Beat[], params = {}) => detectRhythms(beats, RATE, params).map((e) => e.type);

describe('detectRhythms', () => {
  it('finds only sinus rhythm in a regular 75/min rhythm', () => {
    const events = detectRhythms(regular(100, 0.8), RATE);
    expect(events).toEqual([{ type: 'SINUS', startSeconds: 1, endSeconds: 1 + 99 * 0.8 }]);
  });

  it('finds bradycardia below max_brad_HR and tachycardia above min_tach_HR (spec §9)', () => {
    expect(types(regular(40, 1.2))).toContain('BRADYCARDIA');
    expect(types(regular(80, 0.5))).toContain('TACHYCARDIA');
    expect(types(regular(40, 1.2), { max_brad_HR: 45 })).not.toContain('BRADYCARDIA');
    expect(types(regular(80, 0.5), { min_tach_HR: 130 })).not.toContain('TACHYCARDIA');
  });

  it('finds a pause longer than pause_time', () => {
    const intervals = [...Array<number>(20).fill(0.8), 2.6, ...Array<number>(20).fill(0.8)];
    const beats = beatsOf(intervals, Array<BeatClass>(42).fill('N'));
    const pause = detectRhythms(beats, RATE).find((event) => event.type === 'PAUSE');
    expect(pause).toMatchObject({ startSeconds: 17, endSeconds: 19.6 });
    expect(types(beats, { pause_time: 3 })).not.toContain('PAUSE');
  });

  it('finds ventricular tachycardia, and a slow ventricular run as ventricular bradycardia', () => {
    const classes: BeatClass[] = [
      ...Array<BeatClass>(10).fill('N'),
      'V',
      'V',
      'V',
      'V',
      ...Array<BeatClass>(10).fill('N'),
    ];
    const fast = beatsOf(
      [...Array<number>(9).fill(0.8), 0.45, 0.45, 0.45, 0.45, 1, ...Array<number>(9).fill(0.8)],
      classes,
    );
    expect(types(fast)).toContain('VENTRICULAR_TACHYCARDIA');
    const slow = beatsOf(Array<number>(23).fill(1.1), classes);
    expect(types(slow)).toContain('VENTRICULAR_BRADYCARDIA');
  });

  it('finds supraventricular tachycardia in three or more S beats above 100/min', () => {
    const classes: BeatClass[] = [
      ...Array<BeatClass>(10).fill('N'),
      'S',
      'S',
      'S',
      ...Array<BeatClass>(10).fill('N'),
    ];
    const beats = beatsOf(
      [...Array<number>(9).fill(0.8), 0.4, 0.4, 0.4, 0.8, ...Array<number>(9).fill(0.8)],
      classes,
    );
    expect(types(beats)).toContain('SUPRAVENTRICULAR_TACHYCARDIA');
  });

  it('finds bigeminy (N V repeated) and trigeminy (N N V repeated), and isolated ectopics', () => {
    const bigeminy: BeatClass[] = Array.from({ length: 12 }, (_, index) => (index % 2 ? 'V' : 'N'));
    const trigeminy: BeatClass[] = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 2 ? 'V' : 'N',
    );
    expect(types(beatsOf(Array<number>(11).fill(0.8), bigeminy))).toContain('VENTRICULAR_BIGEMINY');
    const trigeminyTypes = types(beatsOf(Array<number>(11).fill(0.8), trigeminy));
    expect(trigeminyTypes).toContain('VENTRICULAR_TRIGEMINY');
    expect(trigeminyTypes).not.toContain('VENTRICULAR_BIGEMINY');
    const single: BeatClass[] = [
      ...Array<BeatClass>(10).fill('N'),
      'S',
      ...Array<BeatClass>(10).fill('N'),
    ];
    expect(types(beatsOf(Array<number>(20).fill(0.8), single))).toContain(
      'SUPRAVENTRICULAR_ECTOPIC',
    );
  });

  it('finds atrial fibrillation in random RR intervals but not in a smoothly varying sinus rate', () => {
    const random = createRandom(7);
    const irregular = Array.from({ length: 200 }, () => 0.45 + 0.5 * random.next());
    const af = detectRhythms(beatsOf(irregular, Array<BeatClass>(201).fill('N')), RATE);
    expect(af.filter((event) => event.type === 'ATRIAL_FIBRILLATION')).toHaveLength(1);
    const breathing = Array.from({ length: 200 }, (_, index) => 0.8 + 0.15 * Math.sin(index / 3));
    expect(types(beatsOf(breathing, Array<BeatClass>(201).fill('N')))).not.toContain(
      'ATRIAL_FIBRILLATION',
    );
    expect(
      types(beatsOf(irregular, Array<BeatClass>(201).fill('N')), { af_threshold: 0.6 }),
    ).not.toContain('ATRIAL_FIBRILLATION');
  });

  it('marks runs of artifact beats and refuses a sampling rate that is not positive', () => {
    const classes: BeatClass[] = [
      ...Array<BeatClass>(10).fill('N'),
      'Q',
      'Q',
      ...Array<BeatClass>(10).fill('N'),
    ];
    expect(types(beatsOf(Array<number>(21).fill(0.8), classes))).toContain('ARTIFACT');
    expect(detectRhythms([], RATE)).toEqual([]);
    expect(() => detectRhythms([], 0)).toThrow(RangeError);
  });
});

describe('rrIrregularity', () => {
  it('gives 0 RMSSD for a constant rhythm and about 2/3 turning points for random intervals', () => {
    expect(rrIrregularity(Array<number>(64).fill(0.8)).normalisedRmssd).toBe(0);
    const random = createRandom(3);
    const { turningPointRatio } = rrIrregularity(Array.from({ length: 2000 }, () => random.next()));
    expect(turningPointRatio).toBeCloseTo(2 / 3, 1);
  });
});
