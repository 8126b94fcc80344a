import { TASK_DEFAULTS } from '@telemed/domain';
import type { TaskStatus } from '@telemed/domain';
import { assertEvent, assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { unprovidedCallback, unprovidedService } from '../unprovidedService';

/** What is known of a task: its id, and what its last report said. */
export interface TaskProgress {
  taskId: string;
  status: TaskStatus;
  /** Per cent done of the current stage, 0-100. */
  progress: number;
  /** The stage it is in, from 1. */
  stage: number;
  totalStages: number;
  /** Why it failed, as reported. */
  error: unknown;
}

/** A report about a task (a poll's answer, a realtime message); what it leaves out stays. */
export interface TaskUpdate {
  status?: TaskStatus;
  progress?: number;
  stage?: number;
  totalStages?: number;
  error?: unknown;
}

/** A task to follow: its id and what is known of it already; the rest starts at the defaults. */
export type FollowedTask = { taskId: string } & TaskUpdate;

/** What the task lifecycle machine holds. */
export interface TaskLifecycleContext {
  /** The task followed; null before the first. */
  task: TaskProgress | null;
  /** Why the last cancellation failed; the task goes on. */
  cancelError: unknown;
}

/** What the screen and the task's reports tell the machine. */
export type TaskLifecycleEvent =
  /** Follows a task (a newly started one, or one found running): other tasks' reports are ignored. */
  | { type: 'task.follow'; task: FollowedTask }
  /** A report about a task; ignored unless it is the task followed and that has not ended. */
  | { type: 'task.update'; taskId: string; update: TaskUpdate }
  /** Cancels the task followed. */
  | { type: 'task.cancel' };

/** How a followed task ended, seen happen (not a task that had ended before it was followed). */
export type TaskLifecycleEmitted =
  | { type: 'task.completed'; taskId: string }
  | { type: 'task.failed'; taskId: string; error: unknown }
  | { type: 'task.cancelled'; taskId: string };

/** Reports about a task while it is followed, for the `watchTask` service. */
export interface WatchTaskInput {
  taskId: string;
}

/** The task followed; the machine follows one from `task.follow` on. */
function followedTask(context: TaskLifecycleContext): TaskProgress {
  if (!context.task) throw new Error('No task is followed');
  return context.task;
}

/** The task with a report applied. */
function updated(task: TaskProgress, update: TaskUpdate): TaskProgress {
  return {
    ...task,
    status: update.status ?? task.status,
    progress: update.progress ?? task.progress,
    stage: update.stage ?? task.stage,
    totalStages: update.totalStages ?? task.totalStages,
    error: update.error ?? task.error,
  };
}

/** Whether the event is a report of the task followed that says it is now `status`. */
function reportsStatus(
  context: TaskLifecycleContext,
  event: TaskLifecycleEvent,
  status: TaskStatus,
): boolean {
  return (
    event.type === 'task.update' &&
    event.taskId === context.task?.taskId &&
    event.update.status === status
  );
}

/**
 * The lifecycle of a background task (platform-core §3 "Task", §4 "Tasks", §9 task defaults;
 * clinical-domain §3, §4): it waits, runs through its stages with progress, and ends completed,
 * failed or cancelled; reports after its end are ignored. While it has not ended, the `watchTask`
 * service reports on it (polling, or a realtime channel) and `task.cancel` asks the server to
 * cancel it. One actor follows the tasks of one place in turn: following another task starts
 * its lifecycle over. An end seen happen is announced (`task.completed`, ...), so the screen
 * shows what a task it watched produced.
 */
export const taskLifecycleMachine = setup({
  types: {
    context: {} as TaskLifecycleContext,
    events: {} as TaskLifecycleEvent,
    emitted: {} as TaskLifecycleEmitted,
  },
  actors: {
    watchTask: unprovidedCallback<TaskLifecycleEvent, WatchTaskInput>('watchTask'),
    cancelTask: unprovidedService<unknown, { taskId: string }>('cancelTask'),
  },
  guards: {
    isAnotherTask: ({ context, event }) => {
      assertEvent(event, 'task.follow');
      return event.task.taskId !== context.task?.taskId;
    },
    isOfFollowedTask: ({ context, event }) => {
      assertEvent(event, 'task.update');
      return event.taskId === context.task?.taskId;
    },
    reportsRunning: ({ context, event }) => reportsStatus(context, event, 'running'),
    reportsCompleted: ({ context, event }) => reportsStatus(context, event, 'completed'),
    reportsFailed: ({ context, event }) => reportsStatus(context, event, 'failed'),
    reportsCancelled: ({ context, event }) => reportsStatus(context, event, 'cancelled'),
    isRunning: ({ context }) => context.task?.status === 'running',
    isCompleted: ({ context }) => context.task?.status === 'completed',
    isFailed: ({ context }) => context.task?.status === 'failed',
    isCancelled: ({ context }) => context.task?.status === 'cancelled',
  },
  actions: {
    followTask: assign({
      task: ({ event }) => {
        assertEvent(event, 'task.follow');
        const { taskId, ...known } = event.task;
        return updated({ taskId, ...TASK_DEFAULTS, error: null }, known);
      },
      cancelError: null,
    }),
    recordUpdate: assign({
      task: ({ context, event }) => {
        assertEvent(event, 'task.update');
        return updated(followedTask(context), event.update);
      },
    }),
    recordCancellation: assign({
      task: ({ context }) => ({ ...followedTask(context), status: 'cancelled' as const }),
    }),
    recordCancelError: assign({
      cancelError: (_, { error }: { error: unknown }) => error,
    }),
    forgetCancelError: assign({ cancelError: null }),
    announceCompleted: emit(({ context }) => ({
      type: 'task.completed' as const,
      taskId: followedTask(context).taskId,
    })),
    announceFailed: emit(({ context }) => ({
      type: 'task.failed' as const,
      taskId: followedTask(context).taskId,
      error: followedTask(context).error,
    })),
    announceCancelled: emit(({ context }) => ({
      type: 'task.cancelled' as const,
      taskId: followedTask(context).taskId,
    })),
  },
}).createMachine({
  id: 'taskLifecycle',
  context: { task: null, cancelError: null },
  initial: 'idle',
  on: {
    'task.follow': { guard: 'isAnotherTask', target: '.following', actions: 'followTask' },
  },
  states: {
    idle: {},
    // A task found already ended is shown as it ended, without announcing an end not seen.
    following: {
      always: [
        { guard: 'isCompleted', target: 'completed' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isRunning', target: 'active.running' },
        { target: 'active.waiting' },
      ],
    },
    active: {
      tags: ['active'],
      initial: 'waiting',
      invoke: {
        src: 'watchTask',
        input: ({ context }) => ({ taskId: followedTask(context).taskId }),
      },
      on: {
        'task.update': [
          {
            guard: 'reportsCompleted',
            target: 'completed',
            actions: ['recordUpdate', 'announceCompleted'],
          },
          { guard: 'reportsFailed', target: 'failed', actions: ['recordUpdate', 'announceFailed'] },
          {
            guard: 'reportsCancelled',
            target: 'cancelled',
            actions: ['recordUpdate', 'announceCancelled'],
          },
          { guard: 'isOfFollowedTask', actions: 'recordUpdate' },
        ],
      },
      states: {
        waiting: {
          on: {
            'task.update': { guard: 'reportsRunning', target: 'running', actions: 'recordUpdate' },
            'task.cancel': 'cancelling',
          },
        },
        running: {
          on: { 'task.cancel': 'cancelling' },
        },
        cancelling: {
          tags: ['cancelling'],
          entry: 'forgetCancelError',
          invoke: {
            src: 'cancelTask',
            input: ({ context }) => ({ taskId: followedTask(context).taskId }),
            onDone: {
              target: '#taskLifecycle.cancelled',
              actions: ['recordCancellation', 'announceCancelled'],
            },
            onError: {
              target: 'resuming',
              actions: [
                { type: 'recordCancelError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        // A cancellation the server refused: the task goes on where it was.
        resuming: {
          always: [{ guard: 'isRunning', target: 'running' }, { target: 'waiting' }],
        },
      },
    },
    completed: { tags: ['ended'] },
    failed: { tags: ['ended'] },
    cancelled: { tags: ['ended'] },
  },
});

/** A snapshot of the task lifecycle machine. */
export type TaskLifecycleSnapshot = SnapshotFrom<typeof taskLifecycleMachine>;
