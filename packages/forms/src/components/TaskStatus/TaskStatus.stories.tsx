import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiRequestError } from '@telemed/domain';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { taskLifecycleMachine } from '../../machines/taskLifecycle/taskLifecycleMachine';
import type { FollowedTask, TaskUpdate } from '../../machines/taskLifecycle/taskLifecycleMachine';
import { taskLifecycleActors } from '../../machines/taskLifecycle/taskLifecycleServices';
import { TaskStatus } from './TaskStatus';

interface TaskStatusStoryProps {
  /** The task as found. */
  task: FollowedTask;
  /** What the task's watcher reports, in order, once it watches. */
  reports: readonly TaskUpdate[];
  /** The server's answer to a cancellation. */
  cancelTask: (input: { taskId: string }) => Promise<unknown>;
}

/** A task followed by the lifecycle machine, its reports coming from fixed data. */
function TaskStatusStory({ task, reports, cancelTask }: TaskStatusStoryProps) {
  const [machine] = useState(() =>
    taskLifecycleMachine.provide({
      actors: taskLifecycleActors({
        watchTask: (_, report) => {
          reports.forEach(report);
          return () => {};
        },
        cancelTask,
      }),
    }),
  );
  const actorRef = useActorRef(machine);
  useEffect(() => actorRef.send({ type: 'task.follow', task }), [actorRef, task]);
  return <TaskStatus actorRef={actorRef} />;
}

const meta = {
  title: 'Forms/TaskStatus',
  component: TaskStatusStory,
  args: {
    task: { taskId: 'task-1' },
    reports: [],
    cancelTask: fn<TaskStatusStoryProps['cancelTask']>(async () => ({})),
  },
} satisfies Meta<typeof TaskStatusStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** Waiting its turn: it can be cancelled already. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Waiting to start…');
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Running through its stages, with the progress of the current one. */
export const Running: Story = {
  args: { reports: [{ status: 'running', stage: 2, totalStages: 3, progress: 40 }] },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Running: stage 2 of 3…');
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Progress' })).toHaveValue(
      40,
    );
  },
};

/** Done: nothing left to cancel; later reports change nothing. */
export const Completed: Story = {
  args: { reports: [{ status: 'running' }, { status: 'completed' }, { status: 'running' }] },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Done.');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Failed, with the reason. */
export const Failed: Story = {
  args: {
    reports: [
      {
        status: 'failed',
        error: new ApiRequestError('Signal quality too low for analysis', {
          status: 422,
          code: 'SIGNAL_QUALITY_TOO_LOW',
        }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent(
      'Failed: Signal quality too low for analysis',
    );
  },
};

/** Cancelled on request. */
export const Cancelled: Story = {
  args: { reports: [{ status: 'running' }] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('Cancelled.'));
    await expect(args.cancelTask).toHaveBeenCalledWith({ taskId: 'task-1' });
  },
};

/** A cancellation the server refuses: the task goes on, and the refusal is said. */
export const CancelRefused: Story = {
  args: {
    reports: [{ status: 'running' }],
    cancelTask: fn<TaskStatusStoryProps['cancelTask']>(() =>
      Promise.reject(new ApiRequestError('Task not found', { status: 404, code: 'NOT_FOUND' })),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Could not cancel: Task not found',
    );
    await expect(status(canvasElement)).toHaveTextContent('Running…');
  },
};
