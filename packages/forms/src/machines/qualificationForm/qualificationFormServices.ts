import type {
  FinalQualificationTransition,
  Qualification,
  QualificationDetails,
  QualificationTransition,
} from '@telemed/domain';
import { fromPromise } from 'xstate';

/** Which qualification a call is about. */
export interface QualificationRef {
  teamId: string;
  qualificationId: string;
}

/** A transition of the qualification graph, or of its final qualification. */
export type QualificationChange =
  | { kind: 'qualification'; transition: QualificationTransition }
  | { kind: 'final'; transition: FinalQualificationTransition };

/** The input of the `saveQualification` service. */
export interface SaveQualificationInput extends QualificationRef {
  details: QualificationDetails;
}

/** The input of the `changeQualificationState` service. */
export interface ChangeQualificationStateInput extends QualificationRef {
  change: QualificationChange;
}

/** The calls the qualification form makes, as the app provides them. */
export interface QualificationFormServices {
  /** GET teams/{teamId}/qualifications/{qualificationId}. */
  loadQualification(input: QualificationRef, signal: AbortSignal): Promise<Qualification>;
  /** PUT teams/{teamId}/qualifications/{qualificationId}. */
  saveQualification(input: SaveQualificationInput): Promise<Qualification>;
  /** POST …/transitions or …/final-qualification/transitions. */
  changeQualificationState(input: ChangeQualificationStateInput): Promise<Qualification>;
}

/**
 * The qualification form machine's actors over the app's services.
 *
 * @example
 * const machine = qualificationFormMachine.provide({ actors: qualificationFormActors(services) });
 */
export function qualificationFormActors(services: QualificationFormServices) {
  return {
    loadQualification: fromPromise<Qualification, QualificationRef>(({ input, signal }) =>
      services.loadQualification(input, signal),
    ),
    saveQualification: fromPromise<Qualification, SaveQualificationInput>(({ input }) =>
      services.saveQualification(input),
    ),
    changeQualificationState: fromPromise<Qualification, ChangeQualificationStateInput>(
      ({ input }) => services.changeQualificationState(input),
    ),
  };
}
