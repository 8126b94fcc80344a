import { fromCallback, fromPromise } from 'xstate';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { taskLifecycleActors } from '../taskLifecycle/taskLifecycleServices';
import type { TaskLifecycleServices } from '../taskLifecycle/taskLifecycleServices';
import type { EdfFileCheck, EdfImportEvent, EdfUploadEvent } from './edfImportMachine';
import { edfImportMachine } from './edfImportMachine';

/** How the app checks, sends and follows an EDF import. */
export interface EdfImportServices extends TaskLifecycleServices {
  /**
   * Picks what to send from the chosen files — an EDF/BDF file, or the EDF+ of a WFDB record
   * converted here — and applies the import rules to its header before anything is sent.
   */
  checkFiles(input: { files: File[] }): Promise<EdfFileCheck>;
  /**
   * Sends the file (POST edf/tasks/import), reporting its progress and then the task it became,
   * or why it failed; the returned function aborts the upload.
   */
  uploadFile(input: { file: File }, report: (event: EdfUploadEvent) => void): () => void;
}

/**
 * The EDF import machine with the app's services.
 *
 * @example
 * const machine = provideEdfImport(services);
 */
export function provideEdfImport(services: EdfImportServices) {
  return edfImportMachine.provide({
    actors: {
      checkFiles: fromPromise<EdfFileCheck, { files: File[] }>(({ input }) =>
        services.checkFiles(input),
      ),
      uploadFile: fromCallback<EdfImportEvent, { file: File }>(({ input, sendBack }) =>
        services.uploadFile(input, sendBack),
      ),
      taskLifecycle: taskLifecycleMachine.provide({ actors: taskLifecycleActors(services) }),
    },
  });
}
