import { TASK_TYPES, mayHandleTask } from '@telemed/domain';
import type { MemberRole, Task, TaskType } from '@telemed/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { toldOnScreen } from '../feedback/toldOnScreen';
import type { ClinicServices } from '../services/createClinicServices';
import { useServices } from '../services/ServicesContext';

/** The query of the clinic's tasks of one kind (GET …/tasks?teamId=…), kept live by the socket. */
export const clinicTasksKey = (teamId: string, taskType: TaskType) =>
  ['clinicTasks', teamId, taskType] as const;

/** The list and cancel calls of each kind of task (platform-core §7 "Tasks"). */
function kindCalls({ client }: Pick<ClinicServices, 'client'>, taskType: TaskType) {
  const group = {
    preparingFile: client.signalDownloadTasks,
    EDF: client.edfTasks,
    'team-invite': client.notificationTasks,
    preparingAnalysis: client.ecgAnalysis,
  }[taskType];
  return {
    list: (teamId: string, signal: AbortSignal) =>
      group.listTasks({ query: { teamId } }, { signal }),
    remove: (taskId: string) => group.removeTask({ params: { taskId } }),
  };
}

/** The task as the server now tells it, put in (or at the head of) its kind's list. */
function withTask(tasks: readonly Task[], task: Task): Task[] {
  return tasks.some((listed) => listed.id === task.id)
    ? tasks.map((listed) => (listed.id === task.id ? task : listed))
    : [task, ...tasks];
}

/** Writes a task's news into the list of its kind, if that list is loaded. */
export function storeTask(queryClient: QueryClient, task: Task): void {
  queryClient.setQueryData<{ tasks: Task[] }>(
    clinicTasksKey(task.teamId, task.taskType),
    (current) => current && { tasks: withTask(current.tasks, task) },
  );
}

/** What the task centre of a clinic shows and does. */
export interface ClinicTasks {
  /** Every kind the member may handle, newest first; undefined until each has loaded. */
  tasks: Task[] | undefined;
  /** Why a list could not be loaded. */
  error: unknown;
  /** Loads every list again. */
  reload: () => void;
  /** Cancels a task with its kind's DELETE; the list takes the cancelled task. */
  cancel: (task: Task) => Promise<Task>;
}

/**
 * The clinic's tasks of every kind the member's role may handle (mayHandleTask), newest first,
 * kept live: each change the server announces (`task.changed`: asked for, progress, end) is
 * written into its kind's list, and the lists load again whenever the live socket connects (a
 * change missed while it was down is not lost).
 */
export function useClinicTasks(teamId: string, role: MemberRole | undefined): ClinicTasks {
  const services = useServices();
  const { realtime } = services;
  const queryClient = useQueryClient();
  const kinds = useMemo(
    () => (role ? TASK_TYPES.filter((taskType) => mayHandleTask(role, taskType)) : []),
    [role],
  );
  const lists = useQueries({
    queries: kinds.map((taskType) => ({
      queryKey: clinicTasksKey(teamId, taskType),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        kindCalls(services, taskType).list(teamId, signal),
      meta: toldOnScreen,
    })),
  });

  useEffect(
    () =>
      realtime.on('task.changed', (task) => {
        if (task.teamId === teamId) storeTask(queryClient, task);
      }),
    [queryClient, realtime, teamId],
  );
  const connection = useSyncExternalStore(realtime.subscribe, () => realtime.state.status);
  const reload = useCallback(() => {
    for (const taskType of kinds)
      void queryClient.invalidateQueries({ queryKey: clinicTasksKey(teamId, taskType) });
  }, [queryClient, kinds, teamId]);
  // Connected again after a drop: what changed meanwhile was not heard, so load it.
  const wasConnected = useRef(connection === 'connected');
  useEffect(() => {
    const isConnected = connection === 'connected';
    if (isConnected && !wasConnected.current) reload();
    wasConnected.current = isConnected;
  }, [connection, reload]);

  const loaded = lists.every((list) => list.data);
  const tasks = loaded
    ? lists
        .flatMap((list) => list.data?.tasks ?? [])
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    : undefined;
  return {
    tasks,
    error: lists.find((list) => list.error)?.error ?? null,
    reload,
    cancel: async (task) => {
      const cancelled = await kindCalls(services, task.taskType).remove(task.id);
      storeTask(queryClient, cancelled);
      return cancelled;
    },
  };
}
