import { sampleCovidIntake } from '../../mock/sampleCovidIntake';
import type { QuestionnaireAnswers } from '../../schemas/examinationSpec';

/** The clock of the tests: the questionnaire's dates lie before it. */
export const INTAKE_NOW = new Date('2026-11-20T12:00:00.000Z');

/**
 * A complete questionnaire of a confirmed patient, recognised within 72 h, whose first vitals are
 * in range, with a comorbidity: valid as it stands.
 */
export function validCovidAnswers(overrides: QuestionnaireAnswers = {}): QuestionnaireAnswers {
  return sampleCovidIntake('2026-11-20T08:00:00.000Z', {
    comorbidities: ['hypertension'],
    ...overrides,
  });
}
