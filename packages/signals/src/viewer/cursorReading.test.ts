import { describe, expect, it } from 'vitest';
import type { SignalSegment } from '../model/signalData';
import { readingAt } from './cursorReading';

const samples: SignalSegment = { kind: 'samples', start: 1000, step: 10, values: [1, 2, 3, 4] };
const envelope: SignalSegment = {
  kind: 'envelope',
  start: 2000,
  step: 100,
  min: [-1, -2],
  max: [1, 5],
};

describe('readingAt', () => {
  it('reads the sample nearest to the time', () => {
    expect(readingAt([samples], 1000)).toEqual([1, 1]);
    expect(readingAt([samples], 1016)).toEqual([3, 3]);
    expect(readingAt([samples], 1034)).toEqual([4, 4]);
  });

  it('reads the least and greatest value of the bucket holding the time', () => {
    expect(readingAt([samples, envelope], 2150)).toEqual([-2, 5]);
    expect(readingAt([samples, envelope], 2000)).toEqual([-1, 1]);
  });

  it('reads nothing in a gap or past the data', () => {
    expect(readingAt([samples, envelope], 1500)).toBeUndefined();
    expect(readingAt([samples, envelope], 2200)).toBeUndefined();
    expect(readingAt([], 1000)).toBeUndefined();
  });
});
