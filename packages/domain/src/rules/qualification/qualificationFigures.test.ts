import { describe, expect, it } from 'vitest';
import { qualificationFigures } from './qualificationFigures';
import type { QualificationFigureInputs } from './qualificationFigures';

const patient: QualificationFigureInputs = {
  mmrc: 2,
  measurements: {
    sex: 'male',
    ageYears: 50,
    heightCm: 175,
    weightKg: 70,
    restingHeartRate: 70,
    sixMinuteWalkMetres: 300,
  },
  spirometry: { fev1: 1.8, fvc: 3.6 },
};

describe('the figures of a qualification', () => {
  it('computes spirometry against the reference, the BODE score, the model and the training rate', () => {
    const figures = qualificationFigures(patient);
    // FEV1 predicted 3.585 L (ECSC), 1.8 / 3.585 = 50.2 %; LLN 2.7486 → 2.75.
    expect(figures.spirometry.fev1).toEqual({
      measured: 1.8,
      predicted: 3.59,
      percentPredicted: 50.2,
      lowerLimitOfNormal: 2.75,
    });
    // FEV1/FVC 50 % against 78.21 % predicted.
    expect(figures.spirometry.fev1Fvc?.measured).toBe(50);
    expect(figures.spirometry.fev1Fvc?.percentPredicted).toBe(63.9);
    // BMI 70 / 1.75² = 22.9; BODE: FEV1 50.2 % → 1, 300 m → 1, mMRC 2 → 1, BMI > 21 → 0.
    expect(figures.bodyMassIndex).toBe(22.9);
    expect(figures.totalScore).toBe(3);
    expect(figures.suggestedModel).toBe('telerehabilitation');
    // Tanaka 208 − 35 = 173; 70 + 0.6 × 103 = 131.8 → 132.
    expect(figures.trainingHeartRate).toBe(132);
  });

  it('leaves out what it lacks the inputs for', () => {
    const figures = qualificationFigures({
      ...patient,
      measurements: { ...patient.measurements, sixMinuteWalkMetres: null, sex: null },
    });
    expect(figures.spirometry).toEqual({ fev1: null, fvc: null, fev1Fvc: null });
    expect(figures.totalScore).toBeNull();
    expect(figures.suggestedModel).toBeNull();
    expect(figures.trainingHeartRate).toBe(132);
  });
});
