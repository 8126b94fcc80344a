import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../src/db/schema';
import type { TaskRow } from '../src/db/schema';
import { TasksRepository } from '../src/repositories/tasksRepository';
import { ECG_PARAMETER_DEFAULTS } from '../src/services/parameterDefaults';
import { TaskFailure } from '../src/tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../src/tasks/taskHandler';
import { TaskRunner } from '../src/tasks/taskRunner';
import type { TaskRunnerOptions } from '../src/tasks/taskRunner';
import { inProcessWakeups } from '../src/tasks/taskWakeups';
import { createClinic } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

/** One run of the test handler: its task and context, and how the test ends it. */
interface Run {
  task: TaskRow;
  context: TaskContext;
  complete(completion?: TaskCompletion): void;
  fail(error: unknown): void;
}

/**
 * Work the test drives by hand: each run waits until the test completes or fails it, so the
 * tests see every state of a task without a clock. `nextRun()` resolves when a run starts.
 */
class HandDrivenWork implements TaskHandler {
  readonly taskType = 'preparingFile';
  readonly #started: Run[] = [];
  readonly #waiting: ((run: Run) => void)[] = [];

  constructor(
    readonly concurrency = 2,
    readonly maxAttempts = 2,
  ) {}

  run(task: TaskRow, context: TaskContext): Promise<TaskCompletion> {
    return new Promise((resolve, reject) => {
      const run = { task, context, complete: (done = {}) => resolve(done), fail: reject };
      // The work stops when it is told to, as real work does.
      context.signal.addEventListener('abort', () => reject(new Error('aborted')));
      const waiter = this.#waiting.shift();
      if (waiter) waiter(run);
      else this.#started.push(run);
    });
  }

