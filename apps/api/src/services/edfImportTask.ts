import type { RecordingRow, TaskRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { TasksRepository } from '../repositories/tasksRepository';
import { TaskFailure } from '../tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../tasks/taskHandler';
import { headerStartInstant } from './recordingIngest';
import type { RecordingsService } from './recordingsService';

/** An import reports its progress when it moved this many points… */
const PROGRESS_STEP_POINTS = 5;
/** …or, moving slower, when this long passed since the last report, ms. */
const PROGRESS_INTERVAL_MS = 1000;

/**
 * The uploader's clock an import task was stored with (`parameters.timezoneOffsetMinutes`, the
 * `Timezone-Offset` of the upload): an EDF header's clock is local time.
 */
function timezoneOffsetOf(task: TaskRow): number | null {
  const offset = task.input.parameters?.timezoneOffsetMinutes;
  return typeof offset === 'number' ? offset : null;
}

/**
 * The work of an EDF/EDF+/BDF import (type EDF, `edfImport`): the file received at upload is
 * read, checked with the import rules (clinical-domain §5; any signals for the EDF dataset type)
 * and turned into the channels' pyramids, with the share read as progress; the recording is
 * inserted, replacing the examination's previous one, in the transaction that completes the
 * task. A file that breaks a rule or lies in its header fails the task 'Failed to import EDF
 * file' with the reason in `extra.failure`, and its files are removed. Reading again rewrites the
 * same pyramids, so a task whose process died is taken again and finishes.
 */
export class EdfImportTask implements TaskHandler {
  readonly taskType = 'EDF';
  /** Building pyramids keeps a core busy: one import at a time per process. */
  readonly concurrency = 1;
  readonly maxAttempts = 3;

  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly recordings: RecordingsService,
    private readonly tasks: TasksRepository,
    private readonly warn: (message: string, error: unknown) => void,
  ) {}

  async run(task: TaskRow, { signal, report }: TaskContext): Promise<TaskCompletion> {
    const extra = task.extra;
    if (extra.type !== 'edfImport') throw new TaskFailure('UNKNOWN_ERROR');
    const examination = task.examinationId
      ? await this.examinations.findById(task.examinationId)
      : null;
    if (!examination) throw new TaskFailure('EXAMINATION_NOT_FOUND');
    let reported = 0;
    let reportedAt = -Infinity;
    const onProgress = async (fraction: number) => {
      // Each report is a write and an announcement: a day of records read in 144 steps spent a
      // fifth of its import on them. Every 5 points, or every whole point a second on a slow one.
      const progress = Math.floor(fraction * 100);
      const now = performance.now();
      const isDue =
        progress - reported >= PROGRESS_STEP_POINTS || now - reportedAt >= PROGRESS_INTERVAL_MS;
      if (progress <= reported || !isDue) return;
      reported = progress;
      reportedAt = now;
      await report({ progress });
    };
    let ingested;
    try {
      ingested = await this.recordings.ingestReceived(examination, extra.recordingId, {
        onProgress,
        signal,
      });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 400) {
        await this.recordings.discardReceived(examination.id, extra.recordingId);
        throw new TaskFailure('EDF_IMPORT_FAILED', {
          ...extra,
          failure: { message: error.message, validationErrors: error.validationErrors ?? [] },
        });
      }
      await this.discardIfOver(task, examination.id, extra.recordingId, signal);
      throw error;
    }
    const startDate = headerStartInstant(ingested.header, timezoneOffsetOf(task));
    let replaced: RecordingRow | null = null;
    return {
      extra: { ...extra, warnings: ingested.warnings },
      commit: async (tx) => {
        const { previous } = await this.recordings.insertIngested(examination, ingested, tx, {
          id: extra.recordingId,
          fileName: extra.fileName,
          byteSize: extra.byteSize,
          source: 'upload',
          startDate,
        });
        replaced = previous;
      },
      afterCommit: () =>
        this.recordings
          .dropReplaced(examination.id, replaced)
          .catch((error: unknown) => this.warn('replaced recording files not removed', error)),
    };
  }

  /**
   * The received file of an import cancelled while waiting is not needed any more. A process
   * that claimed it just then removes it as well when it sees the cancel, so a failure here is
   * only told.
   */
  async discardCancelled(task: TaskRow): Promise<void> {
    if (task.extra.type !== 'edfImport' || !task.examinationId) return;
    await this.recordings
      .discardReceived(task.examinationId, task.extra.recordingId)
      .catch((error: unknown) => this.warn('cancelled import files not removed', error));
  }

  /**
   * Removes the received file when no one will read it again: the task was cancelled, or this
   * was its last attempt. A process stopping or losing its lease leaves it for the next take.
   */
  private async discardIfOver(
    task: TaskRow,
    examinationId: string,
    recordingId: string,
    signal: AbortSignal,
  ): Promise<void> {
    const lastAttempt = !signal.aborted && task.attempts >= this.maxAttempts;
    const cancelled = signal.aborted && (await this.tasks.find(task.id))?.status === 'cancelled';
    if (lastAttempt || cancelled) await this.recordings.discardReceived(examinationId, recordingId);
  }
}
