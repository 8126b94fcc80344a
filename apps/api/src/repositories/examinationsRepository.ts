import { and, asc, desc, eq, gt, gte, inArray, ne, not, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HIDDEN_EXAMINATION_TAG } from '@telemed/domain';
import type { ExaminationSort, ExaminationStatus, ExaminationType } from '@telemed/domain';
import type { Database } from '../db/connect';
import {
  examinationCounts,
  examinationEvents,
  examinations,
  teamMembers,
  teams,
  users,
} from '../db/schema';
import type { ExaminationRow, NewExaminationRow, StoredPersonalDetails } from '../db/schema';

/** An examination with the names of its patient and assigned physician. */
export interface ExaminationView {
  examination: ExaminationRow;
  patient: { memberName: string; userId: string; personalDetails: StoredPersonalDetails };
  doctor: { memberId: string; memberName: string; userFullName: string } | null;
}

/** What the examinations search filters by; an absent list accepts any value. */
export interface ExaminationSearchFilters {
  assignedDoctorIds?: readonly string[];
  memberIds?: readonly string[];
  types: readonly ExaminationType[];
  statuses?: readonly ExaminationStatus[];
  archived: readonly boolean[];
}

export interface ExaminationSearch {
  filters: ExaminationSearchFilters;
  sort: ExaminationSort;
  offset: number;
  size: number;
}

const patientMembers = alias(teamMembers, 'patient_members');
const patientUsers = alias(users, 'patient_users');
const doctorMembers = alias(teamMembers, 'doctor_members');
const doctorUsers = alias(users, 'doctor_users');

const patientFullName = sql<string>`coalesce(nullif(${patientMembers.name}, ''), ${patientUsers.fullName})`;

const SORT_COLUMNS: Record<ExaminationSort['field'], AnyPgColumn | SQL> = {
  createdAt: examinations.createdAt,
  startDate: examinations.startDate,
  endDate: examinations.endDate,
  duration: examinations.durationMs,
  status: examinations.status,
  type: examinations.type,
  eventCount: examinations.eventCount,
  patientFullName,
};

/** SQL on examinations. Every method takes an optional transaction. */
export class ExaminationsRepository {
  constructor(private readonly db: Database) {}

  private selectViews(tx: Database) {
    return tx
      .select({
        examination: examinations,
        patientMemberName: patientMembers.name,
        patientUserId: patientUsers.id,
        patientUserFullName: patientUsers.fullName,
        patientPersonalDetails: patientMembers.personalDetails,
        doctorMemberId: doctorMembers.id,
        doctorMemberName: doctorMembers.name,
        doctorUserFullName: doctorUsers.fullName,
      })
      .from(examinations)
      .innerJoin(patientMembers, eq(patientMembers.id, examinations.memberId))
      .innerJoin(patientUsers, eq(patientUsers.id, patientMembers.userId))
      .leftJoin(doctorMembers, eq(doctorMembers.id, examinations.assignedDoctorId))
      .leftJoin(doctorUsers, eq(doctorUsers.id, doctorMembers.userId))
      .$dynamic();
  }

  private static toView(
    row: Awaited<ReturnType<ExaminationsRepository['selectViews']>>[number],
  ): ExaminationView {
    return {
      examination: row.examination,
      patient: {
        memberName: row.patientMemberName || row.patientUserFullName,
        userId: row.patientUserId,
        // The clinic's own record of its patient, never the account (docs/permissions.md).
        personalDetails: {
          fullName: row.patientMemberName || row.patientUserFullName,
          ...row.patientPersonalDetails,
        },
      },
      doctor:
        row.doctorMemberId === null
          ? null
          : {
              memberId: row.doctorMemberId,
              memberName: row.doctorMemberName || (row.doctorUserFullName ?? ''),
              userFullName: row.doctorUserFullName ?? '',
            },
    };
  }

  /** Ids of the clinic's examinations, or of one patient's. */
  async idsOf(
    owner: { teamId: string } | { memberId: string },
    tx: Database = this.db,
  ): Promise<string[]> {
    const rows = await tx
      .select({ id: examinations.id })
      .from(examinations)
      .where(
        'teamId' in owner
          ? eq(examinations.teamId, owner.teamId)
          : eq(examinations.memberId, owner.memberId),
      );
    return rows.map((row) => row.id);
  }

  /**
   * Locks the clinic's row for the rest of the transaction: board positions of one clinic are
   * renumbered by one writer at a time.
   */
  async lockBoard(teamId: string, tx: Database): Promise<void> {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  }

  async insert(row: NewExaminationRow, tx: Database = this.db): Promise<ExaminationRow> {
    const [inserted] = await tx.insert(examinations).values(row).returning();
    if (!inserted) throw new Error('Inserting an examination returned no row');
    return inserted;
  }

  /** The examination of any team, for calls that name only the examination (analysis). */
  async findById(examinationId: string, tx: Database = this.db): Promise<ExaminationRow | null> {
    const [row] = await tx.select().from(examinations).where(eq(examinations.id, examinationId));
    return row ?? null;
  }

  /** The examination if it belongs to the team; another team's id finds nothing. */
  async findRow(
    teamId: string,
    examinationId: string,
    tx: Database = this.db,
  ): Promise<ExaminationRow | null> {
    const [row] = await tx
      .select()
      .from(examinations)
      .where(and(eq(examinations.teamId, teamId), eq(examinations.id, examinationId)));
    return row ?? null;
  }

  async findView(
    teamId: string,
    examinationId: string,
    tx: Database = this.db,
  ): Promise<ExaminationView | null> {
    const [row] = await this.selectViews(tx).where(
      and(eq(examinations.teamId, teamId), eq(examinations.id, examinationId)),
    );
    return row ? ExaminationsRepository.toView(row) : null;
  }

