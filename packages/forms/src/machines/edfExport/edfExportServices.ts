import type { Task } from '@telemed/domain';
import { fromPromise } from 'xstate';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { taskLifecycleActors } from '../taskLifecycle/taskLifecycleServices';
import type { TaskLifecycleServices } from '../taskLifecycle/taskLifecycleServices';
import { edfExportMachine } from './edfExportMachine';
import type { StartExportInput } from './edfExportMachine';

/** How the app asks for, finds, follows and downloads an EDF+ export. */
export interface EdfExportServices extends TaskLifecycleServices {
  /** Asks for the export (POST edf/tasks); answers the waiting task. */
  startExport(input: StartExportInput): Promise<Task>;
  /** An export asked for earlier, or null when it is not there (GET edf/tasks). */
  findExport(input: { taskId: string }): Promise<Task | null>;
  /** Saves the completed export's file (GET edf/tasks/{id}/file). */
  downloadFile(input: { task: Task }): Promise<void>;
}

/**
 * The EDF export machine with the app's services.
 *
 * @example
 * const machine = provideEdfExport(services);
 */
export function provideEdfExport(services: EdfExportServices) {
  return edfExportMachine.provide({
    actors: {
      startExport: fromPromise<Task, StartExportInput>(({ input }) => services.startExport(input)),
      findExport: fromPromise<Task | null, { taskId: string }>(({ input }) =>
        services.findExport(input),
      ),
      downloadFile: fromPromise<undefined, { task: Task }>(async ({ input }) => {
        await services.downloadFile(input);
        return undefined;
      }),
      taskLifecycle: taskLifecycleMachine.provide({ actors: taskLifecycleActors(services) }),
    },
  });
}
