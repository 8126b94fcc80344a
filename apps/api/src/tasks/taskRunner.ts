import type { TaskType } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { TaskRow } from '../db/schema';
import type { TaskEnding, TaskProgress, TasksRepository } from '../repositories/tasksRepository';
import { TaskFailure } from './taskHandler';
import type { TaskHandler } from './taskHandler';
import type { TaskWakeups } from './taskWakeups';

/** How a runner claims, leases and polls. */
export interface TaskRunnerOptions {
  /** This process's name on the leases it holds; unique per process. */
  owner: string;
  /** How long a claim lasts without renewal: a process silent this long is taken for dead. */
  leaseMs: number;
  /** How often held leases are renewed (well within `leaseMs`). */
  heartbeatMs: number;
  /** How often the queue is looked at without a wake-up (PGlite, or a lost notification). */
  pollMs: number;
  /** Tasks of a kind run at once by this process, over the handlers' own limits. */
  concurrency?: Partial<Record<TaskType, number>>;
  /** How long a stopping process waits for its running work to hand back, ms. */
  stopGraceMs?: number;
}

/** Where the runner reports what it could not do (a warning, the server's log). */
export type TaskRunnerWarn = (message: string, error: unknown) => void;

/** The abort reason of work stopped because its process stops: the task waits again. */
const STOPPING = Symbol('stopping');

/** The abort reason of work whose task ended or was taken elsewhere (cancelled, lease lost). */
const RELEASED = Symbol('released');

interface RunningTask {
  taskType: TaskType;
  abort: AbortController;
  done: Promise<void>;
}

const DEFAULT_STOP_GRACE_MS = 8_000;

/**
 * Runs background tasks stored in the database (platform-core §4 "Tasks"), in every API or worker
 * process that starts one. It claims the oldest waiting tasks of each kind up to the kind's
 * concurrency (`FOR UPDATE SKIP LOCKED`, so processes never take the same task), holds each under
 * a lease it renews every heartbeat, and takes again tasks whose lease lapsed: a dead process's
 * work resumes within `leaseMs` plus a poll. A cancelled task's work sees its AbortSignal at the
 * next heartbeat (at once in the process that cancelled it). Failures that may pass run again
 * while the kind's attempts remain. Each change goes to `onChange` (the clinic's live socket).
 */
