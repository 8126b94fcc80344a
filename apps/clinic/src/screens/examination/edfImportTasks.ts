import type { Examination, Task } from '@telemed/domain';
import type { EdfImportServices, FollowedTask } from '@telemed/forms';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import type { ClinicServices } from '../../services/createClinicServices';
import { checkEdfFile } from './checkEdfFile';

/** The query of the clinic's EDF tasks (GET edf/tasks). */
export const edfTasksKey = (teamId: string) => ['edfTasks', teamId] as const;

/** How often an import that has not ended is asked about, ms. */
const POLL_MS = 1000;

/** An import task as the task lifecycle follows it; a failure carries the import's reason. */
function followedImport(task: Task): FollowedTask {
  const failure = task.extra.type === 'edfImport' ? task.extra.failure : null;
  return {
    taskId: task.id,
    status: task.status,
    progress: task.progress,
    stage: task.stage,
    totalStages: task.totalStages,
    error: failure ?? task.error,
  };
}

/**
 * The EDF import of an examination over the portal's API: the header checked in the browser,
 * the file sent with its progress (POST edf/tasks/import), the task polled every second through
 * the clinic's EDF task list (one no longer listed was cancelled) and cancelled with DELETE
 * edf/tasks/{id}.
 */
export function edfImportServices(
  { client, queryClient }: ClinicServices,
  examination: Examination,
): EdfImportServices {
  const { teamId } = examination;
  return {
    checkFile: ({ file }) => checkEdfFile(file, examination.type),
    uploadFile: ({ file }, report) => {
      const abort = new AbortController();
      client.edfTasks
        .importFile(
          {
            query: { teamId, examinationId: examination._id, fileName: file.name },
            rawBody: { content: file },
          },
          {
            signal: abort.signal,
            onUploadProgress: ({ loaded, total }) =>
              report({ type: 'upload.progress', loaded, total: total || file.size }),
          },
        )
        .then(
          (task) => report({ type: 'upload.done', task }),
          (error: unknown) => {
            if (!abort.signal.aborted) report({ type: 'upload.failed', error });
          },
        );
      return () => abort.abort();
    },
    watchTask: ({ taskId }, report) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let isWatching = true;
      const poll = async () => {
        try {
          const { tasks } = await queryClient.fetchQuery({
            queryKey: edfTasksKey(teamId),
            queryFn: ({ signal }) => client.edfTasks.listTasks({ query: { teamId } }, { signal }),
            staleTime: 0,
            meta: toldOnScreen,
          });
          const task = tasks.find((candidate) => candidate.id === taskId);
          if (isWatching) report(task ? followedImport(task) : { status: 'cancelled' });
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
      await client.edfTasks.removeTask({ params: { taskId } });
      await queryClient.invalidateQueries({ queryKey: edfTasksKey(teamId) });
    },
  };
}
