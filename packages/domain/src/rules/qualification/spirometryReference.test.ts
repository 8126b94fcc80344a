import { describe, expect, it } from 'vitest';
import { percentPredicted, spirometryReference } from './spirometryReference';

/*
 * Worked through ECSC 1993 table 7 by hand: predicted = a·H + b·A + c, LLN = predicted − 1.64·RSD.
 */
describe('the ECSC 1993 spirometry reference', () => {
  it('predicts a 50-year-old man of 175 cm', () => {
    const subject = { sex: 'male', ageYears: 50, heightCm: 175 } as const;
    // FEV1: 4.30 × 1.75 − 0.029 × 50 − 2.49 = 3.585 L; LLN 3.585 − 1.64 × 0.51 = 2.7486 L.
    const fev1 = spirometryReference('fev1', subject);
    expect(fev1?.predicted).toBeCloseTo(3.585, 10);
    expect(fev1?.lowerLimitOfNormal).toBeCloseTo(2.7486, 10);
    // FVC: 5.76 × 1.75 − 0.026 × 50 − 4.34 = 4.44 L; LLN 4.44 − 1.64 × 0.61 = 3.4396 L.
    const fvc = spirometryReference('fvc', subject);
    expect(fvc?.predicted).toBeCloseTo(4.44, 10);
    expect(fvc?.lowerLimitOfNormal).toBeCloseTo(3.4396, 10);
    // FEV1/FVC: −0.18 × 50 + 87.21 = 78.21 %; LLN 78.21 − 1.64 × 7.17 = 66.4512 %.
    const ratio = spirometryReference('fev1Fvc', subject);
    expect(ratio?.predicted).toBeCloseTo(78.21, 10);
    expect(ratio?.lowerLimitOfNormal).toBeCloseTo(66.4512, 10);
  });

  it('predicts a 60-year-old woman of 160 cm', () => {
    const subject = { sex: 'female', ageYears: 60, heightCm: 160 } as const;
    // FEV1: 3.95 × 1.60 − 0.025 × 60 − 2.60 = 2.22 L; LLN 2.22 − 1.64 × 0.38 = 1.5968 L.
    const fev1 = spirometryReference('fev1', subject);
    expect(fev1?.predicted).toBeCloseTo(2.22, 10);
    expect(fev1?.lowerLimitOfNormal).toBeCloseTo(1.5968, 10);
    // FVC: 4.43 × 1.60 − 0.026 × 60 − 2.89 = 2.638 L.
    expect(spirometryReference('fvc', subject)?.predicted).toBeCloseTo(2.638, 10);
    // FEV1/FVC: −0.19 × 60 + 89.10 = 77.7 %.
    expect(spirometryReference('fev1Fvc', subject)?.predicted).toBeCloseTo(77.7, 10);
  });

  it('takes 25 years for younger adults and predicts nothing outside 18 to 70', () => {
    const at20 = spirometryReference('fev1', { sex: 'male', ageYears: 20, heightCm: 180 });
    const at25 = spirometryReference('fev1', { sex: 'male', ageYears: 25, heightCm: 180 });
    expect(at20).toEqual(at25);
    expect(spirometryReference('fev1', { sex: 'male', ageYears: 17, heightCm: 180 })).toBeNull();
    expect(spirometryReference('fev1', { sex: 'female', ageYears: 71, heightCm: 160 })).toBeNull();
  });

  it('gives the measured value as a percentage of the prediction', () => {
    expect(percentPredicted(1.11, 2.22)).toBeCloseTo(50, 10);
  });
});
