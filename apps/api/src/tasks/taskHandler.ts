import type { TaskExtra, TaskType } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { TaskRow } from '../db/schema';
import type { TaskProgress } from '../repositories/tasksRepository';

/** What a task's work is given besides its row. */
export interface TaskContext {
  /** Aborted when the task is cancelled or its process stops; the work ends as soon as it can. */
  signal: AbortSignal;
  /** Records and announces where the work stands; ignored once the task has ended. */
  report(progress: TaskProgress): Promise<void>;
}

/**
 * How a task's work ended well: what the task carries then, and what to store with it. `commit`
 * runs in the transaction that marks the task completed, only while the task is still this
 * process's: the result of a task cancelled meanwhile is never kept.
 */
export interface TaskCompletion {
  extra?: TaskExtra;
  commit?: (tx: Database) => Promise<void>;
  /** Runs after the commit (announcements of what changed, files the result replaced). */
  afterCommit?: () => void | Promise<void>;
}

/**
 * A failure that running again cannot mend (no signal, a refusal of the analysis): the task fails
 * with this catalogue code at once, without another attempt; `extra`, when given, is what the
 * failed task carries (the reason in the work's own terms).
 */
export class TaskFailure extends Error {
  constructor(
    readonly errorCode: string,
    readonly extra?: TaskExtra,
  ) {
    super(`task failed: ${errorCode}`);
    this.name = 'TaskFailure';
  }
}

/** The work of one kind of task. */
export interface TaskHandler {
  readonly taskType: TaskType;
  /** Tasks of the kind one process runs at once (CPU-bound work: 1). */
  readonly concurrency: number;
  /**
   * Takes of a task before it fails: a failure that may pass (a lost connection, a crash of its
   * process) runs it again while attempts remain. 1 for work that is not safe to repeat.
   */
  readonly maxAttempts: number;
  run(task: TaskRow, context: TaskContext): Promise<TaskCompletion>;
  /**
   * Removes what a task of the kind holds before it runs (an uploaded file) once it was
   * cancelled while waiting; work that runs cleans up after itself when it sees the cancel.
   */
  discardCancelled?(task: TaskRow): Promise<void>;
}
