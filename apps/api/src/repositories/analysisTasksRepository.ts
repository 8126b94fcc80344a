import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { AnalysisTaskStatus } from '@telemed/domain';
import type { Database } from '../db/connect';
import { analysisTasks } from '../db/schema';
import type { AnalysisTaskRow, StoredParameters } from '../db/schema';

/** Tasks a user sees in their list. */
const LIST_LIMIT = 50;

/** SQL of background ECG analyses. */
export class AnalysisTasksRepository {
  constructor(private readonly db: Database) {}

  async insert(
    task: { userId: string; teamId: string; examinationId: string; parameters: StoredParameters },
    tx: Database = this.db,
  ): Promise<AnalysisTaskRow> {
    const [row] = await tx
      .insert(analysisTasks)
      .values({ ...task, status: 'pending' })
      .returning();
    if (!row) throw new Error('task insert returned no row');
    return row;
  }

  /** The task, locked until the transaction ends with `forUpdate`. */
  async find(
    id: string,
    tx: Database = this.db,
    { forUpdate = false } = {},
  ): Promise<AnalysisTaskRow | null> {
    const query = tx.select().from(analysisTasks).where(eq(analysisTasks.id, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ?? null;
  }

  /** The user's newest tasks. */
  async listOfUser(userId: string): Promise<AnalysisTaskRow[]> {
    return this.db
      .select()
      .from(analysisTasks)
      .where(eq(analysisTasks.userId, userId))
      .orderBy(desc(analysisTasks.createdAt), desc(analysisTasks.id))
      .limit(LIST_LIMIT);
  }

  /** The oldest task waiting its turn, or null. */
  async oldestPending(): Promise<AnalysisTaskRow | null> {
    const [row] = await this.db
      .select()
      .from(analysisTasks)
      .where(eq(analysisTasks.status, 'pending'))
      .orderBy(asc(analysisTasks.createdAt), asc(analysisTasks.id))
      .limit(1);
    return row ?? null;
  }

  /**
   * Moves a task from one status to another; answers false when it is no longer in `from` (it was
   * deleted, or another process took it).
   */
  async move(
    id: string,
    from: AnalysisTaskStatus,
    to: AnalysisTaskStatus,
    outcome: { result?: { beats: number; events: number }; errorCode?: string } = {},
    tx: Database = this.db,
  ): Promise<boolean> {
    const rows = await tx
      .update(analysisTasks)
      .set({ status: to, updatedAt: sql`now()`, ...outcome })
      .where(and(eq(analysisTasks.id, id), eq(analysisTasks.status, from)))
      .returning({ id: analysisTasks.id });
    return rows.length > 0;
  }

  /**
   * Tasks marked running since before `staleBefore` go back in the queue: their process stopped
   * (a running analysis finishes in a minute or two, and a live process moves it on).
   */
  async requeueStale(staleBefore: Date): Promise<void> {
    await this.db
      .update(analysisTasks)
      .set({ status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(analysisTasks.status, 'running'), lt(analysisTasks.updatedAt, staleBefore)));
  }

  /** Other unfinished tasks of the examination (a newer analysis supersedes them). */
  async deletePendingOf(examinationId: string, tx: Database = this.db): Promise<void> {
    await tx
      .delete(analysisTasks)
      .where(
        and(eq(analysisTasks.examinationId, examinationId), eq(analysisTasks.status, 'pending')),
      );
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(analysisTasks).where(eq(analysisTasks.id, id));
  }
}
