import { describe, expect, it } from 'vitest';
import { TASK_DEFAULTS, isTaskEnded } from './tasks';

describe('background tasks', () => {
  it('start waiting, at stage 1 of 1, with no progress', () => {
    expect(TASK_DEFAULTS).toEqual({ progress: 0, stage: 1, totalStages: 1, status: 'waiting' });
  });

  it('end completed, failed or cancelled', () => {
    expect(['waiting', 'running'].map((status) => isTaskEnded(status as 'waiting'))).toEqual([
      false,
      false,
    ]);
    expect(isTaskEnded('completed') && isTaskEnded('failed') && isTaskEnded('cancelled')).toBe(
      true,
    );
  });
});
