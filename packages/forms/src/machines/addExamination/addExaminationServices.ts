import type {
  CovidIntakeSettings,
  Examination,
  ExaminationSpec,
  Member,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '@telemed/domain';
import { fromPromise } from 'xstate';
import { offeredExaminationSpecs } from '../../examination/offeredExaminationSpecs';
import { covidIntakeMachine } from '../covidIntake/covidIntakeMachine';
import { covidIntakeActors } from '../covidIntake/covidIntakeServices';
import type { CreateExaminationInput, OfferedExaminationTypes } from './addExaminationMachine';

/**
 * The calls the add-examination form makes, as the app provides them (platform-core §7). Each
 * takes its parameters in one object and, where the form may give up on it, an abort signal.
 */
export interface AddExaminationServices {
  /** GET teams/{teamId}/examinations/examinationspecs: the types with their questionnaires. */
  listExaminationSpecs(input: { teamId: string }, signal: AbortSignal): Promise<ExaminationSpec[]>;
  /** The names of the clinic's feature visibilities (GET teams/{teamId}/feature-visibilities). */
  listClinicFeatures(input: { teamId: string }, signal: AbortSignal): Promise<readonly string[]>;
  /** GET teams/{teamId}/covid-intake-settings: the preset of limits the COVID intake judges by. */
  getCovidIntakeSettings(
    input: { teamId: string },
    signal: AbortSignal,
  ): Promise<CovidIntakeSettings>;
  /** POST validate/examinations. */
  validateExamination(
    body: ValidateExaminationBody,
    signal: AbortSignal,
  ): Promise<ValidateExaminationResponse>;
  /** POST teams/{teamId}/members/{memberId}/examinations. */
  createExamination(input: CreateExaminationInput): Promise<Examination>;
  /** GET search: members with role user matching the trimmed phrase, at most 5 (§2, §6). */
  searchPatients(input: { teamId: string; phrase: string }, signal: AbortSignal): Promise<Member[]>;
}

/**
 * The add-examination machine's actors over the app's services.
 *
 * @example
 * const machine = addExaminationMachine.provide({ actors: addExaminationActors(services) });
 */
export function addExaminationActors(services: AddExaminationServices) {
  return {
    loadExaminationTypes: fromPromise<OfferedExaminationTypes, { teamId: string }>(
      async ({ input, signal }) => {
        const [specs, features, covidSettings] = await Promise.all([
          services.listExaminationSpecs(input, signal),
          services.listClinicFeatures(input, signal),
          services.getCovidIntakeSettings(input, signal),
        ]);
        return {
          specs: offeredExaminationSpecs(specs, features),
          covidVitalLimits: covidSettings.vitalLimits,
        };
      },
    ),
    validateExamination: fromPromise<ValidateExaminationResponse, ValidateExaminationBody>(
      ({ input, signal }) => services.validateExamination(input, signal),
    ),
    createExamination: fromPromise<Examination, CreateExaminationInput>(({ input }) =>
      services.createExamination(input),
    ),
    // The COVID intake checks and saves through the same calls: one save path for every type.
    covidIntake: covidIntakeMachine.provide({
      actors: covidIntakeActors({
        validateExamination: services.validateExamination,
        saveExamination: services.createExamination,
      }),
    }),
  };
}
