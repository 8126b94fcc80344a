import { EXAMINATION_TYPES } from '@telemed/domain';
import type { ExaminationSpec } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { offeredExaminationSpecs } from './offeredExaminationSpecs';

const specs: ExaminationSpec[] = EXAMINATION_TYPES.map((type) => ({
  type,
  name: type,
  introQuestionnaire: { questions: [] },
}));
const typesOf = (offered: ExaminationSpec[]) => offered.map((spec) => spec.type);

describe('offered examination types', () => {
  it('hides covid, gameinn and stress_inlab from a clinic without their features', () => {
    expect(typesOf(offeredExaminationSpecs(specs, []))).toEqual([
      'holter_ecg',
      'sleep_apnea',
      'hrv',
      'edf_dataset',
    ]);
  });

  it('shows each gated type when the clinic has its feature', () => {
    expect(
      typesOf(
        offeredExaminationSpecs(specs, ['examinationTypeCovid', 'examinationTypeStressInLab']),
      ),
    ).toEqual(['holter_ecg', 'sleep_apnea', 'covid', 'stress_inlab', 'hrv', 'edf_dataset']);
    expect(typesOf(offeredExaminationSpecs(specs, ['examinationTypeGameInn']))).toContain(
      'gameinn',
    );
  });
});
