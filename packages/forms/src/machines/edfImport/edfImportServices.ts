import { fromCallback, fromPromise } from 'xstate';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { taskLifecycleActors } from '../taskLifecycle/taskLifecycleServices';
import type { TaskLifecycleServices } from '../taskLifecycle/taskLifecycleServices';
import type { EdfFileProblem, EdfImportEvent, EdfUploadEvent } from './edfImportMachine';
import { edfImportMachine } from './edfImportMachine';

/** How the app checks, sends and follows an EDF import. */
export interface EdfImportServices extends TaskLifecycleServices {
  /** Reads the chosen file's header and applies the import rules before anything is sent. */
  checkFile(input: { file: File }): Promise<EdfFileProblem[]>;
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
      checkFile: fromPromise<EdfFileProblem[], { file: File }>(({ input }) =>
        services.checkFile(input),
      ),
      uploadFile: fromCallback<EdfImportEvent, { file: File }>(({ input, sendBack }) =>
        services.uploadFile(input, sendBack),
      ),
      taskLifecycle: taskLifecycleMachine.provide({ actors: taskLifecycleActors(services) }),
    },
  });
}
