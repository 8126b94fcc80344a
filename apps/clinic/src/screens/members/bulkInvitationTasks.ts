import type { BulkInvitationServices } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { polledTaskServices } from '../../tasks/polledTaskServices';

/** The query of the clinic's bulk invitation tasks (GET notifications/tasks). */
export const bulkInvitationTasksKey = (teamId: string) => ['bulkInvitationTasks', teamId] as const;

/**
 * Invitations in bulk over the portal's API: asked for with POST notifications/tasks, followed
 * (polled every second) through the clinic's list of them, cancelled with DELETE
 * notifications/tasks/{id}, and each address's outcome read from the completed task.
 */
export function bulkInvitationServices(
  services: ClinicServices,
  teamId: string,
): BulkInvitationServices {
  const { client } = services;
  const list = (signal?: AbortSignal) =>
    client.notificationTasks.listTasks({ query: { teamId } }, signal ? { signal } : undefined);
  return {
    startInvitations: ({ role, emails }) =>
      client.notificationTasks.createTask({
        body: { teamId, task: 'team-invite', parameters: { role, emails } },
      }),
    taskResults: async ({ taskId }) => {
      const task = (await list()).tasks.find((listed) => listed.id === taskId);
      return task?.extra.type === 'teamInvite' ? (task.extra.results ?? []) : [];
    },
    ...polledTaskServices(services, {
      queryKey: bulkInvitationTasksKey(teamId),
      list: (signal) => list(signal),
      remove: (taskId) => client.notificationTasks.removeTask({ params: { taskId } }),
    }),
  };
}
