import type { Task } from '@telemed/domain';
import { followedTask } from '../../machines/taskLifecycle/followedTask';
import type { TaskLifecycleServices } from '../../machines/taskLifecycle/taskLifecycleServices';

/**
 * The tasks a task centre shows, told to the lifecycles of its rows: each row's `watchTask`
 * hears its task whenever the list changes (the app keeps the list live). A task that drops off
 * the list (it holds the newest only) is not taken for cancelled: its row goes with it.
 */
export interface TaskFeed {
  /** The lifecycles' `watchTask`: reports on one task now and at every change of the list. */
  watch: TaskLifecycleServices['watchTask'];
  /** Tells every watcher the list as it is now. */
  publish(tasks: readonly Task[]): void;
}

/** A feed of the task centre's list to its rows' lifecycles. */
export function createTaskFeed(): TaskFeed {
  let latest = new Map<string, Task>();
  const watchers = new Set<{ taskId: string; report: (task: Task) => void }>();
  const tell = (watcher: { taskId: string; report: (task: Task) => void }) => {
    const task = latest.get(watcher.taskId);
    if (task) watcher.report(task);
  };
  return {
    watch: ({ taskId }, report) => {
      const watcher = { taskId, report: (task: Task) => report(followedTask(task)) };
      watchers.add(watcher);
      tell(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
    publish: (tasks) => {
      latest = new Map(tasks.map((task) => [task.id, task]));
      for (const watcher of watchers) tell(watcher);
    },
  };
}
