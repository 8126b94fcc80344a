import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { taskLifecycleMachine } from './taskLifecycleMachine';
import type { TaskLifecycleEmitted, TaskUpdate } from './taskLifecycleMachine';
import { taskLifecycleActors } from './taskLifecycleServices';
import type { TaskLifecycleServices } from './taskLifecycleServices';

/** A task service the test drives: it reports when told, and counts who watches. */
function fakeTasks(cancel: TaskLifecycleServices['cancelTask'] = async () => ({})) {
  const reporters = new Map<string, (update: TaskUpdate) => void>();
  const cancelled: string[] = [];
  const services: TaskLifecycleServices = {
    watchTask: ({ taskId }, report) => {
      reporters.set(taskId, report);
      return () => reporters.delete(taskId);
    },
    cancelTask: async (input) => {
      cancelled.push(input.taskId);
      return cancel(input);
    },
  };
  const report = (taskId: string, update: TaskUpdate) => reporters.get(taskId)?.(update);
  return { services, reporters, cancelled, report };
}

function follow(services: TaskLifecycleServices) {
  const emitted: TaskLifecycleEmitted[] = [];
  const actor = createActor(
    taskLifecycleMachine.provide({ actors: taskLifecycleActors(services) }),
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('a background task', () => {
  it('starts waiting with no progress, at stage 1 of 1', () => {
    const { services, reporters } = fakeTasks();
    const { actor } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1' } });
    expect(actor.getSnapshot().matches({ active: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.task).toEqual({
      taskId: 't1',
      status: 'waiting',
      progress: 0,
      stage: 1,
      totalStages: 1,
      error: null,
    });
    expect([...reporters.keys()]).toEqual(['t1']);
  });

  it('runs through its stages and completes, announcing the end it saw', () => {
    const { services, reporters, report } = fakeTasks();
    const { actor, emitted } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1' } });
    report('t1', { status: 'running', stage: 1, totalStages: 2, progress: 40 });
    expect(actor.getSnapshot().matches({ active: 'running' })).toBe(true);
    report('t1', { stage: 2, progress: 10 });
    expect(actor.getSnapshot().context.task).toMatchObject({
      stage: 2,
      totalStages: 2,
      progress: 10,
    });
    report('t1', { status: 'completed', progress: 100 });
    expect(actor.getSnapshot().matches('completed')).toBe(true);
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
    expect(emitted).toEqual([{ type: 'task.completed', taskId: 't1' }]);
    // Ended: nobody watches it any more.
    expect(reporters.size).toBe(0);
  });

  it('ignores reports after its end, and reports of other tasks', () => {
    const { services } = fakeTasks();
    const { actor, emitted } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1', status: 'running' } });
    actor.send({ type: 'task.update', taskId: 't2', update: { status: 'completed' } });
    expect(actor.getSnapshot().matches({ active: 'running' })).toBe(true);
    actor.send({
      type: 'task.update',
      taskId: 't1',
      update: { status: 'failed', error: 'NO_SIGNAL' },
    });
    actor.send({ type: 'task.update', taskId: 't1', update: { status: 'completed' } });
    actor.send({ type: 'task.update', taskId: 't1', update: { status: 'running', progress: 50 } });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.task).toMatchObject({ status: 'failed', progress: 0 });
    expect(emitted).toEqual([{ type: 'task.failed', taskId: 't1', error: 'NO_SIGNAL' }]);
  });

  it('is cancelled on request', async () => {
    const { services, cancelled } = fakeTasks();
    const { actor, emitted } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1' } });
    actor.send({ type: 'task.cancel' });
    expect(actor.getSnapshot().hasTag('cancelling')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('cancelled'));
    expect(cancelled).toEqual(['t1']);
    expect(emitted).toEqual([{ type: 'task.cancelled', taskId: 't1' }]);
  });

  it('goes on where it was when the cancellation fails', async () => {
    const refusal = new Error('already running on another server');
    const { services } = fakeTasks(() => Promise.reject(refusal));
    const { actor } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1', status: 'running', progress: 30 } });
    actor.send({ type: 'task.cancel' });
    const resumed = await waitFor(actor, (snapshot) => !snapshot.hasTag('cancelling'));
    expect(resumed.matches({ active: 'running' })).toBe(true);
    expect(resumed.context.cancelError).toBe(refusal);
  });

  it('shows a task found already ended as it ended, announcing nothing', () => {
    const { services, reporters } = fakeTasks();
    const { actor, emitted } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1', status: 'completed' } });
    expect(actor.getSnapshot().matches('completed')).toBe(true);
    expect(emitted).toEqual([]);
    expect(reporters.size).toBe(0);
  });

  it('follows the next task from the start, and the same task only once', () => {
    const { services, report } = fakeTasks();
    const { actor } = follow(services);
    actor.send({ type: 'task.follow', task: { taskId: 't1' } });
    report('t1', { status: 'completed' });
    actor.send({ type: 'task.follow', task: { taskId: 't1', status: 'waiting' } });
    expect(actor.getSnapshot().matches('completed')).toBe(true);
    actor.send({ type: 'task.follow', task: { taskId: 't2' } });
    expect(actor.getSnapshot().matches({ active: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.task?.taskId).toBe('t2');
  });
});
