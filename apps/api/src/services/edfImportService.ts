import { randomUUID } from 'node:crypto';
import type { EdfImportQuerySchema, Task } from '@telemed/domain';
import type { z } from 'zod';
import { toTask } from '../tasks/taskViews';
import type { ExaminationAccess } from './examinationAccess';
import type { RecordingUpload, RecordingsService } from './recordingsService';
import type { TasksService } from './tasksService';

type EdfImportQuery = z.output<typeof EdfImportQuerySchema>;

/**
 * EDF/EDF+/BDF imports as tasks (type EDF, `edfImport`): staff of the examination's clinic send
 * a file; it is streamed to storage within the upload limits (RecordingsService) and a waiting
 * task is stored for the runner (`EdfImportTask`), which checks and imports it with progress.
 */
export class EdfImportService {
  constructor(
    private readonly tasksService: TasksService,
    private readonly access: ExaminationAccess,
    private readonly recordings: RecordingsService,
  ) {}

  /**
   * Receives the file and queues its import; 201 with the waiting task. A file that is not
   * EDF, or over the limit, or not as long as its header says, is refused here (400/413) and
   * leaves nothing behind; the import rules are the task's.
   */
  async create(userId: string, query: EdfImportQuery, upload: RecordingUpload): Promise<Task> {
    const actor = await this.tasksService.actorFor(query.teamId, userId, 'EDF');
    const examination = await this.access.writable(query.teamId, actor, query.examinationId);
    const recordingId = randomUUID();
    const byteSize = await this.recordings.receiveUpload(examination, recordingId, upload);
    let task;
    try {
      task = await this.tasksService.store({
        teamId: examination.teamId,
        userId,
        memberId: examination.memberId,
        examinationId: examination.id,
        taskType: 'EDF',
        taskDesc: 'edfImport',
        description: query.description ?? null,
        input: { parameters: { timezoneOffsetMinutes: upload.timezoneOffsetMinutes } },
        extra: {
          type: 'edfImport',
          fileName: upload.fileName,
          byteSize,
          recordingId,
          warnings: [],
          failure: null,
        },
      });
    } catch (error) {
      await this.recordings.discardReceived(examination.id, recordingId);
      throw error;
    }
    await this.tasksService.started(task);
    return toTask(task);
  }
}
