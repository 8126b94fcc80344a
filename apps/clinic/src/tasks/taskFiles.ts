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
 * the file endpoint of its kind, under the name the task gives it. The server says why there is
 * none: 404 'The file is not ready' before the task completed, 410 'The file is no longer kept'
 * once its days were over; a task of a kind that makes no file is an error here.
 */
export async function downloadTaskFile(
  { client }: Pick<ClinicServices, 'client'>,
  task: Task,
): Promise<void> {
  const { extra } = task;
  const params = { params: { taskId: task.id } };
  const fileOf = async () => {
    switch (extra.type) {
      case 'signalsCsv':
        return { bytes: await client.signalDownloadTasks.downloadFile(params), type: 'text/csv' };
      case 'edfExport':
        return {
          bytes: await client.edfTasks.downloadFile(params),
          type: 'application/octet-stream',
        };
      case 'reportPdf':
        return { bytes: await client.reportPdfTasks.downloadFile(params), type: 'application/pdf' };
      default:
        throw new Error(`Task ${task.id} makes no file`);
    }
  };
  const { bytes, type } = await fileOf();
  // A task as asked for, not yet as listed, does not name its file: never save it unnamed.
  if (!('file' in extra) || !extra.file)
    throw new Error(`Task ${task.id} is not listed with its file`);
  saveFile(bytes, extra.file.name, type);
}

/** The task as its kind's list tells it now (the task as asked for has no file yet). */
export function asListed(listed: readonly Task[], task: Task): Task {
  return listed.find((candidate) => candidate.id === task.id) ?? task;
}
