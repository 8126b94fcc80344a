import { QueryClient } from '@tanstack/react-query';
import { TASK_DEFAULTS } from '@telemed/domain';
import type { Task } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { clinicTasksKey, storeTask } from './clinicTasks';

const task = (id: string, status: Task['status'] = 'waiting'): Task => ({
  id,
  timestamp: '2026-11-28T10:00:00.000Z',
  ...TASK_DEFAULTS,
  status,
  taskDesc: 'edfExport',
  taskType: 'EDF',
  startDate: null,
  endDate: null,
  examinationId: null,
  memberId: null,
  teamId: 'team-1',
  description: null,
  error: null,
  extra: { type: 'edfExport', channels: [], samplingRate: null, annotations: null, file: null },
});

describe('storeTask', () => {
  it('puts a new task at the head of its kind’s list and replaces a known one in place', () => {
    const queryClient = new QueryClient();
    const key = clinicTasksKey('team-1', 'EDF');
    queryClient.setQueryData(key, { tasks: [task('older', 'completed')] });
    storeTask(queryClient, task('newer'));
    storeTask(queryClient, { ...task('older', 'completed'), description: 'told again' });
    storeTask(queryClient, task('newer', 'running'));
    const { tasks } = queryClient.getQueryData<{ tasks: Task[] }>(key) ?? { tasks: [] };
    expect(tasks.map((each) => [each.id, each.status])).toEqual([
      ['newer', 'running'],
      ['older', 'completed'],
    ]);
    expect(tasks[1]?.description).toBe('told again');
  });

  it('leaves a list that was never loaded unloaded, and other clinics’ lists alone', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(clinicTasksKey('team-2', 'EDF'), { tasks: [] });
    storeTask(queryClient, task('one'));
    expect(queryClient.getQueryData(clinicTasksKey('team-1', 'EDF'))).toBeUndefined();
    expect(queryClient.getQueryData(clinicTasksKey('team-2', 'EDF'))).toEqual({ tasks: [] });
  });
});
