import type { AddExaminationServices } from '@telemed/forms';
import type { ClinicServices } from '../../../services/createClinicServices';
import { fetchClinicFeatures } from '../../../session/useClinicFeatures';
import { fetchExaminationSpecs } from '../examinationLookups';

/**
 * The add-examination form's calls over the portal's API client and query cache: the specs and
 * the clinic's features come from the cache the other screens share.
 */
export function addExaminationServices(services: ClinicServices): AddExaminationServices {
  const { client } = services;
  return {
    listExaminationSpecs: ({ teamId }) => fetchExaminationSpecs(services, teamId),
    listClinicFeatures: ({ teamId }) => fetchClinicFeatures(services, teamId),
    validateExamination: (body, signal) => client.examinationLookups.validate({ body }, { signal }),
    createExamination: ({ teamId, memberId, body }) =>
      client.examinations.create({ params: { teamId, memberId }, body }),
    // Only members with role user can be patients (platform-core §6).
    searchPatients: ({ teamId, phrase }, signal) =>
      client.examinationLookups.searchMembers(
        { query: { phrase, teamId, roles: ['user'] } },
        { signal },
      ),
  };
}
