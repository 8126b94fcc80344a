import type { TaskExtra, TaskType } from '@telemed/domain';
import type { TaskRow } from '../db/schema';
import { TaskFailure } from './taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from './taskHandler';

/**
 * One handler for a kind whose tasks do different work told apart by `extra.type` (preparingFile:
 * a signals CSV or a report PDF; EDF: an import or an export). The runner claims by kind; the
 * limits are the kind's: the highest concurrency and attempts of its works. A waiting task's
 * holdings are discarded by its own work.
 */
export function workByExtraType(
  taskType: TaskType,
  works: Partial<Record<TaskExtra['type'], TaskHandler>>,
): TaskHandler {
  const handlers = Object.values(works);
  return {
    taskType,
    concurrency: Math.max(...handlers.map((handler) => handler.concurrency)),
    maxAttempts: Math.max(...handlers.map((handler) => handler.maxAttempts)),
    run(task: TaskRow, context: TaskContext): Promise<TaskCompletion> {
      const work = works[task.extra.type];
      if (!work) throw new TaskFailure('UNKNOWN_ERROR');
      return work.run(task, context);
    },
    async discardCancelled(task: TaskRow): Promise<void> {
      await works[task.extra.type]?.discardCancelled?.(task);
    },
  };
}
