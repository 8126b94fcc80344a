import { isEcgAnalysisType } from '@telemed/domain';
import type { Examination, ReportPdfVariant, Task } from '@telemed/domain';
import type { FollowedTask, TaskLifecycleServices } from '@telemed/forms';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import type { ClinicServices } from '../../services/createClinicServices';

/** The query of the caller's file tasks (GET downloads/reports/tasks: every preparingFile). */
export const reportPdfTasksKey = ['reportPdfTasks'] as const;

/** The query of an examination's sent reports. */
export const reportSendingsKey = (examination: Examination) =>
  ['reportSendings', examination.teamId, examination._id] as const;

/** How often a PDF being rendered is asked about, ms. */
const POLL_MS = 1000;

/** The PDF variants an examination has: its report, and those of what it recorded. */
export function reportPdfVariants(examination: Examination): ReportPdfVariant[] {
  if (isEcgAnalysisType(examination.type)) return ['full', 'holter', 'hrv'];
  if (examination.type === 'covid') return ['full', 'covid'];
  return ['full'];
}

/** A report PDF task as the task lifecycle follows it. */
export function followedReportTask(task: Task): FollowedTask {
  return { taskId: task.id, status: task.status, error: task.error };
}

/**
 * The report PDF tasks' lifecycle over the portal's API: a task that has not ended is polled
 * every second through the tasks query, and a task no longer listed was cancelled; cancelling
 * marks it so (DELETE downloads/reports/tasks/{id}).
 */
export function reportPdfTaskServices({
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
            queryKey: reportPdfTasksKey,
            queryFn: ({ signal }) => client.reportPdfTasks.listTasks({}, { signal }),
            staleTime: 0,
            meta: toldOnScreen,
          });
          const task = tasks.find((candidate) => candidate.id === taskId);
          if (isWatching) report(task ? followedReportTask(task) : { status: 'cancelled' });
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
      await client.reportPdfTasks.removeTask({ params: { taskId } });
      await queryClient.invalidateQueries({ queryKey: reportPdfTasksKey });
    },
  };
}

/** Saves bytes as a file through a temporary link (the download the browser offers). */
export function saveFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
