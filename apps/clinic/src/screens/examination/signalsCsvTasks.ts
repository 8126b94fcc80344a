import type { Examination } from '@telemed/domain';
import type { EdfExportServices } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { clinicTasksKey } from '../../tasks/clinicTasks';
import { polledTaskServices } from '../../tasks/polledTaskServices';
import { asListed, downloadTaskFile } from '../../tasks/taskFiles';

/**
 * The window shown of an examination as a CSV file over the portal's API (a signal download,
 * type preparingFile): asked for with POST downloads/signals/tasks, followed through the clinic's
 * list of its kind (the task centre's too), cancelled with its DELETE, and the file saved from
 * GET downloads/signals/tasks/{id}/file.
 */
export function signalsCsvServices(
  services: ClinicServices,
  examination: Examination,
): EdfExportServices {
  const { client, queryClient } = services;
  const { teamId } = examination;
  const queryKey = clinicTasksKey(teamId, 'preparingFile');
  const list = (signal?: AbortSignal) =>
    client.signalDownloadTasks.listTasks({ query: { teamId } }, signal ? { signal } : undefined);
  return {
    startExport: async ({ keys, window }) => {
      if (!window) throw new Error('A CSV download is of the window shown');
      const task = await client.signalDownloadTasks.createTask({
        body: { teamId, examinationId: examination._id, task: 'preparingFile', keys, ...window },
      });
      await queryClient.invalidateQueries({ queryKey });
      return task;
    },
    findExport: async ({ taskId }) =>
      (await list()).tasks.find(
        (task) =>
          task.id === taskId &&
          task.extra.type === 'signalsCsv' &&
          task.examinationId === examination._id,
      ) ?? null,
    downloadFile: async ({ task }) =>
      downloadTaskFile(services, asListed((await list()).tasks, task)),
    ...polledTaskServices(services, {
      queryKey,
      list: (signal) => list(signal),
      remove: (taskId) => client.signalDownloadTasks.removeTask({ params: { taskId } }),
    }),
  };
}
