import type { ApiClient } from '@telemed/domain';
import type { QualificationFormServices } from './qualificationFormServices';

/**
 * The qualification form's calls over the API client derived from the contract: the wiring the
 * app, the stories (against `@telemed/domain/mock`) and the tests share.
 *
 * @example
 * const machine = qualificationFormMachine.provide({
 *   actors: qualificationFormActors(qualificationFormApiServices(client)),
 * });
 */
export function qualificationFormApiServices(client: ApiClient): QualificationFormServices {
  return {
    loadQualification: ({ teamId, qualificationId }, signal) =>
      client.qualifications.get({ params: { teamId, qualificationId } }, { signal }),
    saveQualification: ({ teamId, qualificationId, details }) =>
      client.qualifications.update({ params: { teamId, qualificationId }, body: details }),
    changeQualificationState: ({ teamId, qualificationId, change }) =>
      change.kind === 'qualification'
        ? client.qualifications.changeState({
            params: { teamId, qualificationId },
            body: { transition: change.transition },
          })
        : client.qualifications.changeFinalState({
            params: { teamId, qualificationId },
            body: { transition: change.transition },
          }),
  };
}
