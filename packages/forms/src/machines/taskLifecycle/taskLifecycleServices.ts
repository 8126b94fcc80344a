import { fromCallback, fromPromise } from 'xstate';
import type { TaskLifecycleEvent, TaskUpdate, WatchTaskInput } from './taskLifecycleMachine';

/** How the app learns about and cancels its background tasks of one kind. */
export interface TaskLifecycleServices {
  /**
   * Reports on a task until the returned function is called: by polling its list, or from a
   * realtime channel. A task that is no longer listed has been cancelled.
   */
  watchTask(input: WatchTaskInput, report: (update: TaskUpdate) => void): () => void;
  /** Cancels a task (DELETE .../tasks/{id}). */
  cancelTask(input: { taskId: string }): Promise<unknown>;
}

/**
 * The task lifecycle machine's actors over the app's services.
 *
 * @example
 * const machine = taskLifecycleMachine.provide({ actors: taskLifecycleActors(services) });
 */
export function taskLifecycleActors(services: TaskLifecycleServices) {
  return {
    watchTask: fromCallback<TaskLifecycleEvent, WatchTaskInput>(({ input, sendBack }) =>
      services.watchTask(input, (update) =>
        sendBack({ type: 'task.update', taskId: input.taskId, update }),
      ),
    ),
    cancelTask: fromPromise<unknown, { taskId: string }>(({ input }) => services.cancelTask(input)),
  };
}
