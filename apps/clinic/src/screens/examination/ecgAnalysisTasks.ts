import { isTaskEnded } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import type { TaskLifecycleServices } from '@telemed/forms';
import { useQuery } from '@tanstack/react-query';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import type { ClinicServices } from '../../services/createClinicServices';
import { useServices } from '../../services/ServicesContext';
import { clinicTasksKey } from '../../tasks/clinicTasks';
import { polledTaskServices } from '../../tasks/polledTaskServices';

/**
 * The query of the clinic's ECG analysis tasks (GET analysis/ecg/tasks?teamId=…), shared with the
 * task centre: an examination's analysis may have been asked for by a colleague, or by no one (a
 * demo recording's first analysis).
 */
export const ecgAnalysisTasksKey = (teamId: string) => clinicTasksKey(teamId, 'preparingAnalysis');

/** The ECG analysis tasks' lifecycle: polled through the clinic's list, cancelled with DELETE. */
export function ecgAnalysisTaskServices(
  services: ClinicServices,
  teamId: string,
): TaskLifecycleServices {
  const { client } = services;
  return polledTaskServices(services, {
    queryKey: ecgAnalysisTasksKey(teamId),
    list: (signal) => client.ecgAnalysis.listTasks({ query: { teamId } }, { signal }),
    remove: (taskId) => client.ecgAnalysis.removeTask({ params: { taskId } }),
  });
}

/**
 * The clinic's ECG analysis tasks, newest first, as the task centre keeps them live. Staff only
 * (`enabled`): a patient may not list the clinic's tasks.
 */
export function useEcgAnalysisTasks(teamId: string, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: ecgAnalysisTasksKey(teamId),
    queryFn: ({ signal }) => client.ecgAnalysis.listTasks({ query: { teamId } }, { signal }),
    enabled,
    meta: toldOnScreen,
  });
}

/**
 * Whether an ECG analysis of the examination is waiting or running (a demo recording's first
 * analysis, or one a colleague asked for).
 */
export function useEcgAnalysisUnderWay(
  { teamId, _id: examinationId }: Pick<Examination, 'teamId' | '_id'>,
  enabled: boolean,
): boolean {
  const tasks = useEcgAnalysisTasks(teamId, enabled);
  const newest = tasks.data?.tasks.find((task) => task.examinationId === examinationId);
  return newest !== undefined && !isTaskEnded(newest.status);
}
