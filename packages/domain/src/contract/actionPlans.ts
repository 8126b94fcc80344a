import {
  ActionAnswersBodySchema,
  ActionAnswersResultSchema,
  ActionParamsSchema,
  ActionPlanExaminationParamsSchema,
  ActionPlanItemSchema,
  ActionPlanMemberParamsSchema,
  ActionPlanQuestionnairesSchema,
  ActionPlanSchema,
  ActionStatusBodySchema,
  CreateActionPlanBodySchema,
  CurrentActionsSchema,
} from '../schemas/actionPlans';
import { endpoint, errorResponses } from './endpoint';

/**
 * Action plans (platform-core §7 "Action plans, annotations, search, features"; issue 23), on
 * the spec's paths. Staff of the examination's clinic make the plan and change the actions'
 * statuses; the examination's patient reads their actions and answers their questionnaires. The
 * spec's "then the plan reloads" is `get`, on the path of `create` (docs/decisions.md). The
 * member's actions name no clinic: the service finds it from the membership.
 */
export const actionPlansContract = {
  /** The questionnaire catalogue. */
  questionnaires: endpoint({
    method: 'GET',
    path: '/actionplans/questionnaires',
    access: 'signedIn',
    responses: { 200: ActionPlanQuestionnairesSchema, ...errorResponses },
  }),
  /** Adds actions to the examination's plan (making it); the examination's hasActionPlan follows. */
  create: endpoint({
    method: 'POST',
    path: '/actionplans/teams/:teamId/examinations/:examinationId',
    access: 'teamMember',
    params: ActionPlanExaminationParamsSchema,
    body: CreateActionPlanBodySchema,
    responses: { 201: ActionPlanSchema, ...errorResponses },
  }),
  /** The examination's plan (404 'Action plan not found' before it has one). */
  get: endpoint({
    method: 'GET',
    path: '/actionplans/teams/:teamId/examinations/:examinationId',
    access: 'teamMember',
    params: ActionPlanExaminationParamsSchema,
    responses: { 200: ActionPlanSchema, ...errorResponses },
  }),
  /** Staff move an action along its graph (409 for a change the graph does not have). */
  changeStatus: endpoint({
    method: 'PATCH',
    path: '/actionplans/team/:teamId/actions/status/:actionId',
    access: 'teamMember',
    params: ActionParamsSchema,
    body: ActionStatusBodySchema,
    responses: { 200: ActionPlanItemSchema, ...errorResponses },
  }),
  /** The patient answers the action's questionnaire; the answers are checked by its questions. */
  answer: endpoint({
    method: 'PATCH',
    path: '/actionplans/team/:teamId/actions/answers/:actionId/questionnaire',
    access: 'teamMember',
    params: ActionParamsSchema,
    body: ActionAnswersBodySchema,
    responses: { 200: ActionAnswersResultSchema, ...errorResponses },
  }),
  /** The member's current actions (to answer or to review), newest first. */
  currentActions: endpoint({
    method: 'GET',
    path: '/actionplans/teammembers/:memberId/actions',
    access: 'signedIn',
    params: ActionPlanMemberParamsSchema,
    responses: { 200: CurrentActionsSchema, ...errorResponses },
  }),
} as const;
