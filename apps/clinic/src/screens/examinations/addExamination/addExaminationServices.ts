import { addExaminationApiServices } from '@telemed/forms';
import type { AddExaminationServices } from '@telemed/forms';
import type { ClinicServices } from '../../../services/createClinicServices';
import { fetchClinicFeatures } from '../../../session/useClinicFeatures';
import { fetchExaminationSpecs } from '../examinationLookups';

/**
 * The add-examination form's calls over the portal's API client (the forms' own wiring) and its
 * query cache: the specs and the clinic's features come from the cache the other screens share.
 */
export function addExaminationServices(services: ClinicServices): AddExaminationServices {
  return {
    ...addExaminationApiServices(services.client),
    listExaminationSpecs: ({ teamId }) => fetchExaminationSpecs(services, teamId),
    listClinicFeatures: ({ teamId }) => fetchClinicFeatures(services, teamId),
  };
}