export class TaskRunner {
  readonly #handlers: Map<TaskType, TaskHandler>;
  readonly #running = new Map<string, RunningTask>();
  #state: 'idle' | 'started' | 'stopped' = 'idle';
  #pass: Promise<void> | null = null;
  #passAgain = false;
  #timers: ReturnType<typeof setInterval>[] = [];
  #unlisten: (() => Promise<void>) | null = null;
  #heartbeat: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly tasks: TasksRepository,
    handlers: TaskHandler[],
    private readonly options: TaskRunnerOptions,
    private readonly wakeups: TaskWakeups,
    private readonly onChange: (task: TaskRow) => void,
    private readonly warn: TaskRunnerWarn,
  ) {
    this.#handlers = new Map(handlers.map((handler) => [handler.taskType, handler]));
  }

  /** Whether tasks of the kind have work here (others are refused when asked for). */
  handles(taskType: TaskType): boolean {
    return this.#handlers.has(taskType);
  }

  /** Starts claiming: now, on every wake-up and every poll; renews leases every heartbeat. */
  async start(): Promise<void> {
    if (this.#state !== 'idle') return;
    this.#state = 'started';
    this.#unlisten = await this.wakeups.listen(() => this.#kick());
    this.#timers = [
      setInterval(() => this.#kick(), this.options.pollMs),
      setInterval(() => void this.heartbeat(), this.options.heartbeatMs),
    ];
    for (const timer of this.#timers) timer.unref();
    this.#kick();
  }

  /** Tells every runner (this one at once, others through the database) that tasks wait. */
  async wake(taskType: TaskType): Promise<void> {
    this.#kick();
    try {
      await this.wakeups.notify(taskType);
    } catch (error) {
      // The others find the task at their next poll.
      this.warn('task wake-up not sent', error);
    }
  }

  /** Stops the work of a task cancelled in this process, if it runs here. */
  cancelled(taskId: string): void {
    this.#running.get(taskId)?.abort.abort(RELEASED);
  }

  /** Lets the kind of a cancelled task remove what the task held (its uploaded file). */
  async discardCancelled(task: TaskRow): Promise<void> {
    await this.#handlers.get(task.taskType)?.discardCancelled?.(task);
  }

  /**
   * Renews the leases of the tasks running here; work whose task was cancelled or taken by
   * another process (after a lapse) is stopped.
   */
  async heartbeat(): Promise<void> {
    if (this.#heartbeat) return this.#heartbeat;
    this.#heartbeat = (async () => {
      const ids = [...this.#running.keys()];
      const held = await this.tasks.renewLeases(this.options.owner, ids, this.options.leaseMs);
      for (const id of ids) if (!held.has(id)) this.cancelled(id);
    })()
      .catch((error: unknown) => this.warn('task leases not renewed', error))
      .finally(() => {
        this.#heartbeat = null;
      });
    return this.#heartbeat;
  }

  /** Resolves once nothing runs here and nothing claimable waits (tests, benchmarks). */
  async settle(): Promise<void> {
    while (this.#pass || this.#running.size > 0) {
      await this.#pass;
      await Promise.all([...this.#running.values()].map((task) => task.done));
    }
  }

  /**
   * Stops claiming, stops the running work and hands its tasks back (waiting, lease released,
   * the take not counted), so another process takes them at once; waits at most the grace
   * period for the work to stop.
   */
  async close(): Promise<void> {
    if (this.#state === 'stopped') return;
    this.#state = 'stopped';
    for (const timer of this.#timers) clearInterval(timer);
    const grace = this.options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, grace);
    });
    const stopped = (async () => {
      // A claim under way completes first: what it took is handed back with the rest.
      await this.#pass;
      for (const task of this.#running.values()) task.abort.abort(STOPPING);
      await Promise.all([this.#heartbeat, ...[...this.#running.values()].map((task) => task.done)]);
    })();
    await Promise.race([stopped, graceOver]);
    clearTimeout(timer);
    await this.#unlisten?.().catch((error: unknown) =>
      this.warn('task wake-ups not closed', error),
    );
  }

  /** Claims what waits, unless a claim is under way (then it claims once more after it). */
  #kick(): void {
    if (this.#state !== 'started') return;
    if (this.#pass) {
      this.#passAgain = true;
      return;
    }
    this.#pass = (async () => {
      do {
        this.#passAgain = false;
        await this.#claimAll();
      } while (this.#passAgain && this.#state === 'started');
    })()
      .catch((error: unknown) => this.warn('tasks not claimed', error))
      .finally(() => {
        this.#pass = null;
        // A wake-up between the pass's last claim and here would otherwise be lost.
        if (this.#passAgain) this.#kick();
      });
  }

  async #claimAll(): Promise<void> {
    for (const handler of this.#handlers.values()) {
      if (this.#state !== 'started') return;
      const limit = this.options.concurrency?.[handler.taskType] ?? handler.concurrency;
      const free = limit - this.#runningOf(handler.taskType);
      const claimed = await this.tasks.claim(
        handler.taskType,
        free,
        this.options.owner,
        this.options.leaseMs,
      );
      for (const task of claimed) this.#execute(handler, task);
    }
  }

  #runningOf(taskType: TaskType): number {
    let count = 0;
    for (const task of this.#running.values()) if (task.taskType === taskType) count += 1;
    return count;
  }

  #execute(handler: TaskHandler, task: TaskRow): void {
    const abort = new AbortController();
    // A claim made while stopping is handed back at once.
    if (this.#state !== 'started') abort.abort(STOPPING);
    const done = this.#work(handler, task, abort.signal)
      .catch((error: unknown) => this.warn(`task ${task.id} not recorded`, error))
      .finally(() => {
        this.#running.delete(task.id);
        this.#kick();
      });
    this.#running.set(task.id, { taskType: handler.taskType, abort, done });
  }

  async #work(handler: TaskHandler, task: TaskRow, signal: AbortSignal): Promise<void> {
    this.onChange(task);
    // Taken once too often (its process died each time): it fails rather than loop.
    if (task.attempts > handler.maxAttempts) {
      await this.#end(task.id, { status: 'failed', errorCode: 'UNKNOWN_ERROR' });
      return;
    }
    try {
      if (signal.aborted) throw signal.reason;
      const completion = await handler.run(task, {
        signal,
        report: (progress) => this.#report(task.id, progress),
      });
      if (signal.aborted) throw signal.reason;
      const ended = await this.db.transaction(async (tx) => {
        const row = await this.tasks.finish(
          task.id,
          this.options.owner,
          { status: 'completed', ...(completion.extra ? { extra: completion.extra } : {}) },
          tx,
        );
        if (row) await completion.commit?.(tx);
        return row;
      });
      if (!ended) return;
      await completion.afterCommit?.();
      this.onChange(ended);
    } catch (error) {
      await this.#failed(handler, task, signal, error);
    }
  }

  async #failed(
    handler: TaskHandler,
    task: TaskRow,
    signal: AbortSignal,
    error: unknown,
  ): Promise<void> {
    if (signal.aborted) {
      // Cancelled or taken elsewhere: the database already says so. Stopping: it waits again.
      if (signal.reason !== STOPPING) return;
      const back = await this.tasks.requeue(task.id, this.options.owner, { handBack: true });
      if (back) this.onChange(back);
      return;
    }
    if (error instanceof TaskFailure) {
      await this.#end(task.id, {
        status: 'failed',
        errorCode: error.errorCode,
        ...(error.extra ? { extra: error.extra } : {}),
      });
      return;
    }
    this.warn(`task ${task.id} (${task.taskType}) failed`, error);
    if (task.attempts < handler.maxAttempts) {
      const again = await this.tasks.requeue(task.id, this.options.owner, { handBack: false });
      if (again) this.onChange(again);
      this.#kick();
    } else {
      await this.#end(task.id, { status: 'failed', errorCode: 'UNKNOWN_ERROR' });
    }
  }

  async #end(taskId: string, ending: TaskEnding): Promise<void> {
    const row = await this.tasks.finish(taskId, this.options.owner, ending);
    if (row) this.onChange(row);
  }

  async #report(taskId: string, progress: TaskProgress): Promise<void> {
    const row = await this.tasks.report(taskId, this.options.owner, progress);
    if (row) this.onChange(row);
  }
}
