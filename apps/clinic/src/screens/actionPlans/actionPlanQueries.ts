import { ApiRequestError } from '@telemed/domain';
import type { ActionPlan, ActionPlanItem, ActionStatus, ApiClient } from '@telemed/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';

/** The key of everything the clinic caches about action plans. */
export const actionPlansKey = ['actionPlans'] as const;

/** The key of an examination's plan. */
export const examinationPlanKey = (teamId: string, examinationId: string) =>
  [...actionPlansKey, 'examination', teamId, examinationId] as const;

/** The key of a member's current actions. */
export const currentActionsKey = (memberId: string) =>
  [...actionPlansKey, 'current', memberId] as const;

/** The examination's plan; null while it has none (the server's 404 'Action plan not found'). */
async function loadPlan(
  client: ApiClient,
  teamId: string,
  examinationId: string,
  signal: AbortSignal,
): Promise<ActionPlan | null> {
  try {
    return await client.actionPlans.get({ params: { teamId, examinationId } }, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'ACTION_PLAN_NOT_FOUND') return null;
    throw error;
  }
}

/** An examination's action plan (null before it has one). */
export function useExaminationPlan(teamId: string, examinationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: examinationPlanKey(teamId, examinationId),
    queryFn: ({ signal }) => loadPlan(client, teamId, examinationId, signal),
    meta: toldOnScreen,
  });
}

/** A member's current actions (to answer, or to review). */
export function useCurrentActions(memberId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: currentActionsKey(memberId),
    queryFn: ({ signal }) =>
      client.actionPlans.currentActions({ params: { memberId } }, { signal }),
    meta: toldOnScreen,
  });
}

/** Changes an action's status (staff); every cached plan and action list then reloads. */
export function useActionStatusChange(teamId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return async (action: ActionPlanItem, status: ActionStatus) => {
    await client.actionPlans.changeStatus({
      params: { teamId, actionId: action._id },
      body: { status },
    });
    await queryClient.invalidateQueries({ queryKey: actionPlansKey });
  };
}
