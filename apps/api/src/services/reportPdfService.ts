import type { CreateReportPdfTaskBodySchema, ReportSending, Task } from '@telemed/domain';
import type { z } from 'zod';
import type { ReportSendingsRepository } from '../repositories/reportSendingsRepository';
import type { RecordingStorage } from '../storage/recordingStorage';
import { toTask } from '../tasks/taskViews';
import type { ExaminationAccess } from './examinationAccess';
import type { ReportPdfParameters } from './reportPdfTask';
import { reportPdfKey } from './reportPdfTask';
import type { TasksService } from './tasksService';
import { completedTaskFile } from './taskFiles';
import type { DownloadedFile } from './taskFiles';

type CreateBody = z.output<typeof CreateReportPdfTaskBodySchema>;

/**
 * Report PDFs (type preparingFile): staff of the examination's clinic ask for a report as PDF in
 * a language, to download or to send by e-mail; the runner renders it (`ReportPdfTask`), and the
 * clinic sees what was sent to whom and when.
 */
export class ReportPdfService {
  constructor(
    private readonly tasksService: TasksService,
    private readonly access: ExaminationAccess,
    private readonly storage: RecordingStorage,
    private readonly sendings: ReportSendingsRepository,
  ) {}

  /**
   * Queues the PDF.
   * @param utcOffsetMinutes local time minus UTC of the requester: the PDF's dates are theirs
   */
  async create(userId: string, body: CreateBody, utcOffsetMinutes: number): Promise<Task> {
    this.tasksService.checkKind(body.task, 'preparingFile');
    const actor = await this.tasksService.actorFor(body.teamId, userId, 'preparingFile');
    const examination = await this.access.reportReadable(body.teamId, actor, body.examinationId);
    const { variant, language, email } = body.parameters;
    const parameters: ReportPdfParameters = { variant, language, email, utcOffsetMinutes };
    const task = await this.tasksService.store({
      teamId: examination.teamId,
      userId,
      memberId: examination.memberId,
      examinationId: examination.id,
      taskType: 'preparingFile',
      taskDesc: 'reportPdf',
      description: body.description ?? null,
      input: { parameters: { ...parameters } },
      extra: {
        type: 'reportPdf',
        variant,
        language,
        recipient: email ?? null,
        reportId: null,
        file: null,
      },
    });
    await this.tasksService.started(task);
    return toTask(task);
  }

  /** The PDF of a completed report task of the caller's clinic. */
  async file(userId: string, taskId: string): Promise<DownloadedFile> {
    const task = await this.tasksService.reachable(userId, 'preparingFile', taskId);
    return completedTaskFile(this.storage, task, 'reportPdf', reportPdfKey(task.id));
  }

  /** The examination's reports sent by e-mail, newest first: its clinic's staff only. */
  async history(teamId: string, userId: string, examinationId: string): Promise<ReportSending[]> {
    const actor = await this.tasksService.actorFor(teamId, userId, 'preparingFile');
    await this.access.readable(teamId, actor, examinationId);
    const rows = await this.sendings.listOfExamination(examinationId);
    return rows.map((row) => ({
      id: row.id,
      taskId: row.taskId,
      examinationId: row.examinationId,
      email: row.email,
      language: row.language,
      variant: row.variant,
      reportId: row.reportId,
      sentAt: row.sentAt.toISOString(),
      sentBy: row.senderName,
    }));
  }
}
