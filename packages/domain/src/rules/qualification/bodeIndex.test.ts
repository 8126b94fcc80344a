import { describe, expect, it } from 'vitest';
import { bodeIndex } from './bodeIndex';

const healthy = { fev1PercentPredicted: 80, sixMinuteWalkMetres: 500, mmrc: 0, bodyMassIndex: 25 };

describe('the BODE index (Celli 2004, table 1)', () => {
  it('scores 0 for values in every first band and 10 for values in every last one', () => {
    expect(bodeIndex(healthy)).toBe(0);
    expect(
      bodeIndex({ fev1PercentPredicted: 30, sixMinuteWalkMetres: 100, mmrc: 4, bodyMassIndex: 19 }),
    ).toBe(10);
  });

  it('places FEV1 % predicted at the table’s cut-offs 65, 50–64, 36–49, ≤ 35', () => {
    const points = [65, 64, 50, 49, 36, 35].map((fev1PercentPredicted) =>
      bodeIndex({ ...healthy, fev1PercentPredicted }),
    );
    expect(points).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('places the six-minute walk at 350, 250–349, 150–249, ≤ 149 m', () => {
    const points = [350, 349, 250, 249, 150, 149].map((sixMinuteWalkMetres) =>
      bodeIndex({ ...healthy, sixMinuteWalkMetres }),
    );
    expect(points).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('gives mMRC 0–1 no point and 2, 3, 4 one, two, three', () => {
    expect([0, 1, 2, 3, 4].map((mmrc) => bodeIndex({ ...healthy, mmrc }))).toEqual([0, 0, 1, 2, 3]);
  });

  it('gives a body-mass index of 21 or less one point', () => {
    expect(bodeIndex({ ...healthy, bodyMassIndex: 21.1 })).toBe(0);
    expect(bodeIndex({ ...healthy, bodyMassIndex: 21 })).toBe(1);
  });
});
