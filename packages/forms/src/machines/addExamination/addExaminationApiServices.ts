import type { ApiClient } from '@telemed/domain';
import type { AddExaminationServices } from './addExaminationServices';

/**
 * The add-examination form's calls over the API client derived from the contract: the one
 * wiring the app, the stories (against `@telemed/domain/mock`) and the tests share. The client
 * comes in as an argument; an app with a query cache may replace the list calls with cached ones.
 *
 * @example
 * const services = addExaminationApiServices(new ApiClient({ baseUrl: '/api' }));
 * <AddExaminationDialog teamId={teamId} services={services} />;
 */
export function addExaminationApiServices(client: ApiClient): AddExaminationServices {
  return {
    listExaminationSpecs: ({ teamId }, signal) =>
      client.examinations.specs({ params: { teamId } }, { signal }),
    listClinicFeatures: async ({ teamId }, signal) =>
      (await client.features.listFeatureVisibilities({ params: { teamId } }, { signal })).map(
        ({ name }) => name,
      ),
    getCovidIntakeSettings: ({ teamId }, signal) =>
      client.teamSettings.getCovidIntakeSettings({ params: { teamId } }, { signal }),
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
