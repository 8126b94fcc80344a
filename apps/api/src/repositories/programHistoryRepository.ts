import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { PlannedDay, ProgramDayState, RecordedAnswer } from '@telemed/domain';
import type { Database } from '../db/connect';
import { programAssignments, programDays } from '../db/schema';
import type { NewProgramAssignmentRow, ProgramAssignmentRow, ProgramDayRow } from '../db/schema';

/** An assigned program with its days in date order. */
export interface AssignmentRecord {
  assignment: ProgramAssignmentRow;
  days: ProgramDayRow[];
}

/** SQL on programs given to patients and their days. Every method takes an optional transaction. */
export class ProgramHistoryRepository {
  constructor(private readonly db: Database) {}

  /** Stores an assignment with its planned days, all scheduled. */
  async insert(
    row: NewProgramAssignmentRow,
    days: readonly PlannedDay[],
    tx: Database = this.db,
  ): Promise<ProgramAssignmentRow> {
    const [inserted] = await tx.insert(programAssignments).values(row).returning();
    if (!inserted) throw new Error('Inserting a program assignment returned no row');
    if (days.length > 0)
      await tx
        .insert(programDays)
        .values(days.map((day) => ({ assignmentId: inserted.id, ...day })));
    return inserted;
  }

  /** A patient's assignments in the clinic, newest first, each with its days. */
  async listForMember(
    teamId: string,
    memberId: string,
    tx: Database = this.db,
  ): Promise<AssignmentRecord[]> {
    const assignments = await tx
      .select()
      .from(programAssignments)
      .where(and(eq(programAssignments.teamId, teamId), eq(programAssignments.memberId, memberId)))
      .orderBy(desc(programAssignments.createdAt), desc(programAssignments.id));
    if (assignments.length === 0) return [];
    const days = await tx
      .select()
      .from(programDays)
      .where(
        inArray(
          programDays.assignmentId,
          assignments.map(({ id }) => id),
        ),
      )
      .orderBy(asc(programDays.date), asc(programDays.id));
    return assignments.map((assignment) => ({
      assignment,
      days: days.filter((day) => day.assignmentId === assignment.id),
    }));
  }

  /**
   * A day of one of the patient's assignments in the clinic, with its assignment, the row locked
   * until the transaction ends so two answers to one day queue; another patient's finds nothing.
   */
  async findDayForUpdate(
    teamId: string,
    memberId: string,
    dayId: string,
    tx: Database,
  ): Promise<{ day: ProgramDayRow; assignment: ProgramAssignmentRow } | null> {
    const [row] = await tx
      .select({ day: programDays, assignment: programAssignments })
      .from(programDays)
      .innerJoin(programAssignments, eq(programAssignments.id, programDays.assignmentId))
      .where(
        and(
          eq(programDays.id, dayId),
          eq(programAssignments.teamId, teamId),
          eq(programAssignments.memberId, memberId),
        ),
      )
      .for('update', { of: programDays });
    return row ?? null;
  }

  /** Days of an assignment already planned off. */
  async daysOffTaken(assignmentId: string, tx: Database = this.db): Promise<number> {
    const [row] = await tx
      .select({ taken: sql<number>`count(*)::int` })
      .from(programDays)
      .where(
        and(
          eq(programDays.assignmentId, assignmentId),
          eq(programDays.state, 'scheduledToBeSkipped'),
        ),
      );
    return row?.taken ?? 0;
  }

  /** Moves the scheduled days of an assignment from `date` on one day later. */
  async postponeScheduledFrom(assignmentId: string, date: string, tx: Database): Promise<void> {
    await tx
      .update(programDays)
      .set({ date: sql`${programDays.date} + 1` })
      .where(
        and(
          eq(programDays.assignmentId, assignmentId),
          eq(programDays.state, 'scheduled'),
          gte(programDays.date, date),
        ),
      );
  }

  /** Adds a day to an assignment (the day off a skip puts in place of the postponed one). */
  async insertDay(
    day: { assignmentId: string; date: string; stepId: string; state: ProgramDayState },
    tx: Database,
  ): Promise<ProgramDayRow> {
    const [inserted] = await tx
      .insert(programDays)
      .values({ ...day, changedAt: new Date() })
      .returning();
    if (!inserted) throw new Error('Inserting a program day returned no row');
    return inserted;
  }

  /** Sets a day's state (and answers), stamping when it changed. */
  async updateDay(
    dayId: string,
    changes: { state: ProgramDayState; answers?: RecordedAnswer[] },
    tx: Database = this.db,
  ): Promise<ProgramDayRow> {
    const [updated] = await tx
      .update(programDays)
      .set({ ...changes, changedAt: new Date() })
      .where(eq(programDays.id, dayId))
      .returning();
    if (!updated) throw new Error('Updating a program day found no row');
    return updated;
  }

  /** Marks every scheduled day before `today` missed; how many were. */
  async markMissedBefore(today: string, tx: Database = this.db): Promise<number> {
    const marked = await tx
      .update(programDays)
      .set({ state: 'missed', changedAt: new Date() })
      .where(and(eq(programDays.state, 'scheduled'), lt(programDays.date, today)))
      .returning({ id: programDays.id });
    return marked.length;
  }
}
