import type { Task } from '@telemed/domain';
import type { FollowedTask } from './taskLifecycleMachine';

/**
 * A task as the server answers it, as the task lifecycle follows it: its id, status, stage,
 * progress and why it failed.
 *
 * @example
 * actor.send({ type: 'task.follow', task: followedTask(created) });
 */
export function followedTask(task: Task): FollowedTask {
  return {
    taskId: task.id,
    status: task.status,
    progress: task.progress,
    stage: task.stage,
    totalStages: task.totalStages,
    error: task.error,
  };
}
