import { mayHandleTask, validationMessage } from '@telemed/domain';
import type { Member, Task, TaskListQuery, TaskType } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { NewTaskRow, TaskRow } from '../db/schema';
import { ApiError, forbidden } from '../http/apiError';
import type { TasksRepository } from '../repositories/tasksRepository';
import type { TaskRunner } from '../tasks/taskRunner';
import { toTask } from '../tasks/taskViews';
import type { TeamsService } from './teamsService';

/** 404 for a task that is not there or not the caller's clinic's to see. */
const taskNotFound = () => new ApiError(404, 'NOT_FOUND', 'Task not found');

/** 400 'Invalid task type' (platform-core §8) for a kind that does not belong where it was sent. */
const invalidTaskType = () =>
  new ApiError(400, 'INVALID_TASK_TYPE', undefined, [
    { property: 'task', constraints: { invalidTaskType: validationMessage('invalidTaskType') } },
  ]);

/**
 * The clinic's background tasks (platform-core §4, §7 "Tasks"): stores them for the runner,
 * lists them newest first and cancels them. The clinic's staff see and cancel its tasks of each
 * kind; a patient or a member of another clinic gets nothing. Every change is announced on the
 * live socket to the clinic's staff.
 */
export class TasksService {
  constructor(
    private readonly db: Database,
    private readonly teams: TeamsService,
    private readonly tasks: TasksRepository,
    private readonly runner: TaskRunner,
    private readonly announce: (task: TaskRow) => void,
  ) {}

  /** The caller's member record in the clinic, if they may work with its tasks of the kind; 403 else. */
  async actorFor(teamId: string, userId: string, taskType: TaskType): Promise<Member> {
    const actor = await this.teams.memberOf(teamId, userId);
    if (!mayHandleTask(actor.role, taskType)) throw forbidden();
    return actor;
  }

  /** 400 'Invalid task type' unless a kind the caller named is the endpoint's. */
  checkKind(named: string | undefined, taskType: TaskType): void {
    if (named !== undefined && named !== taskType) throw invalidTaskType();
  }

  /** Stores a waiting task (in the caller's transaction); `started` announces it once committed. */
  async store(task: NewTaskRow, tx: Database = this.db): Promise<TaskRow> {
    return this.tasks.insert({ ...task, status: 'waiting' }, tx);
  }

  /** Announces stored tasks and wakes the runners. */
  async started(...rows: TaskRow[]): Promise<void> {
    for (const row of rows) this.announce(row);
    const kinds = new Set(rows.map((row) => row.taskType));
    for (const kind of kinds) await this.runner.wake(kind);
  }

  /**
   * Tells the clinic of tasks changed outside the runner: ended without running (superseded,
   * cancelled), or their file let go of once its days were over.
   */
  changed(rows: TaskRow[]): void {
    for (const row of rows) this.announce(row);
  }

  /**
   * The tasks of a kind, newest first: with `teamId` the clinic's (403 outside its staff),
   * without it the caller's own in the clinics they still work for.
   */
  async list(userId: string, taskType: TaskType, query: TaskListQuery): Promise<Task[]> {
    if (query.teamId) {
      await this.actorFor(query.teamId, userId, taskType);
      return (await this.tasks.listOfTeam(query.teamId, taskType)).map(toTask);
    }
    const teamIds = (await this.teams.listForUser(userId))
      .filter((team) => mayHandleTask(team.role, taskType))
      .map((team) => team._id);
    return (await this.tasks.listOfUser(userId, taskType, teamIds)).map(toTask);
  }

  /**
   * The task of the kind, if the caller may see it: 404 'Task not found' when it is not there or
   * not theirs to see, 400 'Invalid task type' when it is of another kind.
   */
  async reachable(userId: string, taskType: TaskType, taskId: string): Promise<TaskRow> {
    const task = await this.tasks.find(taskId);
    if (!task || !(await this.mayReach(userId, task))) throw taskNotFound();
    if (task.taskType !== taskType) throw invalidTaskType();
    return task;
  }

  /**
   * Cancels a task of the kind: a waiting one never runs, a running one's work is stopped (here
   * at once, in another process at its next heartbeat) and its result dropped. An ended task
   * stays as it ended.
   */
  async cancel(userId: string, taskType: TaskType, taskId: string): Promise<Task> {
    const task = await this.reachable(userId, taskType, taskId);
    const cancelled = await this.tasks.cancel(taskId);
    if (!cancelled) return toTask(task);
    this.runner.cancelled(taskId);
    // Running work cleans up after itself when it sees the cancellation.
    if (task.status === 'waiting') await this.runner.discardCancelled(cancelled);
    this.announce(cancelled);
    return toTask(cancelled);
  }

  /** Whether the user may see the task: staff of its clinic allowed its kind. */
  private async mayReach(userId: string, task: TaskRow): Promise<boolean> {
    try {
      await this.actorFor(task.teamId, userId, task.taskType);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 403) return false;
      throw error;
    }
  }
}
