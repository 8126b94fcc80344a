import { and, count, desc, eq, exists, inArray, not, or, sql } from 'drizzle-orm';
import type { LibraryItemKind, ProgramListStatus, Series, Step } from '@telemed/domain';
import type { Database } from '../db/connect';
import { programLibraryItems, programRestrictions, programs, teamMembers } from '../db/schema';
import type { NewProgramRow, ProgramLibraryItemRow, ProgramRow } from '../db/schema';

/** A program with the patients it is restricted to (none: every patient). */
export interface ProgramRecord {
  program: ProgramRow;
  restrictedToMemberIds: string[];
}

/** Which programs a list shows. */
export interface ProgramListFilter {
  status?: ProgramListStatus;
  /** Only what this patient may see: published, not archived, unrestricted or restricted to them. */
  visibleTo?: string;
  offset: number;
  size: number;
}

const statusCondition = (status: ProgramListStatus | undefined) => {
  switch (status) {
    case 'published':
      return and(eq(programs.published, true), eq(programs.archived, false));
    case 'unpublished':
      return and(eq(programs.published, false), eq(programs.archived, false));
    case 'archived':
      return eq(programs.archived, true);
    default:
      return eq(programs.archived, false);
  }
};

/** SQL on programs, their restrictions and the clinic's library. Every method takes an optional transaction. */
export class ProgramsRepository {
  constructor(private readonly db: Database) {}

  /** Published, not archived, and unrestricted or restricted to the patient. */
  private visibleTo(memberId: string) {
    const restricted = (tx: Database, onlyMember: boolean) =>
      exists(
        tx
          .select({ one: sql`1` })
          .from(programRestrictions)
          .where(
            and(
              eq(programRestrictions.programId, programs.id),
              onlyMember ? eq(programRestrictions.memberId, memberId) : undefined,
            ),
          ),
      );
    return and(
      eq(programs.published, true),
      eq(programs.archived, false),
      or(not(restricted(this.db, false)), restricted(this.db, true)),
    );
  }

  private async withRestrictions(rows: ProgramRow[], tx: Database): Promise<ProgramRecord[]> {
    if (rows.length === 0) return [];
    const restrictions = await tx
      .select()
      .from(programRestrictions)
      .innerJoin(teamMembers, eq(teamMembers.id, programRestrictions.memberId))
      .where(
        inArray(
          programRestrictions.programId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(teamMembers.createdAt, teamMembers.id);
    return rows.map((program) => ({
      program,
      restrictedToMemberIds: restrictions
        .filter((row) => row.program_restrictions.programId === program.id)
        .map((row) => row.program_restrictions.memberId),
    }));
  }

  async insert(
    row: NewProgramRow,
    restrictedToMemberIds: readonly string[],
    tx: Database = this.db,
  ): Promise<ProgramRow> {
    const [inserted] = await tx.insert(programs).values(row).returning();
    if (!inserted) throw new Error('Inserting a program returned no row');
    await this.restrict(inserted.id, restrictedToMemberIds, tx);
    return inserted;
  }

  /** Replaces the patients a program is restricted to. */
  async restrict(
    programId: string,
    memberIds: readonly string[],
    tx: Database = this.db,
  ): Promise<void> {
    await tx.delete(programRestrictions).where(eq(programRestrictions.programId, programId));
    if (memberIds.length > 0)
      await tx
        .insert(programRestrictions)
        .values(memberIds.map((memberId) => ({ programId, memberId })));
  }

  /**
   * The program if it belongs to the clinic (and, with `visibleTo`, the patient may see it);
   * another clinic's finds nothing. `forUpdate` locks the row until the transaction ends.
   */
  async find(
    teamId: string,
    programId: string,
    options: { visibleTo?: string; forUpdate?: boolean } = {},
    tx: Database = this.db,
  ): Promise<ProgramRecord | null> {
    const query = tx
      .select()
      .from(programs)
      .where(
        and(
          eq(programs.teamId, teamId),
          eq(programs.id, programId),
          options.visibleTo ? this.visibleTo(options.visibleTo) : undefined,
        ),
      );
    const rows = await (options.forUpdate ? query.for('update') : query);
    const [record] = await this.withRestrictions(rows, tx);
    return record ?? null;
  }

  /** One page of the clinic's programs, newest first. */
  async list(
    teamId: string,
    filter: ProgramListFilter,
    tx: Database = this.db,
  ): Promise<{ records: ProgramRecord[]; total: number }> {
    const where = and(
      eq(programs.teamId, teamId),
      statusCondition(filter.status),
      filter.visibleTo ? this.visibleTo(filter.visibleTo) : undefined,
    );
    const rows = await tx
      .select()
      .from(programs)
      .where(where)
      .orderBy(desc(programs.createdAt), desc(programs.id))
      .limit(filter.size)
      .offset(filter.offset);
    const [counted] = await tx.select({ total: count() }).from(programs).where(where);
    return { records: await this.withRestrictions(rows, tx), total: counted?.total ?? 0 };
  }

  /** Sets some columns of one program and stamps `updatedAt`. */
  async update(
    programId: string,
    changes: Partial<Pick<ProgramRow, 'title' | 'details' | 'published' | 'archived'>>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(programs)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(programs.id, programId));
  }

  /** Deletes one program of the clinic; whether there was one. */
  async delete(teamId: string, programId: string, tx: Database = this.db): Promise<boolean> {
    const deleted = await tx
      .delete(programs)
      .where(and(eq(programs.teamId, teamId), eq(programs.id, programId)))
      .returning({ id: programs.id });
    return deleted.length > 0;
  }

  /** How many of the ids are patients (role user) of the clinic. */
  async countPatients(
    teamId: string,
    memberIds: readonly string[],
    tx: Database = this.db,
  ): Promise<number> {
    const [counted] = await tx
      .select({ total: count() })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          eq(teamMembers.role, 'user'),
          inArray(teamMembers.id, [...memberIds]),
        ),
      );
    return counted?.total ?? 0;
  }

  async insertLibraryItem(
    row: { teamId: string; kind: LibraryItemKind; content: Step | Series; createdBy: string },
    tx: Database = this.db,
  ): Promise<ProgramLibraryItemRow> {
    const [inserted] = await tx.insert(programLibraryItems).values(row).returning();
    if (!inserted) throw new Error('Inserting a library item returned no row');
    return inserted;
  }

  /** One page of the clinic's library, newest first, optionally of one kind. */
  async listLibrary(
    teamId: string,
    filter: { kind?: LibraryItemKind; offset: number; size: number },
    tx: Database = this.db,
  ): Promise<{ rows: ProgramLibraryItemRow[]; total: number }> {
    const where = and(
      eq(programLibraryItems.teamId, teamId),
      filter.kind ? eq(programLibraryItems.kind, filter.kind) : undefined,
    );
    const rows = await tx
      .select()
      .from(programLibraryItems)
      .where(where)
      .orderBy(desc(programLibraryItems.createdAt), desc(programLibraryItems.id))
      .limit(filter.size)
      .offset(filter.offset);
    const [counted] = await tx.select({ total: count() }).from(programLibraryItems).where(where);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Deletes one library item of the clinic; whether there was one. */
  async deleteLibraryItem(
    teamId: string,
    itemId: string,
    tx: Database = this.db,
  ): Promise<boolean> {
    const deleted = await tx
      .delete(programLibraryItems)
      .where(and(eq(programLibraryItems.teamId, teamId), eq(programLibraryItems.id, itemId)))
      .returning({ id: programLibraryItems.id });
    return deleted.length > 0;
  }
}
