// Runs only against PostgreSQL (the api-pglite project excludes this folder): two processes
// claiming from one queue is what PostgreSQL's row locks are for; PGlite has one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect';
import type { DatabaseConnection } from '../../src/db/connect';
import { teams } from '../../src/db/schema';
import type { TaskRow } from '../../src/db/schema';
import { TasksRepository } from '../../src/repositories/tasksRepository';
import { ECG_PARAMETER_DEFAULTS } from '../../src/services/parameterDefaults';
import type { TaskCompletion, TaskHandler } from '../../src/tasks/taskHandler';
import { TaskRunner } from '../../src/tasks/taskRunner';
import { postgresWakeups } from '../../src/tasks/taskWakeups';
import { createTestApp } from '../helpers/testApp';
import type { TestApp } from '../helpers/testApp';

const TASKS = 24;

let testApp: TestApp;
const connections: DatabaseConnection[] = [];

beforeAll(async () => {
  // The app migrates the database; the runners get connections of their own, as processes do.
  testApp = await createTestApp({ env: { TELEMED_TASKS: 'off' } });
  for (let index = 0; index < 2; index += 1)
    connections.push(await connectDatabase(testApp.config.database));
});

afterAll(async () => {
  for (const connection of connections) await connection.close();
  await testApp.close();
});

/**
 * Work that holds every run until both processes have started some, so neither can drain the
 * queue alone, and records who ran what.
 */
class SharedWork implements TaskHandler {
  readonly taskType = 'preparingFile';
  readonly concurrency = 3;
  readonly maxAttempts = 1;
  readonly runs: { taskId: string; owner: string }[] = [];
  readonly #held: (() => void)[] = [];
  #bothStarted = false;

  constructor(private readonly owners: string[]) {}

  run(task: TaskRow): Promise<TaskCompletion> {
    this.runs.push({ taskId: task.id, owner: task.leaseOwner ?? '' });
    if (!this.#bothStarted) {
      const started = new Set(this.runs.map((run) => run.owner));
      this.#bothStarted = this.owners.every((owner) => started.has(owner));
    }
    const held = new Promise<TaskCompletion>((resolve) => this.#held.push(() => resolve({})));
    if (this.#bothStarted) for (const release of this.#held.splice(0)) release();
    return held;
  }
}

describe('task runners of two processes on one PostgreSQL', () => {
  it('share the queue without taking a task twice, each within its concurrency', async () => {
    const [team] = await testApp.app.db
      .insert(teams)
      .values({ name: 'Shared Queue Clinic', countryContext: 'PL' })
      .returning();
    const repository = new TasksRepository(testApp.app.db);
    const ids: string[] = [];
    for (let index = 0; index < TASKS; index += 1) {
      const task = await repository.insert({
        teamId: team?.id ?? '',
        taskType: 'preparingFile',
        taskDesc: 'signalsCsv',
        extra: { type: 'ecgAnalysis', parameters: ECG_PARAMETER_DEFAULTS, result: null },
      });
      ids.push(task.id);
    }

    const owners = ['process-a', 'process-b'];
    const work = new SharedWork(owners);
    const warnings: unknown[] = [];
    const runners = connections.map((connection, index) => {
      const pool = connection.postgresPool;
      if (!pool) throw new Error('PostgreSQL only');
      return new TaskRunner(
        connection.db,
        new TasksRepository(connection.db),
        [work],
        {
          owner: owners[index] ?? '',
          leaseMs: 30_000,
          heartbeatMs: 3_600_000,
          pollMs: 3_600_000,
        },
        postgresWakeups(pool, (_message, error) => warnings.push(error)),
        () => {},
        (_message, error) => warnings.push(error),
      );
    });
    // Both claim at the same moment.
    await Promise.all(runners.map((runner) => runner.start()));
    await Promise.all(runners.map((runner) => runner.settle()));
    await Promise.all(runners.map((runner) => runner.close()));

    expect(warnings).toEqual([]);
    const ran = work.runs.map((run) => run.taskId);
    expect(new Set(ran).size).toBe(ran.length);
    expect([...ran].sort()).toEqual([...ids].sort());
    for (const owner of owners)
      expect(work.runs.filter((run) => run.owner === owner).length).toBeGreaterThan(0);
    const stored = await repository.listOfTeam(team?.id ?? '', 'preparingFile');
    expect(stored.map((task) => task.status)).toEqual(Array(TASKS).fill('completed'));
    expect(stored.every((task) => task.attempts === 1)).toBe(true);
  });

  it('wakes the other process through NOTIFY when a task is stored', async () => {
    const pool = connections[0]?.postgresPool;
    const otherPool = connections[1]?.postgresPool;
    if (!pool || !otherPool) throw new Error('PostgreSQL only');
    let heard: () => void = () => {};
    const woken = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const stop = await postgresWakeups(otherPool, () => {}).listen(() => heard());
    await postgresWakeups(pool, () => {}).notify('EDF');
    await woken;
    await stop();
  });
});
