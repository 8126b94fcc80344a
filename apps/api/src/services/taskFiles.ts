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

/** 404 for a task's file that is not there (not completed, or removed). */
const fileNotReady = () => new ApiError(404, 'NOT_FOUND', 'The file is not ready');

/**
 * The file a completed task of the work wrote to storage under `key` (a signals CSV, a report
 * PDF, an EDF+ export), named as its `extra.file` says; 404 'The file is not ready' while the
 * task has not completed, or when it is of other work or its file is gone.
 */
export async function completedTaskFile(
  storage: RecordingStorage,
  task: TaskRow,
  work: FileWork,
  key: string,
): Promise<DownloadedFile> {
  const { extra } = task;
  const file = extra.type === work && 'file' in extra ? extra.file : null;
  if (task.status !== 'completed' || !file) throw fileNotReady();
  const stored = await storage.open(key);
  if (!stored) throw fileNotReady();
  try {
    return { name: file.name, bytes: await stored.read(0, stored.size) };
  } finally {
    await stored.close();
  }
}
