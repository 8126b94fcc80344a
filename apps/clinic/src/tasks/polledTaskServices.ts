import type { QueryKey } from '@tanstack/react-query';
import type { Task } from '@telemed/domain';
import { followedTask } from '@telemed/forms';
import type { FollowedTask, TaskLifecycleServices } from '@telemed/forms';
import { toldOnScreen } from '../feedback/toldOnScreen';
import type { ClinicServices } from '../services/createClinicServices';

/** How often a task that has not ended is asked about, ms. */
const POLL_MS = 1000;

/** A kind of background task the portal follows through its list endpoint. */
export interface PolledTaskKind {
  /** The query of the list (shared with the panels that show it). */
  queryKey: QueryKey;
  /** GET …/tasks of the kind. */
  list: (signal: AbortSignal) => Promise<{ tasks: Task[] }>;
  /** DELETE …/tasks/{id} of the kind. */
  remove: (taskId: string) => Promise<unknown>;
  /** The task as the lifecycle follows it; {@link followedTask} unless the kind says more. */
  follow?: (task: Task) => FollowedTask;
}

/**
 * A task lifecycle over the portal's API: a task that has not ended is polled every second
 * through its kind's list query (so the panels showing the list follow it too), and a task no
 * longer listed was cancelled; cancelling deletes it and refreshes the list.
 */
export function polledTaskServices(
  { queryClient }: Pick<ClinicServices, 'queryClient'>,
  { queryKey, list, remove, follow = followedTask }: PolledTaskKind,
): TaskLifecycleServices {
  return {
    watchTask: ({ taskId }, report) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let isWatching = true;
      const poll = async () => {
        try {
          const { tasks } = await queryClient.fetchQuery({
            queryKey,
            queryFn: ({ signal }) => list(signal),
            staleTime: 0,
            meta: toldOnScreen,
          });
          const task = tasks.find((candidate) => candidate.id === taskId);
          if (isWatching) report(task ? follow(task) : { status: 'cancelled' });
        } catch {
          // A poll without an answer says nothing about the task: the next one asks again.
        }
        if (isWatching) timer = setTimeout(() => void poll(), POLL_MS);
      };
      timer = setTimeout(() => void poll(), POLL_MS);
      return () => {
        isWatching = false;
        clearTimeout(timer);
      };
    },
    cancelTask: async ({ taskId }) => {
      await remove(taskId);
      await queryClient.invalidateQueries({ queryKey });
    },
  };
}
