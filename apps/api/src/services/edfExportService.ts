import type { CreateEdfExportTaskBodySchema, Task } from '@telemed/domain';
import type { z } from 'zod';
import { fieldFailed } from '../http/apiError';
import type { RecordingStorage } from '../storage/recordingStorage';
import { toTask } from '../tasks/taskViews';
import { edfExportKey } from './edfExportTask';
import type { ExaminationAccess } from './examinationAccess';
import type { RecordingsService } from './recordingsService';
import { channelId } from './signalWindows';
import type { TasksService } from './tasksService';
import { completedTaskFile } from './taskFiles';
import type { DownloadedFile } from './taskFiles';

type CreateBody = z.output<typeof CreateEdfExportTaskBodySchema>;

/**
 * EDF+ exports as tasks (platform-core §7 "Tasks", type EDF; clinical-domain §4 "EDF export"):
 * staff of the examination's clinic ask for its recording — chosen channels, a window or the
 * whole, maybe resampled — with its events as annotations; the runner writes the file
 * (`EdfExportTask`) and anyone of the clinic's staff downloads it once completed, so the link can
 * be copied and opened later.
 */
export class EdfExportService {
  constructor(
    private readonly tasksService: TasksService,
    private readonly access: ExaminationAccess,
    private readonly recordings: RecordingsService,
    private readonly storage: RecordingStorage,
  ) {}

  /** Queues the export; unknown channel ids are refused on `keys`, a window outside the recording on `startDate`. */
  async create(userId: string, body: CreateBody): Promise<Task> {
    this.tasksService.checkKind(body.task, 'EDF');
    const actor = await this.tasksService.actorFor(body.teamId, userId, 'EDF');
    const examination = await this.access.readable(body.teamId, actor, body.examinationId);
    const stored = await this.recordings.require(examination);
    const byId = new Map(stored.channels.map((channel) => [channelId(channel), channel]));
    const keys = body.keys ?? stored.channels.map(channelId);
    const unknown = keys.findIndex((key) => !byId.has(key));
    if (unknown >= 0) throw fieldFailed(`keys.${unknown}`, 'unknownChannel');
    const window = body.startDate &&
      body.endDate && {
        startDate: new Date(body.startDate),
        endDate: new Date(body.endDate),
      };
    const { recording } = stored;
    if (window && (window.endDate <= recording.startDate || window.startDate >= recording.endDate))
      throw fieldFailed('startDate', 'invalidValue');
    const task = await this.tasksService.store({
      teamId: examination.teamId,
      userId,
      memberId: examination.memberId,
      examinationId: examination.id,
      taskType: 'EDF',
      taskDesc: 'edfExport',
      description: body.description ?? null,
      startDate: window ? window.startDate : null,
      endDate: window ? window.endDate : null,
      input: { keys, parameters: body.parameters ?? {} },
      extra: {
        type: 'edfExport',
        channels: keys.map((key) => {
          const channel = byId.get(key);
          return { id: key, label: channel?.label ?? key, unit: channel?.unit ?? '' };
        }),
        samplingRate: body.parameters?.samplingRate ?? null,
        annotations: null,
        file: null,
      },
    });
    await this.tasksService.started(task);
    return toTask(task);
  }

  /** The EDF+ file of a completed export of the caller's clinic. */
  async file(userId: string, taskId: string): Promise<DownloadedFile> {
    const task = await this.tasksService.reachable(userId, 'EDF', taskId);
    return completedTaskFile(this.storage, task, 'edfExport', edfExportKey(task.id));
  }
}
