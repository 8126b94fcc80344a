import { describe, expect, it } from 'vitest';
import { createFrameScheduler } from './frameScheduler';

/** Animation frames the test runs by hand. */
function manualFrames() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    pending,
    request(callback: () => void) {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    cancel(handle: number) {
      pending.delete(handle);
    },
    runFrame() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
  };
}

describe('createFrameScheduler', () => {
  it('runs once per frame with every flag marked before it', () => {
    const frames = manualFrames();
    const runs: number[] = [];
    const scheduler = createFrameScheduler((flags) => runs.push(flags), frames);
    scheduler.mark(1);
    scheduler.mark(2);
    scheduler.mark(2);
    expect(frames.pending.size).toBe(1);
    frames.runFrame();
    expect(runs).toEqual([3]);
  });

  it('asks for a new frame after one ran, with only the flags marked since', () => {
    const frames = manualFrames();
    const runs: number[] = [];
    const scheduler = createFrameScheduler((flags) => runs.push(flags), frames);
    scheduler.mark(1);
    frames.runFrame();
    frames.runFrame();
    scheduler.mark(2);
    frames.runFrame();
    expect(runs).toEqual([1, 2]);
  });

  it('runs nothing once cancelled, and forgets the marks', () => {
    const frames = manualFrames();
    const runs: number[] = [];
    const scheduler = createFrameScheduler((flags) => runs.push(flags), frames);
    scheduler.mark(1);
    scheduler.cancel();
    frames.runFrame();
    expect(runs).toEqual([]);
    scheduler.mark(2);
    frames.runFrame();
    expect(runs).toEqual([2]);
  });
});
