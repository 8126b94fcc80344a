import type { CreateMemberResponse, Member, UpdateMemberBody } from '@telemed/domain';
import { fromPromise } from 'xstate';
import type { CreatePatientInput, UpdatePatientInput } from './patientDraftMachine';

/** The calls the patient form makes, as the app provides them (platform-core §7 "Members"). */
export interface PatientDraftServices {
  /** The clinic's physicians one may be assigned to: doctors who accepted the invitation. */
  listPhysicians(input: { teamId: string }, signal: AbortSignal): Promise<Member[]>;
  /** POST teams/{teamId}/user: the new patient's record, or the invitation of an existing account. */
  createPatient(input: CreatePatientInput): Promise<CreateMemberResponse>;
  /** PATCH teams/{teamId}/members/{memberId}: changed fields only, null clearing one. */
  updatePatientFields(input: {
    teamId: string;
    memberId: string;
    fields: UpdateMemberBody;
  }): Promise<unknown>;
  /** PUT teams/{teamId}/user/{memberId}/fullName. */
  renamePatient(input: { teamId: string; memberId: string; fullName: string }): Promise<unknown>;
}

/**
 * The patient draft machine's actors over the app's services. An edit sends the changed fields
 * first, then a new name, each only when there is one.
 *
 * @example
 * const machine = patientDraftMachine.provide({ actors: patientDraftActors(services) });
 */
export function patientDraftActors(services: PatientDraftServices) {
  return {
    listPhysicians: fromPromise<Member[], { teamId: string }>(({ input, signal }) =>
      services.listPhysicians(input, signal),
    ),
    createPatient: fromPromise<CreateMemberResponse, CreatePatientInput>(({ input }) =>
      services.createPatient(input),
    ),
    updatePatient: fromPromise<undefined, UpdatePatientInput>(async ({ input }) => {
      const { teamId, memberId, changes } = input;
      if (Object.keys(changes.fields).length > 0)
        await services.updatePatientFields({ teamId, memberId, fields: changes.fields });
      if (changes.fullName !== undefined)
        await services.renamePatient({ teamId, memberId, fullName: changes.fullName });
      return undefined;
    }),
  };
}
