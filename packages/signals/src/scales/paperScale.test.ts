import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';
import { CSS_PX_PER_MM, msPerPxAtPaperSpeed, paperSpeedOf, pxPerMillivolt } from './paperScale';

describe('paper scale', () => {
  it('draws one second over 25 mm at 25 mm/s', () => {
    expect(1000 / msPerPxAtPaperSpeed(25) / CSS_PX_PER_MM).toBeCloseTo(25, 9);
    expect(CSS_PX_PER_MM).toBeCloseTo(3.7795, 4);
  });

  it('draws one millivolt over 10 mm at 10 mm/mV', () => {
    expect(pxPerMillivolt(10)).toBeCloseTo(37.795, 3);
    expect(pxPerMillivolt(20)).toBe(2 * pxPerMillivolt(10));
  });

  it('recognises a time scale set by paper speed and no other', () => {
    expect(paperSpeedOf(msPerPxAtPaperSpeed(50))).toBe(50);
    expect(paperSpeedOf(msPerPxAtPaperSpeed(50) * 1.5)).toBeUndefined();
  });
});

describe('linearScale', () => {
  it('maps and inverts, including a reversed range', () => {
    const scale = linearScale([-1, 1], [100, 0]);
    expect(scale(0.5)).toBe(25);
    expect(scale.invert(25)).toBe(0.5);
  });

  it('puts a flat domain in the middle of the range', () => {
    expect(linearScale([3, 3], [0, 40])(3)).toBe(20);
  });
});