  nextRun(): Promise<Run> {
    const started = this.#started.shift();
    if (started) return Promise.resolve(started);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}

let teamId: string;
let repository: TasksRepository;
const runners: TaskRunner[] = [];

/** A runner that never polls or beats by itself: the tests wake it and call its heartbeat. */
function runner(
  handler: TaskHandler,
  changes: TaskRow[] = [],
  options: Partial<TaskRunnerOptions> = {},
): TaskRunner {
  const started = new TaskRunner(
    testApp.app.db,
    repository,
    [handler],
    {
      owner: `test-runner-${runners.length}`,
      leaseMs: 30_000,
      heartbeatMs: 3_600_000,
      pollMs: 3_600_000,
      ...options,
    },
    inProcessWakeups,
    (task) => changes.push(task),
    () => {},
  );
  runners.push(started);
  return started;
}

async function waitingTask(): Promise<TaskRow> {
  return repository.insert({
    teamId,
    taskType: 'preparingFile',
    taskDesc: 'signalsCsv',
    // The kind's own extra does not exist yet; the runner never reads it.
    extra: { type: 'ecgAnalysis', parameters: ECG_PARAMETER_DEFAULTS, result: null },
  });
}

const stored = async (id: string) => (await repository.find(id)) as TaskRow;

beforeAll(async () => {
  teamId = (await createClinic(testApp, 'Runner Clinic')).teamId;
  repository = new TasksRepository(testApp.app.db);
});

afterEach(async () => {
  for (const started of runners.splice(0)) await started.close();
  // Leftovers of a test never reach the next one's runner.
  await testApp.app.db
    .update(tasks)
    .set({ status: 'cancelled' })
    .where(eq(tasks.taskType, 'preparingFile'));
});

describe('the task runner', () => {
  it('takes a waiting task, records its progress and completes it; later updates are ignored', async () => {
    const work = new HandDrivenWork();
    const changes: TaskRow[] = [];
    const taskRunner = runner(work, changes);
    const task = await waitingTask();
    expect(task).toMatchObject({ status: 'waiting', progress: 0, stage: 1, totalStages: 1 });

    await taskRunner.start();
    const run = await work.nextRun();
    expect(run.task).toMatchObject({ id: task.id, status: 'running', attempts: 1 });
    await run.context.report({ stage: 2, totalStages: 3, progress: 40 });
    expect(await stored(task.id)).toMatchObject({ stage: 2, totalStages: 3, progress: 40 });

    run.complete();
    await taskRunner.settle();
    const completed = await stored(task.id);
    expect(completed).toMatchObject({ status: 'completed', progress: 100, leaseOwner: null });
    expect(completed.endedAt).not.toBeNull();
    expect(changes.map((change) => [change.status, change.progress])).toEqual([
      ['running', 0],
      ['running', 40],
      ['completed', 100],
    ]);

    // A late report of the ended task changes nothing (platform-core §4).
    await run.context.report({ stage: 3, totalStages: 3, progress: 10 });
    expect(await stored(task.id)).toEqual(completed);
    expect(changes).toHaveLength(3);
  });

  it('fails a task at once on a failure that cannot pass, and retries one that may', async () => {
    const work = new HandDrivenWork(2, 2);
    const taskRunner = runner(work);
    const refused = await waitingTask();
    await taskRunner.start();
    (await work.nextRun()).fail(new TaskFailure('SIGNAL_QUALITY_TOO_LOW'));
    await taskRunner.settle();
    expect(await stored(refused.id)).toMatchObject({
      status: 'failed',
      errorCode: 'SIGNAL_QUALITY_TOO_LOW',
      attempts: 1,
    });

    const flaky = await waitingTask();
    await taskRunner.wake('preparingFile');
    const first = await work.nextRun();
    first.fail(new Error('connection reset'));
    const second = await work.nextRun();
    expect(second.task).toMatchObject({ id: flaky.id, attempts: 2 });
    second.fail(new Error('connection reset'));
    await taskRunner.settle();
    expect(await stored(flaky.id)).toMatchObject({
      status: 'failed',
      errorCode: 'UNKNOWN_ERROR',
      attempts: 2,
    });
  });

  it('runs at most the kind’s concurrency at once and takes the next when one ends', async () => {
    const work = new HandDrivenWork(2);
    const taskRunner = runner(work);
    const ids = [(await waitingTask()).id, (await waitingTask()).id, (await waitingTask()).id];
    await taskRunner.start();
    const first = await work.nextRun();
    const second = await work.nextRun();
    const statuses = async () => Promise.all(ids.map(async (id) => (await stored(id)).status));
    expect(await statuses()).toEqual(['running', 'running', 'waiting']);

    first.complete();
    const third = await work.nextRun();
    expect(third.task.id).toBe(ids[2]);
    second.complete();
    third.complete();
    await taskRunner.settle();
    expect(await statuses()).toEqual(['completed', 'completed', 'completed']);
  });

  it('stops the work of a cancelled task and keeps nothing of its result', async () => {
    const work = new HandDrivenWork();
    const here = runner(work);
    const task = await waitingTask();
    await here.start();
    const run = await work.nextRun();

    // Cancelled in this process: the work hears it at once.
    await repository.cancel(task.id);
    here.cancelled(task.id);
    expect(run.context.signal.aborted).toBe(true);
    await here.settle();
    expect(await stored(task.id)).toMatchObject({ status: 'cancelled', progress: 0 });

    // Cancelled by another process: the work hears it at the next heartbeat.
    const other = await waitingTask();
    await here.wake('preparingFile');
    const otherRun = await work.nextRun();
    await repository.cancel(other.id);
    expect(otherRun.context.signal.aborted).toBe(false);
    await here.heartbeat();
    expect(otherRun.context.signal.aborted).toBe(true);
    await here.settle();
    expect((await stored(other.id)).status).toBe('cancelled');
  });

  it('takes again a task whose lease lapsed, and the first owner’s work stops', async () => {
    const firstWork = new HandDrivenWork();
    const secondWork = new HandDrivenWork();
    const first = runner(firstWork);
    const second = runner(secondWork);
    const task = await waitingTask();
    await first.start();
    const abandoned = await firstWork.nextRun();
    await second.start();
    // The first process stops renewing (it hangs or died): its lease runs out.
    await testApp.app.db
      .update(tasks)
      .set({ leaseExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(tasks.id, task.id));

    await second.wake('preparingFile');
    const retaken = await secondWork.nextRun();
    expect(retaken.task).toMatchObject({ id: task.id, attempts: 2, leaseOwner: 'test-runner-1' });
    await first.heartbeat();
    expect(abandoned.context.signal.aborted).toBe(true);
    // What the first owner reports now is ignored: the task is no longer its.
    await abandoned.context.report({ progress: 99 });
    expect((await stored(task.id)).progress).toBe(0);

    retaken.complete();
    await Promise.all([first.settle(), second.settle()]);
    expect(await stored(task.id)).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('hands its running tasks back when it stops, so another process takes them at once', async () => {
    const work = new HandDrivenWork();
    const stopping = runner(work);
    const task = await waitingTask();
    await stopping.start();
    const run = await work.nextRun();
    await stopping.close();
    expect(run.context.signal.aborted).toBe(true);
    expect(await stored(task.id)).toMatchObject({
      status: 'waiting',
      leaseOwner: null,
      leaseExpiresAt: null,
      attempts: 0,
    });

    const nextWork = new HandDrivenWork();
    const next = runner(nextWork);
    await next.start();
    const resumed = await nextWork.nextRun();
    expect(resumed.task).toMatchObject({ id: task.id, attempts: 1 });
    resumed.complete();
    await next.settle();
  });

  it('shares the waiting tasks between two processes: each task is taken by one, once', async () => {
    // On PostgreSQL the two claim through separate pooled connections at the same moment.
    const works = [new HandDrivenWork(2), new HandDrivenWork(2)];
    const [one, two] = works.map((work) => runner(work));
    const created = await Promise.all(Array.from({ length: 6 }, () => waitingTask()));
    await Promise.all([one?.start(), two?.start()]);
    const taken: Run[] = [];
    // Each takes its concurrency's worth; finishing a run lets its process take the next.
    const next = works.map((work, index) => work.nextRun().then((run) => ({ run, index })));
    while (taken.length < created.length) {
      const { run, index } = await Promise.race(next);
      taken.push(run);
      next[index] = (works[index] as HandDrivenWork)
        .nextRun()
        .then((following) => ({ run: following, index }));
      run.complete();
    }
    await Promise.all([one?.settle(), two?.settle()]);
    expect(new Set(taken.map((run) => run.task.id))).toEqual(
      new Set(created.map((task) => task.id)),
    );
    expect(taken).toHaveLength(created.length);
    const owners = new Set(taken.map((run) => run.task.leaseOwner));
    expect(owners.size).toBe(2);
    for (const task of created)
      expect(await stored(task.id)).toMatchObject({ status: 'completed', attempts: 1 });
  });
});
