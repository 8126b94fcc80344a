import { describe, expect, it } from 'vitest';
import { energyPeaks } from './energyPeaks';
import { fivePointDerivative, integratedEnergy } from './qrsEnergy';

describe('energyPeaks', () => {
  it('keeps only the largest local maximum within the spacing', () => {
    const energy = Float64Array.from([0, 2, 0, 5, 0, 1, 0, 0, 0, 0, 3, 0]);
    expect(Array.from(energyPeaks(energy, 3))).toEqual([3, 10]);
  });

  it('keeps one of two equal maxima, the first', () => {
    expect(Array.from(energyPeaks(Float64Array.from([0, 4, 0, 4, 0]), 3))).toEqual([1]);
  });
});

describe('fivePointDerivative and integratedEnergy', () => {
  it('differentiate a ramp to its slope', () => {
    const slope = fivePointDerivative(Float64Array.from({ length: 10 }, (_, index) => 2 * index));
    expect(Array.from(slope.subarray(2, 8))).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('average the squared slope over a window centred on each sample', () => {
    const energy = integratedEnergy(Float64Array.from([0, 0, 0, 2, 0, 0, 0]), 3);
    expect(Array.from(energy)).toEqual([0, 0, 4 / 3, 4 / 3, 4 / 3, 0, 0]);
  });
});
