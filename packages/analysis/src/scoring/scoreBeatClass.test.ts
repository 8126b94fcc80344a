import { describe, expect, it } from 'vitest';
import type { Beat } from '../events/beatClasses';
import { AAMI_CLASS_OF_SYMBOL, scoreBeatClass } from './scoreBeatClass';
import type { ReferenceAnnotation } from './scoreBeats';

const RATE = 100;
const fromStart = { startSeconds: 0 };

describe('scoreBeatClass', () => {
  it('maps the MIT-BIH labels to the AAMI classes (V and E are VEB)', () => {
    expect(AAMI_CLASS_OF_SYMBOL.V).toBe('V');
    expect(AAMI_CLASS_OF_SYMBOL.E).toBe('V');
    expect(AAMI_CLASS_OF_SYMBOL.A).toBe('S');
    expect(AAMI_CLASS_OF_SYMBOL.L).toBe('N');
    expect(AAMI_CLASS_OF_SYMBOL['+']).toBeUndefined();
  });

  it('counts V called V, V called N or missed, and N or unmatched beats called V', () => {
    const reference: ReferenceAnnotation[] = [
      { sample: 100, symbol: 'V' },
      { sample: 200, symbol: 'E' },
      { sample: 300, symbol: 'N' },
      { sample: 400, symbol: 'V' },
      { sample: 500, symbol: '+' },
    ];
    const beats: Beat[] = [
      { sample: 102, beatClass: 'V' },
      { sample: 199, beatClass: 'N' },
      { sample: 301, beatClass: 'V' },
      { sample: 700, beatClass: 'V' },
    ];
    expect(scoreBeatClass(reference, beats, RATE, 'V', fromStart)).toEqual({
      truePositives: 1,
      falseNegatives: 2,
      falsePositives: 2,
      sensitivity: 1 / 3,
      positivePredictivity: 1 / 3,
    });
  });

  it('does not count V on a fusion or unclassifiable beat, nor S on an unclassifiable one, as EC57 bxb', () => {
    const reference: ReferenceAnnotation[] = [
      { sample: 100, symbol: 'F' },
      { sample: 200, symbol: 'Q' },
      { sample: 300, symbol: 'A' },
      { sample: 400, symbol: 'N' },
    ];
    const calledV: Beat[] = reference.map(({ sample }) => ({ sample, beatClass: 'V' }));
    // Sv and Nv are false VEBs; Fv and Qv are not counted.
    expect(scoreBeatClass(reference, calledV, RATE, 'V', fromStart).falsePositives).toBe(2);
    expect(
      scoreBeatClass(reference, calledV, RATE, 'V', { ...fromStart, strict: true }).falsePositives,
    ).toBe(4);
    const calledS: Beat[] = reference.map(({ sample }) => ({ sample, beatClass: 'S' }));
    // Fs and Ns are false SVEBs; Qs is not counted.
    expect(scoreBeatClass(reference, calledS, RATE, 'S', fromStart)).toMatchObject({
      truePositives: 1,
      falsePositives: 2,
    });
  });

  it('scores no beat inside ventricular flutter or fibrillation ([ to ])', () => {
    const reference: ReferenceAnnotation[] = [
      { sample: 100, symbol: 'V' },
      { sample: 150, symbol: '[' },
      { sample: 200, symbol: 'V' },
      { sample: 300, symbol: ']' },
      { sample: 400, symbol: 'V' },
    ];
    const beats: Beat[] = [
      { sample: 100, beatClass: 'V' },
      { sample: 250, beatClass: 'V' },
      { sample: 400, beatClass: 'N' },
    ];
    expect(scoreBeatClass(reference, beats, RATE, 'V', fromStart)).toMatchObject({
      truePositives: 1,
      falseNegatives: 1,
      falsePositives: 0,
    });
  });

  it('leaves the first 5 minutes out by default', () => {
    const reference: ReferenceAnnotation[] = [{ sample: 100, symbol: 'V' }];
    expect(scoreBeatClass(reference, [], RATE, 'V').falseNegatives).toBe(0);
  });
});
