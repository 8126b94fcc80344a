import type {
  ActionAnswersResult,
  ActionPlan,
  ActionPlanAnswers,
  ApiClient,
  NewAction,
} from '@telemed/domain';
import { fromPromise } from 'xstate';

/** The input of the `createActionPlan` service: the examination and the actions to add. */
export interface CreateActionPlanInput {
  teamId: string;
  examinationId: string;
  actions: Required<NewAction>[];
}

/** The input of the `saveAnswers` service: the action and the patient's answers. */
export interface SaveAnswersInput {
  teamId: string;
  actionId: string;
  questionnaries: ActionPlanAnswers;
}

/** The calls the action plan machines make, as the app provides them. */
export interface ActionPlanServices {
  /** POST actionplans/teams/{teamId}/examinations/{examinationId}. */
  createActionPlan(input: CreateActionPlanInput): Promise<ActionPlan>;
  /** PATCH actionplans/team/{teamId}/actions/answers/{actionId}/questionnaire. */
  saveAnswers(input: SaveAnswersInput): Promise<ActionAnswersResult>;
}

/**
 * The action plan creation machine's actor over the app's service.
 *
 * @example
 * const machine = actionPlanCreationMachine.provide({ actors: actionPlanCreationActors(services) });
 */
export function actionPlanCreationActors(services: Pick<ActionPlanServices, 'createActionPlan'>) {
  return {
    createActionPlan: fromPromise<ActionPlan, CreateActionPlanInput>(({ input }) =>
      services.createActionPlan(input),
    ),
  };
}

/**
 * The questionnaire answer machine's actor over the app's service.
 *
 * @example
 * const machine = questionnaireAnswerMachine.provide({ actors: questionnaireAnswerActors(services) });
 */
export function questionnaireAnswerActors(services: Pick<ActionPlanServices, 'saveAnswers'>) {
  return {
    saveAnswers: fromPromise<ActionAnswersResult, SaveAnswersInput>(({ input }) =>
      services.saveAnswers(input),
    ),
  };
}

/**
 * The action plan calls over the API client derived from the contract: the wiring the app, the
 * stories (against `@telemed/domain/mock`) and the tests share.
 *
 * @example
 * const actors = questionnaireAnswerActors(actionPlanApiServices(client));
 */
export function actionPlanApiServices(client: ApiClient): ActionPlanServices {
  return {
    createActionPlan: ({ teamId, examinationId, actions }) =>
      client.actionPlans.create({ params: { teamId, examinationId }, body: { actions } }),
    saveAnswers: ({ teamId, actionId, questionnaries }) =>
      client.actionPlans.answer({ params: { teamId, actionId }, body: { questionnaries } }),
  };
}
