import { describe, expect, it } from 'vitest';
import { waitingTask } from '../../fixtures/taskFixtures.test-support';
import type { TaskUpdate } from '../../machines/taskLifecycle/taskLifecycleMachine';
import { createTaskFeed } from './taskFeed';

const exportTask = (id: string) =>
  waitingTask(id, 'EDF', {
    type: 'edfExport',
    channels: [],
    samplingRate: null,
    annotations: null,
    file: null,
  });

describe('createTaskFeed', () => {
  it('tells a watcher its task at once and at each change of the list, until it stops', () => {
    const feed = createTaskFeed();
    feed.publish([exportTask('a'), exportTask('b')]);
    const heard: TaskUpdate[] = [];
    const stop = feed.watch({ taskId: 'a' }, (update) => heard.push(update));
    feed.publish([{ ...exportTask('a'), status: 'running', progress: 30 }, exportTask('b')]);
    // Dropped off the list (it holds the newest only): nothing is said, not "cancelled".
    feed.publish([exportTask('b')]);
    stop();
    feed.publish([{ ...exportTask('a'), status: 'completed', progress: 100 }]);
    expect(heard.map(({ status, progress }) => ({ status, progress }))).toEqual([
      { status: 'waiting', progress: 0 },
      { status: 'running', progress: 30 },
    ]);
  });
});
