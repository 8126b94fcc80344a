import type { Task } from '@telemed/domain';
import type { FollowedTask, TaskLifecycleServices } from '@telemed/forms';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import type { ClinicServices } from '../../services/createClinicServices';

/** The query of the caller's ECG analysis tasks (GET analysis/ecg/tasks). */
export const ecgAnalysisTasksKey = ['ecgAnalysisTasks'] as const;

/** How often a task that has not ended is asked about, ms. */
const POLL_MS = 1000;

/** An ECG analysis task as the task lifecycle follows it. */
export function followedEcgTask(task: Task): FollowedTask {
  return { taskId: task.id, status: task.status, error: task.error };
}

/**
 * The ECG analysis tasks' lifecycle over the portal's API: a task that has not ended is polled
 * every second through the tasks query (so the panel's details follow it), and a task no longer
 * listed was cancelled; cancelling marks it so (DELETE analysis/ecg/tasks/{id}).
 */
export function ecgAnalysisTaskServices({
  client,
  queryClient,
}: ClinicServices): TaskLifecycleServices {
  return {
    watchTask: ({ taskId }, report) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let isWatching = true;
      const poll = async () => {
        try {
          const { tasks } = await queryClient.fetchQuery({
            queryKey: ecgAnalysisTasksKey,
            queryFn: ({ signal }) => client.ecgAnalysis.listTasks({}, { signal }),
            staleTime: 0,
            meta: toldOnScreen,
          });
          const task = tasks.find((candidate) => candidate.id === taskId);
          if (isWatching) report(task ? followedEcgTask(task) : { status: 'cancelled' });
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
      await client.ecgAnalysis.removeTask({ params: { taskId } });
      await queryClient.invalidateQueries({ queryKey: ecgAnalysisTasksKey });
    },
  };
}
