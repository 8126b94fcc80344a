import type { TaskExtra } from '@telemed/domain';
import type { TaskRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { RecordingStorage } from '../storage/recordingStorage';

/** A file ready to send. */
export interface DownloadedFile {
  name: string;
  bytes: Uint8Array;
}

/** The kinds of work whose task ends with a file. */
type FileWork = Extract<TaskExtra, { file: unknown }>['type'];

/** Where the files a task makes are stored: under its id, removed whole when no longer kept. */
export const TASKS_FILES_ROOT = 'tasks';
export const taskFilesPrefix = (taskId: string) => `${TASKS_FILES_ROOT}/${taskId}`;

/** 404 for a task's file that is not there yet (not completed), or not there at all. */
const fileNotReady = () => new ApiError(404, 'NOT_FOUND', 'The file is not ready');

/** 410 for the file of a completed task that was removed once its days were over. */
const fileNoLongerKept = () => new ApiError(410, 'TASK_FILE_REMOVED');

/**
 * The file a completed task of the work wrote to storage under `key` (a signals CSV, a report
 * PDF, an EDF+ export), named as its `extra.file` says; 404 'The file is not ready' while the
 * task has not completed, or when it is of other work or its file is gone; 410 'The file is no
 * longer kept' once the retention let go of it (`TaskFileRetention`).
 */
export async function completedTaskFile(
  storage: RecordingStorage,
  task: TaskRow,
  work: FileWork,
  key: string,
): Promise<DownloadedFile> {
  const { extra } = task;
  if (extra.type !== work || !('file' in extra) || task.status !== 'completed')
    throw fileNotReady();
  // A completed task always had its file: without one, the retention removed it.
  const { file } = extra;
  if (!file) throw fileNoLongerKept();
  const stored = await storage.open(key);
  if (!stored) throw fileNotReady();
  try {
    return { name: file.name, bytes: await stored.read(0, stored.size) };
  } finally {
    await stored.close();
  }
}
