import { fromCallback } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { TaskLifecycleSnapshot, taskLifecycleMachine } from './taskLifecycleMachine';

/** How a followed task ended, told to the machine that started it. */
export type TaskEndEvent =
  { type: 'task.completed' } | { type: 'task.failed'; error: unknown } | { type: 'task.cancelled' };

/** Which task's end to wait for, in which lifecycle. */
export interface AwaitTaskEndInput {
  lifecycle: ActorRefFrom<typeof taskLifecycleMachine>;
  taskId: string;
}

/**
 * Tells a machine how the task it follows in a spawned lifecycle ended. It reads the lifecycle's
 * state, not its announcements: a task may end (or be found ended) before this starts listening.
 */
export const awaitTaskEnd = fromCallback<TaskEndEvent, AwaitTaskEndInput>(({ input, sendBack }) => {
  let told = false;
  const tell = (snapshot: TaskLifecycleSnapshot) => {
    const task = snapshot.context.task;
    if (told || task?.taskId !== input.taskId) return;
    if (snapshot.matches('completed')) sendBack({ type: 'task.completed' });
    else if (snapshot.matches('failed')) sendBack({ type: 'task.failed', error: task.error });
    else if (snapshot.matches('cancelled')) sendBack({ type: 'task.cancelled' });
    else return;
    told = true;
  };
  tell(input.lifecycle.getSnapshot());
  const subscription = input.lifecycle.subscribe(tell);
  return () => subscription.unsubscribe();
});
