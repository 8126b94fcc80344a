import type { Task } from '@telemed/domain';
import type { ClinicServices } from '../services/createClinicServices';

/** Saves bytes as a file through a temporary link (the download the browser offers). */
function saveFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the blob to the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves the file a completed task made — a CSV of signals, an EDF+ export or a report PDF — from
 * the file endpoint of its kind, under the name the task gives it. A task that made no file (not
 * completed, or of a kind that makes none) is an error.
 */
export async function downloadTaskFile(
  { client }: Pick<ClinicServices, 'client'>,
  task: Task,
): Promise<void> {
  const { extra } = task;
  const params = { params: { taskId: task.id } };
  if (extra.type === 'signalsCsv' && extra.file)
    saveFile(await client.signalDownloadTasks.downloadFile(params), extra.file.name, 'text/csv');
  else if (extra.type === 'edfExport' && extra.file)
    saveFile(
      await client.edfTasks.downloadFile(params),
      extra.file.name,
      'application/octet-stream',
    );
  else if (extra.type === 'reportPdf' && extra.file)
    saveFile(await client.reportPdfTasks.downloadFile(params), extra.file.name, 'application/pdf');
  else throw new Error(`Task ${task.id} made no file`);
}

/** The task as its kind's list tells it now (the task as asked for has no file yet). */
export function asListed(listed: readonly Task[], task: Task): Task {
  return listed.find((candidate) => candidate.id === task.id) ?? task;
}