  async update(
    examinationId: string,
    changes: Partial<Omit<NewExaminationRow, 'id' | 'teamId' | 'createdAt'>>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(examinations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(examinations.id, examinationId));
  }

  /**
   * Sets the examination's event count to its events (the trigger of migration 0003 keeps it
   * from then on): a demo examination's count is a projection until its events are made.
   */
  async recountEvents(examinationId: string, tx: Database = this.db): Promise<void> {
    await tx
      .update(examinations)
      .set({
        eventCount: sql`(SELECT count(*) FROM ${examinationEvents} WHERE ${examinationEvents.examinationId} = ${examinationId})`,
      })
      .where(eq(examinations.id, examinationId));
  }

  async delete(examinationId: string, tx: Database = this.db): Promise<void> {
    await tx.delete(examinations).where(eq(examinations.id, examinationId));
  }

  /** How many examinations one board column holds, leaving out `exceptId`. */
  async countInColumn(
    teamId: string,
    statuses: readonly ExaminationStatus[],
    exceptId: string | null,
    tx: Database = this.db,
  ): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(examinations)
      .where(
        and(
          eq(examinations.teamId, teamId),
          inArray(examinations.status, [...statuses]),
          exceptId ? ne(examinations.id, exceptId) : undefined,
        ),
      );
    return row?.count ?? 0;
  }

  /**
   * Moves every examination of a column at or after `fromPosition` (after, when `strictly`) by
   * `delta`, leaving out `exceptId`: -1 closes the gap a card left, +1 opens one for it.
   */
  async shiftColumn(
    teamId: string,
    statuses: readonly ExaminationStatus[],
    fromPosition: number,
    delta: 1 | -1,
    exceptId: string,
    tx: Database = this.db,
  ): Promise<void> {
    const position =
      delta === -1
        ? gt(examinations.boardPosition, fromPosition)
        : gte(examinations.boardPosition, fromPosition);
    await tx
      .update(examinations)
      .set({ boardPosition: sql`${examinations.boardPosition} + ${delta}` })
      .where(
        and(
          eq(examinations.teamId, teamId),
          inArray(examinations.status, [...statuses]),
          position,
          ne(examinations.id, exceptId),
        ),
      );
  }

  private static searchCondition(teamId: string, filters: ExaminationSearchFilters): SQL {
    const archived = [...new Set(filters.archived)];
    const condition = and(
      eq(examinations.teamId, teamId),
      archived.length === 1
        ? eq(examinations.archived, archived[0] ?? false)
        : inArray(examinations.archived, archived),
      inArray(examinations.type, [...filters.types]),
      // Tagged HIDDEN: left out of every list (platform-core §3).
      not(sql`${examinations.tags} @> array[${HIDDEN_EXAMINATION_TAG}]::text[]`),
      filters.statuses ? inArray(examinations.status, [...filters.statuses]) : undefined,
      filters.assignedDoctorIds
        ? inArray(examinations.assignedDoctorId, [...filters.assignedDoctorIds])
        : undefined,
      filters.memberIds ? inArray(examinations.memberId, [...filters.memberIds]) : undefined,
    );
    if (!condition) throw new Error('The search condition cannot be empty');
    return condition;
  }

  /**
   * How many examinations match. Without a physician or patient filter the trigger-kept counts
   * answer it from a few rows; with one, the physician index or the patient's few rows do.
   */
  private async count(teamId: string, filters: ExaminationSearchFilters, tx: Database) {
    if (filters.assignedDoctorIds || filters.memberIds) {
      const [counted] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(examinations)
        .where(ExaminationsRepository.searchCondition(teamId, filters));
      return counted?.count ?? 0;
    }
    const [summed] = await tx
      .select({ count: sql<number>`coalesce(sum(${examinationCounts.count}), 0)::int` })
      .from(examinationCounts)
      .where(
        and(
          eq(examinationCounts.teamId, teamId),
          inArray(examinationCounts.archived, [...filters.archived]),
          inArray(examinationCounts.type, [...filters.types]),
          eq(examinationCounts.hidden, false),
          filters.statuses ? inArray(examinationCounts.status, [...filters.statuses]) : undefined,
        ),
      );
    return summed?.count ?? 0;
  }

  /** One sorted page of the clinic's examinations that match, and how many match in all. */
  async search(
    teamId: string,
    search: ExaminationSearch,
    tx: Database = this.db,
  ): Promise<{ views: ExaminationView[]; total: number }> {
    const condition = ExaminationsRepository.searchCondition(teamId, search.filters);
    const direction = search.sort.direction === 'desc' ? desc : asc;
    // Counts not known yet (null) come last whichever way the list is sorted.
    const sorted = sql`${direction(SORT_COLUMNS[search.sort.field])} nulls last`;
    const [rows, total] = await Promise.all([
      this.selectViews(tx)
        .where(condition)
        .orderBy(sorted, direction(examinations.id))
        .limit(search.size)
        .offset(search.offset),
      this.count(teamId, search.filters, tx),
    ]);
    return { views: rows.map((row) => ExaminationsRepository.toView(row)), total };
  }

  /** The examinations matching the filters, oldest first (member, pending and annotation lists). */
  async listAll(
    teamId: string,
    filters: ExaminationSearchFilters,
    tx: Database = this.db,
  ): Promise<ExaminationView[]> {
    const rows = await this.selectViews(tx)
      .where(ExaminationsRepository.searchCondition(teamId, filters))
      .orderBy(asc(examinations.createdAt), asc(examinations.id));
    return rows.map((row) => ExaminationsRepository.toView(row));
  }
}
