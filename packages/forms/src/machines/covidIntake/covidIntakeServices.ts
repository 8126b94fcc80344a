import type {
  CreateExaminationBody,
  Examination,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '@telemed/domain';
import { fromPromise } from 'xstate';

/** The input of the `saveExamination` service: POST teams/{teamId}/members/{memberId}/examinations. */
export interface SaveCovidExaminationInput {
  teamId: string;
  memberId: string;
  body: CreateExaminationBody;
}

/** The calls the COVID intake makes (platform-core §7), as the app provides them. */
export interface CovidIntakeServices {
  /** POST validate/examinations. */
  validateExamination(
    body: ValidateExaminationBody,
    signal: AbortSignal,
  ): Promise<ValidateExaminationResponse>;
  /** POST teams/{teamId}/members/{memberId}/examinations. */
  saveExamination(input: SaveCovidExaminationInput): Promise<Examination>;
}

/**
 * The COVID intake machine's actors over the app's services.
 *
 * @example
 * const machine = covidIntakeMachine.provide({ actors: covidIntakeActors(services) });
 */
export function covidIntakeActors(services: CovidIntakeServices) {
  return {
    validateExamination: fromPromise<ValidateExaminationResponse, ValidateExaminationBody>(
      ({ input, signal }) => services.validateExamination(input, signal),
    ),
    saveExamination: fromPromise<Examination, SaveCovidExaminationInput>(({ input }) =>
      services.saveExamination(input),
    ),
  };
}
