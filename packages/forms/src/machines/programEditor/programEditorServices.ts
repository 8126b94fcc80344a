import type { ApiClient, LibraryItem, Program } from '@telemed/domain';
import { fromPromise } from 'xstate';
import type { ProgramDraft } from './programDraft';

/** Which program the editor edits. */
export interface ProgramRef {
  teamId: string;
  programId: string;
}

/** The input of the `saveProgram` service: the program and its draft, sent whole. */
export interface SaveProgramInput extends ProgramRef {
  draft: ProgramDraft;
}

/** Library items the picker offers at most (the API's largest page). */
export const LIBRARY_PICKER_LIMIT = 100;

/** The calls the program editor makes, as the app provides them. */
export interface ProgramEditorServices {
  /** GET teams/{teamId}/programs/{programId}. */
  loadProgram(input: ProgramRef): Promise<Program>;
  /** PUT teams/{teamId}/programs/{programId}. */
  saveProgram(input: SaveProgramInput): Promise<Program>;
  /** GET teams/{teamId}/libraries: the saved steps and series, newest first. */
  listLibrary(input: { teamId: string }): Promise<LibraryItem[]>;
}

/**
 * The program editor machine's actors over the app's services.
 *
 * @example
 * const machine = programEditorMachine.provide({ actors: programEditorActors(services) });
 */
export function programEditorActors(services: ProgramEditorServices) {
  return {
    loadProgram: fromPromise<Program, ProgramRef>(({ input }) => services.loadProgram(input)),
    saveProgram: fromPromise<Program, SaveProgramInput>(({ input }) => services.saveProgram(input)),
    listLibrary: fromPromise<LibraryItem[], { teamId: string }>(({ input }) =>
      services.listLibrary(input),
    ),
  };
}

/**
 * The program editor's calls over the API client derived from the contract: the wiring the app,
 * the stories and the tests share.
 *
 * @example
 * const actors = programEditorActors(programEditorApiServices(client));
 */
export function programEditorApiServices(client: ApiClient): ProgramEditorServices {
  return {
    loadProgram: (params) => client.programs.get({ params }),
    saveProgram: ({ teamId, programId, draft }) =>
      client.programs.update({ params: { teamId, programId }, body: draft }),
    listLibrary: async ({ teamId }) =>
      (
        await client.programs.listLibrary({
          params: { teamId },
          query: { limit: LIBRARY_PICKER_LIMIT },
        })
      ).data,
  };
}
