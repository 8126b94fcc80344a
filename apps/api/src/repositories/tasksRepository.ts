import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { TaskExtra, TaskType } from '@telemed/domain';
import type { Database } from '../db/connect';
import { tasks } from '../db/schema';
import type { NewTaskRow, TaskRow } from '../db/schema';

/** Tasks a list shows. */
const LIST_LIMIT = 50;

/** Where a running task stands, as its work reports it. */
export interface TaskProgress {
  progress: number;
  stage?: number;
  totalStages?: number;
}

/** How a task ends: completed (with what it carries then) or failed with a catalogue code. */
export type TaskEnding =
  | { status: 'completed'; extra?: TaskExtra }
  | { status: 'failed'; errorCode: string; extra?: TaskExtra };

/** The lease of `milliseconds` from the database's clock, so every process measures alike. */
const leaseUntil = (milliseconds: number) =>
  sql`now() + ${milliseconds} * interval '1 millisecond'`;

/** A task this process holds: running, its lease ours. */
const heldBy = (id: string, owner: string) =>
  and(eq(tasks.id, id), eq(tasks.status, 'running'), eq(tasks.leaseOwner, owner));

/**
 * SQL of background tasks. Every change of a running task names its lease owner, so a process
 * whose lease lapsed (and whose task another took) or whose task ended (completed, failed,
 * cancelled) changes nothing: updates after the end are ignored (platform-core §4).
 */
export class TasksRepository {
  constructor(private readonly db: Database) {}

  async insert(task: NewTaskRow, tx: Database = this.db): Promise<TaskRow> {
    const [row] = await tx.insert(tasks).values(task).returning();
    if (!row) throw new Error('task insert returned no row');
    return row;
  }

  async find(id: string, tx: Database = this.db): Promise<TaskRow | null> {
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, id));
    return row ?? null;
  }

  /** The clinic's newest tasks of a kind. */
  async listOfTeam(teamId: string, taskType: TaskType): Promise<TaskRow[]> {
    return this.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.teamId, teamId), eq(tasks.taskType, taskType)))
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(LIST_LIMIT);
  }

  /** The user's newest tasks of a kind in the given clinics. */
  async listOfUser(userId: string, taskType: TaskType, teamIds: string[]): Promise<TaskRow[]> {
    if (teamIds.length === 0) return [];
    return this.db
      .select()
      .from(tasks)
      .where(
        and(eq(tasks.userId, userId), eq(tasks.taskType, taskType), inArray(tasks.teamId, teamIds)),
      )
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(LIST_LIMIT);
  }

  /**
   * Takes up to `limit` tasks of a kind for `owner`, oldest first: waiting ones, and running ones
   * whose lease lapsed (their process is gone). `FOR UPDATE SKIP LOCKED` lets processes claim
   * side by side without waiting on or taking each other's rows; each take counts an attempt.
   */
  async claim(
    taskType: TaskType,
    limit: number,
    owner: string,
    leaseMs: number,
  ): Promise<TaskRow[]> {
    if (limit <= 0) return [];
    return this.db.transaction(async (tx) => {
      const free = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.taskType, taskType),
            or(
              eq(tasks.status, 'waiting'),
              and(eq(tasks.status, 'running'), lt(tasks.leaseExpiresAt, sql`now()`)),
            ),
          ),
        )
        .orderBy(asc(tasks.createdAt), asc(tasks.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (free.length === 0) return [];
      return tx
        .update(tasks)
        .set({
          status: 'running',
          leaseOwner: owner,
          leaseExpiresAt: leaseUntil(leaseMs),
          attempts: sql`${tasks.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            tasks.id,
            free.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Renews the leases of the owner's running tasks; answers the ids still held (a task missing
   * from the answer was cancelled or taken by another process after a lapse).
   */
  async renewLeases(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .update(tasks)
      .set({ leaseExpiresAt: leaseUntil(leaseMs) })
      .where(and(inArray(tasks.id, ids), eq(tasks.status, 'running'), eq(tasks.leaseOwner, owner)))
      .returning({ id: tasks.id });
    return new Set(rows.map((row) => row.id));
  }

  /** Records the progress of a held task; null when it is no longer held (ignored). */
  async report(id: string, owner: string, progress: TaskProgress): Promise<TaskRow | null> {
    const [row] = await this.db
      .update(tasks)
      .set({ ...progress, updatedAt: sql`now()` })
      .where(heldBy(id, owner))
      .returning();
    return row ?? null;
  }

  /** Ends a held task; null when it is no longer held (cancelled or taken: the ending is dropped). */
  async finish(
    id: string,
    owner: string,
    ending: TaskEnding,
    tx: Database = this.db,
  ): Promise<TaskRow | null> {
    const outcome =
      ending.status === 'completed'
        ? { progress: 100, ...(ending.extra ? { extra: ending.extra } : {}) }
        : { errorCode: ending.errorCode, ...(ending.extra ? { extra: ending.extra } : {}) };
    const [row] = await tx
      .update(tasks)
      .set({
        ...outcome,
        status: ending.status,
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
        endedAt: sql`now()`,
      })
      .where(heldBy(id, owner))
      .returning();
    return row ?? null;
  }

  /**
   * Puts a held task back to wait: `handBack` when the process stops (the take is not counted
   * against its attempts), else a retry after a failure that may pass.
   */
  async requeue(
    id: string,
    owner: string,
    { handBack }: { handBack: boolean },
  ): Promise<TaskRow | null> {
    const [row] = await this.db
      .update(tasks)
      .set({
        status: 'waiting',
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
        ...(handBack ? { attempts: sql`greatest(${tasks.attempts} - 1, 0)` } : {}),
      })
      .where(heldBy(id, owner))
      .returning();
    return row ?? null;
  }

  /** Cancels a task that has not ended; null when it had. */
  async cancel(id: string, tx: Database = this.db): Promise<TaskRow | null> {
    const [row] = await tx
      .update(tasks)
      .set({
        status: 'cancelled',
        leaseOwner: null,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
        endedAt: sql`now()`,
      })
      .where(and(eq(tasks.id, id), inArray(tasks.status, ['waiting', 'running'])))
      .returning();
    return row ?? null;
  }

  /**
   * Lets go of the files of tasks that ended before `endedBefore`: their `extra.file` becomes
   * null (the download is then 410 'no longer kept'), and the tasks are answered so their files
   * can be removed and the change told. Tasks without a file are not touched.
   */
  async releaseFilesEndedBefore(endedBefore: Date): Promise<TaskRow[]> {
    return this.db
      .update(tasks)
      .set({
        extra: sql`jsonb_set(${tasks.extra}, '{file}', 'null'::jsonb)`,
        updatedAt: sql`now()`,
      })
      .where(
        and(lt(tasks.endedAt, endedBefore), sql`jsonb_typeof(${tasks.extra} -> 'file') = 'object'`),
      )
      .returning();
  }

  /** Which of `ids` are tasks that exist (the rest were deleted with their examination or clinic). */
  async existing(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inArray(tasks.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  }

  /** Cancels the examination's tasks of a kind still waiting (a newer request supersedes them). */
  async cancelWaitingOf(
    examinationId: string,
    taskType: TaskType,
    tx: Database = this.db,
  ): Promise<TaskRow[]> {
    return tx
      .update(tasks)
      .set({ status: 'cancelled', updatedAt: sql`now()`, endedAt: sql`now()` })
      .where(
        and(
          eq(tasks.examinationId, examinationId),
          eq(tasks.taskType, taskType),
          eq(tasks.status, 'waiting'),
        ),
      )
      .returning();
  }
}
