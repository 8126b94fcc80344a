import type { Examination, Task } from '@telemed/domain';
import { followedTask } from '@telemed/forms';
import type { EdfImportServices, FollowedTask } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { clinicTasksKey } from '../../tasks/clinicTasks';
import { polledTaskServices } from '../../tasks/polledTaskServices';
import { checkEdfFile } from './checkEdfFile';
import { chosenRecordingFile } from './chosenRecordingFile';

/** The query of the clinic's EDF tasks (GET edf/tasks), the task centre's too. */
export const edfTasksKey = (teamId: string) => clinicTasksKey(teamId, 'EDF');

/** An import task as the task lifecycle follows it; a failure carries the import's reason. */
function followedImport(task: Task): FollowedTask {
  const failure = task.extra.type === 'edfImport' ? task.extra.failure : null;
  return { ...followedTask(task), error: failure ?? task.error };
}

/**
 * The EDF import of an examination over the portal's API: a WFDB record converted to EDF+ in the
 * browser (`chosenRecordingFile`), the header checked there,
 * the file sent with its progress (POST edf/tasks/import), the task polled every second through
 * the clinic's EDF task list (one no longer listed was cancelled) and cancelled with DELETE
 * edf/tasks/{id}.
 */
export function edfImportServices(
  services: ClinicServices,
  examination: Examination,
): EdfImportServices {
  const { client } = services;
  const { teamId } = examination;
  return {
    checkFiles: async ({ files }) => {
      const chosen = await chosenRecordingFile(files);
      if (!chosen.file) return chosen;
      return {
        file: chosen.file,
        problems: [...chosen.problems, ...(await checkEdfFile(chosen.file, examination.type))],
      };
    },
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
    ...polledTaskServices(services, {
      queryKey: edfTasksKey(teamId),
      list: (signal) => client.edfTasks.listTasks({ query: { teamId } }, { signal }),
      remove: (taskId) => client.edfTasks.removeTask({ params: { taskId } }),
      follow: followedImport,
    }),
  };
}
