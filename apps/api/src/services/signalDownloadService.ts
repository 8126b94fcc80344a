import type { CreateSignalDownloadTaskBodySchema, Task } from '@telemed/domain';
import type { z } from 'zod';
import { fieldFailed } from '../http/apiError';
import type { RecordingStorage } from '../storage/recordingStorage';
import { toTask } from '../tasks/taskViews';
import type { ExaminationAccess } from './examinationAccess';
import type { RecordingsService } from './recordingsService';
import { channelId } from './signalWindows';
import { signalsCsvKey } from './signalsCsvTask';
import type { TasksService } from './tasksService';
import { completedTaskFile } from './taskFiles';
import type { DownloadedFile } from './taskFiles';

type CreateBody = z.output<typeof CreateSignalDownloadTaskBodySchema>;

/**
 * Signal downloads (platform-core §7 "Tasks", type preparingFile): staff of the examination's
 * clinic ask for the chosen channels of a window as CSV; the runner writes the file
 * (`SignalsCsvTask`) and they download it once the task completed.
 */
export class SignalDownloadService {
  constructor(
    private readonly tasksService: TasksService,
    private readonly access: ExaminationAccess,
    private readonly recordings: RecordingsService,
    private readonly storage: RecordingStorage,
  ) {}

  /** Queues the download; unknown channel ids are refused on `keys`. */
  async create(userId: string, body: CreateBody): Promise<Task> {
    this.tasksService.checkKind(body.task, 'preparingFile');
    const actor = await this.tasksService.actorFor(body.teamId, userId, 'preparingFile');
    const examination = await this.access.readable(body.teamId, actor, body.examinationId);
    const stored = await this.recordings.require(examination);
    const byId = new Map(stored.channels.map((channel) => [channelId(channel), channel]));
    const unknown = body.keys.findIndex((key) => !byId.has(key));
    if (unknown >= 0) throw fieldFailed(`keys.${unknown}`, 'unknownChannel');
    const task = await this.tasksService.store({
      teamId: examination.teamId,
      userId,
      memberId: examination.memberId,
      examinationId: examination.id,
      taskType: 'preparingFile',
      taskDesc: 'signalsCsv',
      description: body.description ?? null,
      startDate: new Date(body.startDate),
      endDate: new Date(body.endDate),
      input: { keys: body.keys },
      extra: {
        type: 'signalsCsv',
        channels: body.keys.map((key) => {
          const channel = byId.get(key);
          return { id: key, label: channel?.label ?? key, unit: channel?.unit ?? '' };
        }),
        file: null,
      },
    });
    await this.tasksService.started(task);
    return toTask(task);
  }

  /** The CSV of a completed download of the caller's clinic. */
  async file(userId: string, taskId: string): Promise<DownloadedFile> {
    const task = await this.tasksService.reachable(userId, 'preparingFile', taskId);
    return completedTaskFile(this.storage, task, 'signalsCsv', signalsCsvKey(task.id));
  }
}
