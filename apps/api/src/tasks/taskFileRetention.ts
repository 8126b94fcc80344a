import type { TasksRepository } from '../repositories/tasksRepository';
import type { TasksService } from '../services/tasksService';
import { TASKS_FILES_ROOT, taskFilesPrefix } from '../services/taskFiles';
import type { RecordingStorage } from '../storage/recordingStorage';

const DAY_MS = 86_400_000;

/** A task's folder is named by its id. */
const TASK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Keeps the files tasks make (EDF+ exports of a day are 180 MB, CSVs, report PDFs) only as long
 * as they are wanted: a task's file is removed `retentionDays` after the task ended — the task
 * stays listed, its download answers 410 'The file is no longer kept' and the clinic's task
 * centres are told — and the files of tasks that no longer exist (deleted with their examination
 * or clinic) are removed at once. Each step can be run again, by any process, at any time: the
 * database lets go of a file before the file goes, so no one is offered one that is gone.
 */
export class TaskFileRetention {
  constructor(
    private readonly tasks: TasksRepository,
    private readonly tasksService: Pick<TasksService, 'changed'>,
    private readonly storage: RecordingStorage,
    private readonly retentionDays: number,
  ) {}

  /** Removes what is no longer kept at `now`; answers how many tasks' files went. */
  async sweep(now: Date = new Date()): Promise<number> {
    const released = await this.tasks.releaseFilesEndedBefore(
      new Date(now.getTime() - this.retentionDays * DAY_MS),
    );
    for (const task of released) await this.storage.deleteAll(taskFilesPrefix(task.id));
    this.tasksService.changed(released);
    const folders = (await this.storage.list(TASKS_FILES_ROOT)).filter((name) =>
      TASK_ID.test(name),
    );
    const existing = await this.tasks.existing(folders);
    const orphans = folders.filter((id) => !existing.has(id));
    for (const id of orphans) await this.storage.deleteAll(taskFilesPrefix(id));
    return released.length + orphans.length;
  }
}
