import type { Language, ReportPdfVariant } from '@telemed/domain';
import type { TaskRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { Mailer } from '../mail/mailer';
import { reportMail } from '../mail/reportMail';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { ReportSendingsRepository } from '../repositories/reportSendingsRepository';
import type { RecordingStorage } from '../storage/recordingStorage';
import { pdfFormat } from '../reports/pdf/pdfFormat';
import { renderReportPdf } from '../reports/pdf/renderReportPdf';
import { reportPdfStrings } from '../reports/pdf/reportPdfStrings';
import { TaskFailure } from '../tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../tasks/taskHandler';
import type { ExaminationReports } from './examinationReports';
import type { ExaminationsService } from './examinationsService';
import type { RecordingsService } from './recordingsService';
import type { ReportEcgStrips } from './reportEcgStrips';
import type { TeamsService } from './teamsService';
import { taskFilesPrefix } from './taskFiles';

/** Where a report PDF is stored. */
export function reportPdfKey(taskId: string): string {
  return `${taskFilesPrefix(taskId)}/report.pdf`;
}

/** What a report PDF task was asked for, kept in its input. */
export interface ReportPdfParameters {
  variant: ReportPdfVariant;
  language: Language;
  email?: string;
  /** Local time minus UTC of the requester, minutes: the PDF's dates are theirs. */
  utcOffsetMinutes: number;
}

/**
 * The work of a report PDF (type preparingFile): the examination's report computed now, as its
 * requester would see it on the report page, rendered to PDF in the chosen language and stored
 * (`GET downloads/reports/tasks/{id}/file`); with an address, mailed there with the PDF attached,
 * and the sending recorded with the task's completion (one per task). Rendering again replaces
 * the file, so a retry is safe; a process that dies between the mail and the commit makes the
 * retry mail again: the mail goes out at least once.
 */
export class ReportPdfTask implements TaskHandler {
  readonly taskType = 'preparingFile';
  /** Rendering is CPU work of a second or so: two at once keep a process answering. */
  readonly concurrency = 2;
  readonly maxAttempts = 3;

  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly examinationViews: ExaminationsService,
    private readonly teams: TeamsService,
    private readonly reports: ExaminationReports,
    private readonly recordings: RecordingsService,
    private readonly strips: ReportEcgStrips,
    private readonly storage: RecordingStorage,
    private readonly mailer: Mailer,
    private readonly sendings: ReportSendingsRepository,
  ) {}

  async run(task: TaskRow, { signal, report }: TaskContext): Promise<TaskCompletion> {
    const parameters = task.input.parameters as ReportPdfParameters | undefined;
    if (task.extra.type !== 'reportPdf' || !parameters || !task.userId || !task.examinationId)
      throw new TaskFailure('UNKNOWN_ERROR');
    const extra = task.extra;
    const userId = task.userId;
    const row = await this.examinations.findById(task.examinationId);
    if (!row) throw new TaskFailure('EXAMINATION_NOT_FOUND');
    const actor = await this.teams.memberOf(task.teamId, userId);
    const clinic = (await this.teams.listForUser(userId)).find((team) => team._id === task.teamId);
    const view = () => this.examinationViews.get(task.teamId, actor, row.id);
    const { language, variant, utcOffsetMinutes } = parameters;
    const common = { language, utcOffsetMinutes, clinicName: clinic?.name ?? null };

    await report({ stage: 1, totalStages: 2, progress: 0 });
    let pdf: Buffer;
    let reportId: string;
    let patient: string;
    if (variant === 'hrv') {
      const hrv = await this.reports.hrvReport(row, view).catch((error: unknown) => {
        // An ECG never analysed has no beats, so no HRV report: running again will not mend it.
        if (error instanceof ApiError && error.statusCode === 404)
          throw new TaskFailure('NOT_ENOUGH_DATA');
        throw error;
      });
      signal.throwIfAborted();
      await report({ stage: 2, totalStages: 2, progress: 0 });
      pdf = await renderReportPdf({ ...common, variant, report: hrv });
      ({ reportId } = hrv);
      patient = hrv.examination.patientFullName;
    } else {
      const full = await this.reports.report(row, view, utcOffsetMinutes);
      const stored = variant === 'covid' ? null : await this.recordings.find(row);
      const strips = await this.strips.of(
        full,
        stored,
        language,
        pdfFormat(language, utcOffsetMinutes),
      );
      signal.throwIfAborted();
      await report({ stage: 2, totalStages: 2, progress: 0 });
      pdf = await renderReportPdf({ ...common, variant, report: full, strips });
      ({ reportId } = full);
      patient = full.examination.patientFullName;
    }
    signal.throwIfAborted();

    const title = reportPdfStrings(language).titles[variant];
    const day = new Date(Date.now() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
    const file = { name: `${variant}-report-${day}.pdf`, byteSize: pdf.byteLength };
    await this.storage.write(reportPdfKey(task.id), [pdf]);
    if (parameters.email) {
      const mail = reportMail(language, { title, clinic: clinic?.name ?? '', patient });
      await this.mailer.send({
        to: parameters.email,
        ...mail,
        attachments: [{ filename: file.name, contentType: 'application/pdf', content: pdf }],
      });
    }
    const email = parameters.email;
    return {
      extra: { ...extra, reportId, file },
      commit: email
        ? (tx) =>
            this.sendings.insert(
              {
                teamId: task.teamId,
                examinationId: row.id,
                taskId: task.id,
                sentBy: userId,
                email,
                language,
                variant,
                reportId,
              },
              tx,
            )
        : undefined,
    };
  }
}
