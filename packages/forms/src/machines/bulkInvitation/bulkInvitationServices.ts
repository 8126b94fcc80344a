import type { Task } from '@telemed/domain';
import { fromPromise } from 'xstate';
import { taskLifecycleMachine } from '../taskLifecycle/taskLifecycleMachine';
import { taskLifecycleActors } from '../taskLifecycle/taskLifecycleServices';
import type { TaskLifecycleServices } from '../taskLifecycle/taskLifecycleServices';
import { bulkInvitationMachine } from './bulkInvitationMachine';
import type { BulkInvitationResult, StartInvitationsInput } from './bulkInvitationMachine';

/** How the app sends, follows and reads invitations in bulk. */
export interface BulkInvitationServices extends TaskLifecycleServices {
  /** Asks for the invitations (POST notifications/tasks); answers the waiting task. */
  startInvitations(input: StartInvitationsInput): Promise<Task>;
  /** How each address went, from the completed task (GET notifications/tasks). */
  taskResults(input: { taskId: string }): Promise<BulkInvitationResult[]>;
}

/**
 * The bulk invitation machine with the app's services.
 *
 * @example
 * const machine = provideBulkInvitation(services);
 */
export function provideBulkInvitation(services: BulkInvitationServices) {
  return bulkInvitationMachine.provide({
    actors: {
      startInvitations: fromPromise<Task, StartInvitationsInput>(({ input }) =>
        services.startInvitations(input),
      ),
      taskResults: fromPromise<BulkInvitationResult[], { taskId: string }>(({ input }) =>
        services.taskResults(input),
      ),
      taskLifecycle: taskLifecycleMachine.provide({ actors: taskLifecycleActors(services) }),
    },
  });
}
