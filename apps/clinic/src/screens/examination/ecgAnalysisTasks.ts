import type { TaskLifecycleServices } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { polledTaskServices } from '../../tasks/polledTaskServices';

/** The query of the caller's ECG analysis tasks (GET analysis/ecg/tasks). */
export const ecgAnalysisTasksKey = ['ecgAnalysisTasks'] as const;

/** The ECG analysis tasks' lifecycle: polled through GET analysis/ecg/tasks, cancelled with DELETE. */
export function ecgAnalysisTaskServices(services: ClinicServices): TaskLifecycleServices {
  const { client } = services;
  return polledTaskServices(services, {
    queryKey: ecgAnalysisTasksKey,
    list: (signal) => client.ecgAnalysis.listTasks({}, { signal }),
    remove: (taskId) => client.ecgAnalysis.removeTask({ params: { taskId } }),
  });
}
