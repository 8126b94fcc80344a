import type { ActionPlan, ActionPlanItem } from '../schemas/actionPlans';

const TEAM_ID = '20000000-0000-4000-8000-000000000001';
const EXAMINATION_ID = '40000000-0000-4000-8000-000000000001';
const PATIENT_ID = '10000000-0000-4000-8000-000000000009';
const PLAN_ID = '50000000-0000-4000-8000-000000000001';

/**
 * An action of a plan as the API answers it: a CAT to do unless `overrides` say otherwise.
 *
 * @example
 * sampleAction({ questionnaire: 'mmrc', status: 'answered', questionnaries: { grade: 2 }, score: 2 });
 */
export function sampleAction(overrides: Partial<ActionPlanItem> = {}): ActionPlanItem {
  return {
    _id: '60000000-0000-4000-8000-000000000001',
    actionPlanId: PLAN_ID,
    examinationId: EXAMINATION_ID,
    memberId: PATIENT_ID,
    questionnaire: 'cat',
    instructions: '',
    status: 'todo',
    questionnaries: null,
    score: null,
    answeredAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * An examination's plan with the given actions (by default a CAT answered, an mMRC to do).
 *
 * @example
 * sampleActionPlan([sampleAction()]);
 */
export function sampleActionPlan(
  actions: ActionPlanItem[] = [
    sampleAction({
      status: 'answered',
      instructions: 'Every Monday morning',
      questionnaries: {
        cough: 3,
        phlegm: 2,
        chestTightness: 1,
        breathlessness: 4,
        homeActivities: 3,
        confidenceLeavingHome: 2,
        sleep: 1,
        energy: 2,
      },
      score: 18,
      answeredAt: '2026-11-23T08:10:00.000Z',
    }),
    sampleAction({ _id: '60000000-0000-4000-8000-000000000002', questionnaire: 'mmrc' }),
  ],
): ActionPlan {
  return {
    _id: PLAN_ID,
    teamId: TEAM_ID,
    examinationId: EXAMINATION_ID,
    memberId: PATIENT_ID,
    actions,
    createdAt: '2026-11-20T09:00:00.000Z',
  };
}
