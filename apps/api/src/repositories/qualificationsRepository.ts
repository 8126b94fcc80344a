import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { QualificationState } from '@telemed/domain';
import type { Database } from '../db/connect';
import { qualifications, teamMembers, users } from '../db/schema';
import type { NewQualificationRow, QualificationRow } from '../db/schema';

/** A qualification with the name its patient is shown by in the clinic. */
export interface QualificationRecord {
  qualification: QualificationRow;
  patientFullName: string;
}

/** The clinic's name for the patient, else the account's (as the examination lists show it). */
const patientFullName = sql<string>`coalesce(nullif(${teamMembers.name}, ''), ${users.fullName})`;

/** SQL on qualifications. Every method takes an optional transaction. */
export class QualificationsRepository {
  constructor(private readonly db: Database) {}

  private selectRecords(tx: Database) {
    return tx
      .select({ qualification: qualifications, patientFullName })
      .from(qualifications)
      .innerJoin(teamMembers, eq(teamMembers.id, qualifications.memberId))
      .innerJoin(users, eq(users.id, teamMembers.userId));
  }

  async insert(row: NewQualificationRow, tx: Database = this.db): Promise<QualificationRow> {
    const [inserted] = await tx.insert(qualifications).values(row).returning();
    if (!inserted) throw new Error('Inserting a qualification returned no row');
    return inserted;
  }

  /**
   * The qualification if it belongs to the clinic; another clinic's finds nothing. `forUpdate`
   * locks the row until the transaction ends, so two transitions of one qualification queue.
   */
  async find(
    teamId: string,
    qualificationId: string,
    tx: Database = this.db,
    options: { forUpdate?: boolean } = {},
  ): Promise<QualificationRecord | null> {
    const query = this.selectRecords(tx).where(
      and(eq(qualifications.teamId, teamId), eq(qualifications.id, qualificationId)),
    );
    const [row] = await (options.forUpdate ? query.for('update', { of: qualifications }) : query);
    return row ?? null;
  }

  /** One page of the clinic's qualifications, newest first, optionally in one state. */
  async list(
    teamId: string,
    page: { state?: QualificationState; offset: number; size: number },
    tx: Database = this.db,
  ): Promise<{ records: QualificationRecord[]; total: number }> {
    const where = and(
      eq(qualifications.teamId, teamId),
      page.state ? eq(qualifications.state, page.state) : undefined,
    );
    const records = await this.selectRecords(tx)
      .where(where)
      .orderBy(desc(qualifications.createdAt), desc(qualifications.id))
      .limit(page.size)
      .offset(page.offset);
    const [counted] = await tx.select({ total: count() }).from(qualifications).where(where);
    return { records, total: counted?.total ?? 0 };
  }

  /** Sets some columns of one qualification and stamps `updatedAt`. */
  async update(
    qualificationId: string,
    changes: Partial<Pick<QualificationRow, 'details' | 'state' | 'finalQualification'>>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(qualifications)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(qualifications.id, qualificationId));
  }
}
