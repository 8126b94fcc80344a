import { and, count, desc, eq } from 'drizzle-orm';
import type { IssueReportCategory } from '@telemed/domain';
import type { Database } from '../db/connect';
import { examinations, issueReports } from '../db/schema';
import type { IssueReportRow } from '../db/schema';

/** SQL on issue reports. Every method takes an optional transaction. */
export class IssueReportsRepository {
  constructor(private readonly db: Database) {}

  async insert(
    report: Omit<IssueReportRow, 'id' | 'createdAt'>,
    tx: Database = this.db,
  ): Promise<IssueReportRow> {
    const [row] = await tx.insert(issueReports).values(report).returning();
    if (!row) throw new Error('Inserting an issue report returned no row');
    return row;
  }

  /** A page of reports, newest first, optionally of one category, with the total. */
  async list(
    page: { offset: number; size: number; category?: IssueReportCategory },
    tx: Database = this.db,
  ): Promise<{ rows: IssueReportRow[]; total: number }> {
    const where = page.category ? eq(issueReports.category, page.category) : undefined;
    const rows = await tx
      .select()
      .from(issueReports)
      .where(where)
      .orderBy(desc(issueReports.createdAt), desc(issueReports.id))
      .limit(page.size)
      .offset(page.offset);
    const [counted] = await tx.select({ total: count() }).from(issueReports).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Whether the examination exists and belongs to the clinic. */
  async examinationBelongsTo(
    examinationId: string,
    teamId: string,
    tx: Database = this.db,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: examinations.id })
      .from(examinations)
      .where(and(eq(examinations.id, examinationId), eq(examinations.teamId, teamId)));
    return row !== undefined;
  }
}
