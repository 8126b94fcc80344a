import { Readable } from 'node:stream';
import type { TaskExtra } from '@telemed/domain';
import type { TaskRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { RecordingStorage, StoredFile } from '../storage/recordingStorage';

/** A file ready to send: read from storage as it goes out, never whole in memory. */
export interface DownloadedFile {
  name: string;
  byteSize: number;
  body: Readable;
}

/** Bytes read from storage at a time while a file goes out. */
const DOWNLOAD_CHUNK_BYTES = 1 << 20;

/**
 * The stored file's bytes as a stream, a chunk at a time; the file is closed at its end or when
 * the stream is destroyed (the client went away).
 */
function streamOf(stored: StoredFile): Readable {
  async function* chunks() {
    try {
      for (let offset = 0; offset < stored.size; offset += DOWNLOAD_CHUNK_BYTES) {
        const bytes = await stored.read(offset, DOWNLOAD_CHUNK_BYTES);
        if (bytes.length === 0) throw new Error(`stored file ends at byte ${offset}`);
        yield bytes;
      }
    } finally {
      await stored.close();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
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
  return { name: file.name, byteSize: stored.size, body: streamOf(stored) };
}
