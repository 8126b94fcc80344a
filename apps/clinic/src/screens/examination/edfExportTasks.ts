import type { Examination } from '@telemed/domain';
import type { EdfExportServices } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { polledTaskServices } from '../../tasks/polledTaskServices';
import { asListed, downloadTaskFile } from '../../tasks/taskFiles';
import { edfTasksKey } from './edfImportTasks';

/** The search parameter of an examination's address that reopens an EDF+ export (a copied link). */
export const EDF_EXPORT_PARAM = 'edfExport';

/**
 * The EDF+ export of an examination over the portal's API: asked for with POST edf/tasks, found
 * again and followed (polled every second) through the clinic's EDF task list, cancelled with
 * DELETE edf/tasks/{id}, and its file saved from GET edf/tasks/{id}/file.
 */
export function edfExportServices(
  services: ClinicServices,
  examination: Examination,
): EdfExportServices {
  const { client, queryClient } = services;
  const { teamId } = examination;
  const list = (signal?: AbortSignal) =>
    client.edfTasks.listTasks({ query: { teamId } }, signal ? { signal } : undefined);
  return {
    startExport: async ({ keys, window, samplingRate }) => {
      const task = await client.edfTasks.createTask({
        body: {
          teamId,
          examinationId: examination._id,
          task: 'EDF',
          keys,
          ...(window ?? {}),
          ...(samplingRate === null ? {} : { parameters: { samplingRate } }),
        },
      });
      await queryClient.invalidateQueries({ queryKey: edfTasksKey(teamId) });
      return task;
    },
    findExport: async ({ taskId }) => {
      const { tasks } = await list();
      return (
        tasks.find(
          (task) =>
            task.id === taskId &&
            task.extra.type === 'edfExport' &&
            task.examinationId === examination._id,
        ) ?? null
      );
    },
    downloadFile: async ({ task }) =>
      downloadTaskFile(services, asListed((await list()).tasks, task)),
    ...polledTaskServices(services, {
      queryKey: edfTasksKey(teamId),
      list: (signal) => list(signal),
      remove: (taskId) => client.edfTasks.removeTask({ params: { taskId } }),
    }),
  };
}
