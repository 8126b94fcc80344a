import type { TaskRow } from '../db/schema';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { RecordingStorage } from '../storage/recordingStorage';
import { TaskFailure } from '../tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../tasks/taskHandler';
import type { OpenRecordings } from './openRecordings';
import type { RecordingsService } from './recordingsService';
import { channelId } from './signalWindows';
import { csvField, csvRows } from './signalsCsv';
import { taskFilesPrefix } from './taskFiles';

/** Seconds of signal read and written at a time: bounded memory for a window of hours. */
const CHUNK_SECONDS = 60;

/** Where a signal download's file is stored. */
export function signalsCsvKey(taskId: string): string {
  return `${taskFilesPrefix(taskId)}/signals.csv`;
}

/**
 * The work of a signal download (type preparingFile): the chosen channels of the window, read
 * a minute at a time from the stored EDF (physical values, the file's units), written as one CSV
 * file to storage, which `GET downloads/signals/tasks/{id}/file` answers. Writing the file again
 * replaces it, so a retry is safe.
 */
export class SignalsCsvTask implements TaskHandler {
  readonly taskType = 'preparingFile';
  /** Reading is I/O and a little CPU: a few at once. */
  readonly concurrency = 2;
  readonly maxAttempts = 3;

  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly storage: RecordingStorage,
  ) {}

  async run(task: TaskRow, { signal, report }: TaskContext): Promise<TaskCompletion> {
    if (task.extra.type !== 'signalsCsv' || !task.startDate || !task.endDate)
      throw new TaskFailure('UNKNOWN_ERROR');
    const extra = task.extra;
    const examination = task.examinationId
      ? await this.examinations.findById(task.examinationId)
      : null;
    const stored = examination && (await this.recordings.find(examination));
    if (!stored) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');
    const wanted = new Set(extra.channels.map((channel) => channel.id));
    const channels = stored.channels.filter((channel) => wanted.has(channelId(channel)));
    if (channels.length === 0) throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');

    const recordingStartMs = stored.recording.startDate.getTime();
    const start = (task.startDate.getTime() - recordingStartMs) / 1000;
    const end = (task.endDate.getTime() - recordingStartMs) / 1000;
    const open = await this.openRecordings.get(stored.recording, stored.channels);
    const header = `time,seconds,${channels
      .map((channel) => csvField(`${channel.label} (${channel.unit})`))
      .join(',')}\n`;
    const encoder = new TextEncoder();
    const chunks = async function* () {
      yield encoder.encode(header);
      for (let from = start; from < end; from += CHUNK_SECONDS) {
        signal.throwIfAborted();
        const to = Math.min(end, from + CHUNK_SECONDS);
        const windows = await open.edf.readWindow({
          start: from,
          end: to,
          channels: channels.map((channel) => channel.edfSignalIndex),
        });
        yield encoder.encode(csvRows(windows, recordingStartMs, start));
        await report({ progress: Math.round(((to - start) / (end - start)) * 100) });
      }
    };
    const key = signalsCsvKey(task.id);
    const byteSize = await this.storage.write(key, chunks());
    const day = task.startDate.toISOString().slice(0, 19).replaceAll(':', '-');
    return {
      extra: { ...extra, file: { name: `signals-${day}.csv`, byteSize } },
    };
  }
}
