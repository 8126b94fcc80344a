import { bodyMassIndex } from '../bodyMeasures';
import { bodeIndex } from './bodeIndex';
import { suggestedRehabilitationModel } from './rehabilitationModel';
import type { RehabilitationModel } from './rehabilitationModel';
import { percentPredicted, spirometryReference } from './spirometryReference';
import type { SpirometryIndex, SpirometrySex } from './spirometryReference';
import { trainingHeartRate } from './trainingHeartRate';

/** What the figures are computed from: the recorded fields they read. */
export interface QualificationFigureInputs {
  readonly mmrc: number | null;
  readonly measurements: {
    readonly sex: SpirometrySex | null;
    readonly ageYears: number | null;
    readonly heightCm: number | null;
    readonly weightKg: number | null;
    readonly restingHeartRate: number | null;
    readonly sixMinuteWalkMetres: number | null;
  };
  readonly spirometry: { readonly fev1: number | null; readonly fvc: number | null };
}

/** One spirometry index against its reference, rounded for the record. */
export interface ComputedSpirometryFigure {
  measured: number;
  predicted: number;
  percentPredicted: number;
  lowerLimitOfNormal: number;
}

/** The computed values of a qualification (clinical-domain §3). */
export interface ComputedQualificationFigures {
  spirometry: Record<SpirometryIndex, ComputedSpirometryFigure | null>;
  bodyMassIndex: number | null;
  totalScore: number | null;
  suggestedModel: RehabilitationModel | null;
  trainingHeartRate: number | null;
}

/** Rounds half up, after trimming float noise (3.585 computes as 3.58499…). */
const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
};

function spirometryFigure(
  index: SpirometryIndex,
  measured: number | null,
  inputs: QualificationFigureInputs['measurements'],
): ComputedSpirometryFigure | null {
  const { sex, ageYears, heightCm } = inputs;
  if (measured === null || sex === null || ageYears === null || heightCm === null) return null;
  const reference = spirometryReference(index, { sex, ageYears, heightCm });
  if (!reference) return null;
  // Volumes in litres to the centilitre, ratios and percentages to a tenth, as spirometers print.
  const decimals = index === 'fev1Fvc' ? 1 : 2;
  return {
    measured: round(measured, decimals),
    predicted: round(reference.predicted, decimals),
    percentPredicted: round(percentPredicted(measured, reference.predicted), 1),
    lowerLimitOfNormal: round(reference.lowerLimitOfNormal, decimals),
  };
}

/**
 * Every computed value of a qualification, from its recorded fields: spirometry against the
 * ECSC 1993 reference, the body-mass index, the total score (BODE index), the suggested model
 * and the training heart rate (Karvonen). The server answers these; screens show them.
 *
 * @example
 * qualificationFigures(details).totalScore; // 4
 */
export function qualificationFigures(
  inputs: QualificationFigureInputs,
): ComputedQualificationFigures {
  const { measurements, spirometry } = inputs;
  const ratio =
    spirometry.fev1 !== null && spirometry.fvc !== null
      ? (spirometry.fev1 / spirometry.fvc) * 100
      : null;
  const fev1 = spirometryFigure('fev1', spirometry.fev1, measurements);
  const bmi = bodyMassIndex(measurements.heightCm, measurements.weightKg);
  const totalScore =
    fev1 && bmi !== null && inputs.mmrc !== null && measurements.sixMinuteWalkMetres !== null
      ? bodeIndex({
          fev1PercentPredicted: fev1.percentPredicted,
          sixMinuteWalkMetres: measurements.sixMinuteWalkMetres,
          mmrc: inputs.mmrc,
          bodyMassIndex: bmi,
        })
      : null;
  return {
    spirometry: {
      fev1,
      fvc: spirometryFigure('fvc', spirometry.fvc, measurements),
      fev1Fvc: spirometryFigure('fev1Fvc', ratio, measurements),
    },
    bodyMassIndex: bmi,
    totalScore,
    suggestedModel: suggestedRehabilitationModel(totalScore),
    trainingHeartRate: trainingHeartRate(measurements),
  };
}
