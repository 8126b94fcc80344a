import { isEcgAnalysisType } from '@telemed/domain';
import type { Examination, ReportPdfVariant } from '@telemed/domain';
import type { TaskLifecycleServices } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { polledTaskServices } from '../../tasks/polledTaskServices';

/** The query of the caller's file tasks (GET downloads/reports/tasks: every preparingFile). */
export const reportPdfTasksKey = ['reportPdfTasks'] as const;

/** The query of an examination's sent reports. */
export const reportSendingsKey = (examination: Examination) =>
  ['reportSendings', examination.teamId, examination._id] as const;

/** The PDF variants an examination has: its report, and those of what it recorded. */
export function reportPdfVariants(examination: Examination): ReportPdfVariant[] {
  if (isEcgAnalysisType(examination.type)) return ['full', 'holter', 'hrv'];
  if (examination.type === 'covid') return ['full', 'covid'];
  return ['full'];
}

/** The report PDF tasks' lifecycle: polled through GET downloads/reports/tasks, cancelled with DELETE. */
export function reportPdfTaskServices(services: ClinicServices): TaskLifecycleServices {
  const { client } = services;
  return polledTaskServices(services, {
    queryKey: reportPdfTasksKey,
    list: (signal) => client.reportPdfTasks.listTasks({}, { signal }),
    remove: (taskId) => client.reportPdfTasks.removeTask({ params: { taskId } }),
  });
}
