import { qualificationFigures } from '../rules/qualification/qualificationFigures';
import { QualificationDetailsSchema } from '../schemas/qualifications';
import type {
  Qualification,
  QualificationDetails,
  QualificationDetailsInput,
} from '../schemas/qualifications';

/**
 * Recorded fields of a tested COPD patient (a man of 50, 175 cm, FEV1 1.8 L): every figure can
 * be computed (BODE 3, telerehabilitation suggested). For stories, fixtures, the demo seed and
 * tests.
 */
export const SAMPLE_QUALIFICATION_DETAILS: QualificationDetailsInput = {
  deviceId: 'PULSE-0042',
  spirometerId: 'SPIRO-7',
  phoneGiven: true,
  contactPerson: 'Jan Kowalski',
  contactPhone: '+48 600 100 200',
  socialSurvey: { smoking: 'former', householdType: 'withFamily', exerciseHoursPerDay: 0.5 },
  comorbidities: ['hypertension', 'diabetes'],
  symptoms: ['dyspnoea'],
  medications: 'Tiotropium 18 µg daily',
  work: { status: 'retired' },
  mmrc: 2,
  disabilityCertificate: 'moderate',
  consultations: { pulmonological: true, physiotherapist: true },
  healthLimits: { minHeartRate: 50, maxHeartRate: 130, minSpo2: 88, inhaleSeconds: 2 },
  measurements: {
    sex: 'male',
    ageYears: 50,
    heightCm: 175,
    weightKg: 70,
    restingHeartRate: 70,
    sixMinuteWalkMetres: 300,
  },
  spirometry: { fev1: 1.8, fvc: 3.6 },
  selectedModel: 'telerehabilitation',
  nextQualificationDate: '2027-05-20',
  oxygenThreshold: 88,
};

/**
 * A qualification as the API answers it, its figures computed from its fields; `overrides`
 * go last, `details` through the schema (missing fields empty).
 *
 * @example
 * sampleQualification({ state: 'testing' });
 */
export function sampleQualification(
  overrides: Partial<Omit<Qualification, 'details' | 'figures'>> & {
    details?: QualificationDetailsInput;
  } = {},
): Qualification {
  const { details: detailsInput = SAMPLE_QUALIFICATION_DETAILS, ...rest } = overrides;
  const details: QualificationDetails = QualificationDetailsSchema.parse(detailsInput);
  return {
    _id: '30000000-0000-4000-8000-000000000001',
    teamId: '20000000-0000-4000-8000-000000000001',
    memberId: '20000000-0000-4000-8000-000000000010',
    patientFullName: 'Zofia Nowak',
    state: 'start',
    finalQualification: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...rest,
    details,
    figures: qualificationFigures(details),
  };
}
