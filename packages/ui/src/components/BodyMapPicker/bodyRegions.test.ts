import { describe, expect, it } from 'vitest';
import { BODY_REGIONS, bodyRegionAt } from './bodyRegions';

describe('bodyRegionAt', () => {
  it('names the middle of the body from head to pelvis', () => {
    expect(bodyRegionAt({ x: 0.5, y: 0.05 })).toBe('head');
    expect(bodyRegionAt({ x: 0.5, y: 0.14 })).toBe('neck');
    expect(bodyRegionAt({ x: 0.5, y: 0.25 })).toBe('chest');
    expect(bodyRegionAt({ x: 0.5, y: 0.4 })).toBe('abdomen');
    expect(bodyRegionAt({ x: 0.5, y: 0.5 })).toBe('pelvis');
  });

  it("tells the person's right (the picture's left) from their left", () => {
    expect(bodyRegionAt({ x: 0.35, y: 0.18 })).toBe('rightShoulder');
    expect(bodyRegionAt({ x: 0.75, y: 0.3 })).toBe('leftArm');
    expect(bodyRegionAt({ x: 0.25, y: 0.5 })).toBe('rightHand');
    expect(bodyRegionAt({ x: 0.42, y: 0.6 })).toBe('rightThigh');
    expect(bodyRegionAt({ x: 0.58, y: 0.74 })).toBe('leftKnee');
    expect(bodyRegionAt({ x: 0.42, y: 0.85 })).toBe('rightLowerLeg');
    expect(bodyRegionAt({ x: 0.58, y: 0.97 })).toBe('leftFoot');
  });

  it('says a point beside the body is outside it', () => {
    expect(bodyRegionAt({ x: 0.05, y: 0.05 })).toBe('outside');
    expect(bodyRegionAt({ x: 0.95, y: 0.8 })).toBe('outside');
    expect(bodyRegionAt({ x: 0.5, y: 0.8 })).toBe('outside');
  });

  it('answers one of the named regions for every point of the square', () => {
    for (let x = 0; x <= 1; x += 0.05) {
      for (let y = 0; y <= 1; y += 0.05) {
        expect(BODY_REGIONS).toContain(bodyRegionAt({ x, y }));
      }
    }
  });
});
