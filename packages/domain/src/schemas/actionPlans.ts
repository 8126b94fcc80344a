import { z } from 'zod';
import {
  ACTION_PLAN_QUESTIONNAIRES,
  ACTION_PLAN_QUESTIONNAIRE_NAMES,
} from '../rules/actionPlans/actionPlanQuestionnaires';
import type {
  ActionPlanQuestion,
  ActionPlanQuestionnaireName,
} from '../rules/actionPlans/actionPlanQuestionnaires';
import { ACTION_STATUSES } from '../rules/actionPlans/actionStatuses';
import { IsoDateTimeSchema } from './examination';
import { pathId } from './routeParams';

/*
 * Action plans (platform-core §3 "Action plan item", §7 "Action plans"): a plan made by staff from
 * an examination, whose actions ask the patient to answer questionnaires of the catalogue. The
 * answers travel in a field named `questionnaries`, the spec's spelling on the wire. Custom zod
 * messages are constraint keys.
 */

/** Longest instruction staff give with an action. */
export const ACTION_INSTRUCTIONS_MAX_LENGTH = 500;

/** Most actions one request adds to a plan. */
export const ACTION_PLAN_MAX_NEW_ACTIONS = 10;

export const ActionPlanQuestionnaireNameSchema = z.enum(ACTION_PLAN_QUESTIONNAIRE_NAMES, {
  error: 'invalidValue',
});

export const ActionStatusSchema = z.enum(ACTION_STATUSES, { error: 'invalidValue' });

/** One question of a questionnaire, as `GET actionplans/questionnaires` answers it. */
export const ActionPlanQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ name: z.string(), kind: z.literal('scale'), min: z.number(), max: z.number() }),
  z.object({ name: z.string(), kind: z.literal('yesNo') }),
]);

/** One questionnaire of the catalogue. */
export const ActionPlanQuestionnaireSchema = z.object({
  name: ActionPlanQuestionnaireNameSchema,
  questions: z.array(ActionPlanQuestionSchema),
  scoreRange: z.object({ min: z.number(), max: z.number() }),
});

export type ActionPlanQuestionnaire = z.infer<typeof ActionPlanQuestionnaireSchema>;

/** `GET actionplans/questionnaires` */
export const ActionPlanQuestionnairesSchema = z.array(ActionPlanQuestionnaireSchema);

/** Answers of any questionnaire, as the wire carries them; the action's questionnaire checks them. */
export const ActionPlanAnswersSchema = z.record(z.string(), z.union([z.number(), z.boolean()]));

function answerSchema(question: ActionPlanQuestion) {
  if (question.kind === 'yesNo') return z.boolean({ error: 'invalidType' });
  const { min, max } = question;
  return z
    .number({ error: 'invalidType' })
    .refine(Number.isInteger, { message: 'notInteger' })
    .refine((value) => value >= min && value <= max, {
      message: 'outOfRange',
      params: { min, max },
    });
}

/**
 * The answers one questionnaire accepts: every question answered by its kind (a scale's integer
 * within its bounds, a yes / no), and nothing else.
 *
 * @example
 * questionnaireAnswersSchema('mmrc').safeParse({ grade: 5 }).success; // false: outOfRange
 */
export function questionnaireAnswersSchema(questionnaire: ActionPlanQuestionnaireName) {
  const questions: readonly ActionPlanQuestion[] =
    ACTION_PLAN_QUESTIONNAIRES[questionnaire].questions;
  return z.strictObject(
    Object.fromEntries(questions.map((question) => [question.name, answerSchema(question)])),
    { error: 'invalidValue' },
  );
}

/** An action of a plan, as the API answers it (platform-core §3 "Action plan item"). */
export const ActionPlanItemSchema = z.object({
  _id: z.string(),
  actionPlanId: z.string(),
  examinationId: z.string(),
  /** The patient who answers it. */
  memberId: z.string(),
  questionnaire: ActionPlanQuestionnaireNameSchema,
  instructions: z.string(),
  status: ActionStatusSchema,
  /** The patient's latest answers, null until they answer (the spec's spelling). */
  questionnaries: ActionPlanAnswersSchema.nullable(),
  /** The server's score of the answers (see `actionPlanScore`), null until answered. */
  score: z.number().nullable(),
  answeredAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});

export type ActionPlanItem = z.infer<typeof ActionPlanItemSchema>;

/** An examination's action plan with its actions, oldest first. */
export const ActionPlanSchema = z.object({
  _id: z.string(),
  teamId: z.string(),
  examinationId: z.string(),
  memberId: z.string(),
  actions: z.array(ActionPlanItemSchema),
  createdAt: IsoDateTimeSchema,
});

export type ActionPlan = z.infer<typeof ActionPlanSchema>;

/** One action to add: a questionnaire of the catalogue and what staff tell the patient about it. */
export const NewActionSchema = z.object({
  questionnaire: ActionPlanQuestionnaireNameSchema,
  instructions: z
    .string({ error: 'invalidType' })
    .trim()
    .max(ACTION_INSTRUCTIONS_MAX_LENGTH, { error: 'tooLong' })
    .default(''),
});

export type NewAction = z.input<typeof NewActionSchema>;

/**
 * `POST actionplans/teams/{teamId}/examinations/{examinationId}`, the plan data: the actions to
 * add to the examination's plan (the plan is made by the first of these calls).
 */
export const CreateActionPlanBodySchema = z.object({
  actions: z
    .array(NewActionSchema, { error: 'invalidType' })
    .min(1, { error: 'isRequired' })
    .max(ACTION_PLAN_MAX_NEW_ACTIONS, { error: 'invalidValue' }),
});

export type CreateActionPlanBody = z.input<typeof CreateActionPlanBodySchema>;

/** `PATCH actionplans/team/{teamId}/actions/status/{actionId}` */
export const ActionStatusBodySchema = z.object({ status: ActionStatusSchema });

export type ActionStatusBody = z.infer<typeof ActionStatusBodySchema>;

/** `PATCH actionplans/team/{teamId}/actions/answers/{actionId}/questionnaire` */
export const ActionAnswersBodySchema = z.object({ questionnaries: ActionPlanAnswersSchema });

export type ActionAnswersBody = z.infer<typeof ActionAnswersBodySchema>;

/** The answer to saved answers: the success message and the action's status now. */
export const ActionAnswersResultSchema = z.object({
  message: z.string(),
  status: ActionStatusSchema,
});

export type ActionAnswersResult = z.infer<typeof ActionAnswersResultSchema>;

/** `GET actionplans/teammembers/{memberId}/actions`: the member's current actions, newest first. */
export const CurrentActionsSchema = z.object({ current: z.array(ActionPlanItemSchema) });

export type CurrentActions = z.infer<typeof CurrentActionsSchema>;

/** `/actionplans/teams/:teamId/examinations/:examinationId` */
export const ActionPlanExaminationParamsSchema = z.object({
  teamId: pathId(),
  examinationId: pathId(),
});

/** `/actionplans/team/:teamId/actions/.../:actionId` */
export const ActionParamsSchema = z.object({ teamId: pathId(), actionId: pathId() });

/** `/actionplans/teammembers/:memberId/actions` */
export const ActionPlanMemberParamsSchema = z.object({ memberId: pathId() });
