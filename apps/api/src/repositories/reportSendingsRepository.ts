import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { reportSendings, users } from '../db/schema';
import type { NewReportSendingRow, ReportSendingRow } from '../db/schema';

/** A sending with its sender's name (null once their account is gone). */
export type ReportSendingWithSender = ReportSendingRow & { senderName: string | null };

/** Sendings a history shows. */
const HISTORY_LIMIT = 100;

/** SQL of the reports sent by e-mail. */
export class ReportSendingsRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewReportSendingRow, tx: Database = this.db): Promise<void> {
    await tx.insert(reportSendings).values(row);
  }

  /** The examination's sendings, newest first. */
  async listOfExamination(
    examinationId: string,
    tx: Database = this.db,
  ): Promise<ReportSendingWithSender[]> {
    const rows = await tx
      .select({ sending: reportSendings, senderName: users.fullName })
      .from(reportSendings)
      .leftJoin(users, eq(users.id, reportSendings.sentBy))
      .where(eq(reportSendings.examinationId, examinationId))
      .orderBy(desc(reportSendings.sentAt))
      .limit(HISTORY_LIMIT);
    return rows.map(({ sending, senderName }) => ({ ...sending, senderName }));
  }
}
