import { EXAMINATION_TYPE_FEATURES } from '@telemed/domain';
import type { ExaminationSpec } from '@telemed/domain';

/**
 * The types the modal offers, in the server's order (platform-core §5): covid needs the clinic
 * feature examinationTypeCovid, gameinn examinationTypeGameInn, stress_inlab
 * examinationTypeStressInLab; the others are always shown.
 *
 * `features` are the names of the clinic's feature visibilities; while they are not known, pass
 * none, so no gated type is offered to a clinic that may not have it.
 *
 * @example
 * offeredExaminationSpecs(specs, ['examinationTypeCovid']).map((spec) => spec.type);
 * // ['holter_ecg', 'sleep_apnea', 'covid', 'hrv', 'edf_dataset']
 */
export function offeredExaminationSpecs(
  specs: readonly ExaminationSpec[],
  features: readonly string[],
): ExaminationSpec[] {
  return specs.filter((spec) => {
    const feature = EXAMINATION_TYPE_FEATURES[spec.type];
    return feature === undefined || features.includes(feature);
  });
}
