import { SUCCESS_MESSAGES } from '@telemed/domain';
import type {
  CreateIssueReportBody,
  IssueReportList,
  IssueReportCategory,
  MessageResponse,
} from '@telemed/domain';
import type { IssueReportRow } from '../db/schema';
import { forbidden, tokenExpiredOrInvalid } from '../http/apiError';
import type { IssueReportsRepository } from '../repositories/issueReportsRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import { examinationNotFound } from './examinationAccess';

function toIssueReport(row: IssueReportRow): IssueReportList['data'][number] {
  return {
    _id: row.id,
    category: row.category,
    description: row.description,
    reporter: { userId: row.reporterUserId, email: row.reporterEmail, fullName: row.reporterName },
    teamId: row.teamId,
    teamName: row.teamName,
    examinationId: row.examinationId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Issue reports (clinical-domain §1, §7, §8): stored with reporter, clinic and examination. */
export class IssueReportsService {
  constructor(
    private readonly reports: IssueReportsRepository,
    private readonly users: UsersRepository,
    private readonly teams: TeamsRepository,
  ) {}

  /**
   * Stores a report. The reporter must belong to the clinic they name (403); an examination
   * must be one of that clinic's (404 'Examination not found', also without a clinic).
   */
  async submit(userId: string, body: CreateIssueReportBody): Promise<MessageResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw tokenExpiredOrInvalid();
    const membership = body.teamId ? await this.teams.findMembership(body.teamId, userId) : null;
    if (body.teamId && !membership) throw forbidden();
    if (
      body.examinationId &&
      !(body.teamId && (await this.reports.examinationBelongsTo(body.examinationId, body.teamId)))
    ) {
      throw examinationNotFound();
    }
    await this.reports.insert({
      category: body.category,
      description: body.description,
      reporterUserId: user.id,
      reporterEmail: user.email,
      reporterName: user.fullName,
      teamId: membership?.team.id ?? null,
      teamName: membership?.team.name ?? null,
      examinationId: body.examinationId ?? null,
    });
    return { message: SUCCESS_MESSAGES.reportSubmitted };
  }

  /** A page of reports for site administrators, newest first. */
  async list(query: {
    offset: number;
    size: number;
    category?: IssueReportCategory;
  }): Promise<IssueReportList> {
    const { rows, total } = await this.reports.list(query);
    return { data: rows.map(toIssueReport), total };
  }
}
