import type { ApiClient } from '@telemed/domain';
import type { CovidIntakeServices } from './covidIntakeServices';

/**
 * The COVID intake's calls over the API client derived from the contract: the wiring the app,
 * the stories (against `@telemed/domain/mock`) and the tests share.
 *
 * @example
 * const machine = covidIntakeMachine.provide({
 *   actors: covidIntakeActors(covidIntakeApiServices(new ApiClient({ baseUrl: '/api' }))),
 * });
 */
export function covidIntakeApiServices(client: ApiClient): CovidIntakeServices {
  return {
    validateExamination: (body, signal) => client.examinationLookups.validate({ body }, { signal }),
    saveExamination: ({ teamId, memberId, body }) =>
      client.examinations.create({ params: { teamId, memberId }, body }),
  };
}
