import {
  ACTION_PLAN_QUESTIONNAIRES,
  ACTION_PLAN_QUESTIONNAIRE_NAMES,
  CURRENT_ACTION_STATUSES,
  SUCCESS_MESSAGES,
  actionPlanScore,
  hasPermission,
  isActionAnswerable,
  mayChangeActionStatus,
  questionnaireAnswersSchema,
  toValidationErrors,
} from '@telemed/domain';
import type {
  ActionAnswersResult,
  ActionPlan,
  ActionPlanAnswers,
  ActionPlanItem,
  ActionPlanQuestionnaire,
  ActionStatus,
  CurrentActions,
  Member,
  NewAction,
} from '@telemed/domain';
import { z } from 'zod';
import type { Database } from '../db/connect';
import type { ActionPlanRow } from '../db/schema';
import { ApiError, validationFailed } from '../http/apiError';
import type { ActionPlansRepository, ActionRecord } from '../repositories/actionPlansRepository';
import type { MembersRepository } from '../repositories/membersRepository';
import type { ExaminationAccess } from './examinationAccess';
import { memberNotFound } from './membersService';
import { isStaff, requirePermission } from './permissions';

/** 404: no plan was made from the examination yet. */
export const actionPlanNotFound = () => new ApiError(404, 'ACTION_PLAN_NOT_FOUND');

/** 404: no such action, or another clinic's, or another patient's. */
export const actionNotFound = () => new ApiError(404, 'ACTION_NOT_FOUND');

/** 409: the action's graph has no such change from where it is. */
export const actionStatusChangeFailed = () => new ApiError(409, 'ACTION_STATUS_CHANGE_FAILED');

/** 409: the action was reviewed or cancelled; its answers stay as they are. */
export const actionClosed = () => new ApiError(409, 'ACTION_CLOSED');

/** A stored action as the API answers it, scored from its answers. */
function toActionPlanItem({ action, examinationId }: ActionRecord): ActionPlanItem {
  return {
    _id: action.id,
    actionPlanId: action.actionPlanId,
    examinationId,
    memberId: action.memberId,
    questionnaire: action.questionnaire,
    instructions: action.instructions,
    status: action.status,
    questionnaries: action.answers,
    score: action.answers ? actionPlanScore(action.questionnaire, action.answers) : null,
    answeredAt: action.answeredAt?.toISOString() ?? null,
    createdAt: action.createdAt.toISOString(),
    updatedAt: action.updatedAt.toISOString(),
  };
}

/**
 * Action plans (platform-core §3, §7; docs/decisions.md "Action plans"): staff of an
 * examination's clinic add questionnaire actions to its plan and move them along their graph; the
 * examination's patient answers them. Ids are looked up inside the caller's clinic, and a patient
 * reaches only their own actions: anything else is not found.
 */
export class ActionPlansService {
  constructor(
    private readonly db: Database,
    private readonly plans: ActionPlansRepository,
    private readonly members: MembersRepository,
    private readonly examinationAccess: ExaminationAccess,
  ) {}

  /** The questionnaire catalogue, in the order the clinic offers it. */
  questionnaires(): ActionPlanQuestionnaire[] {
    return ACTION_PLAN_QUESTIONNAIRE_NAMES.map((name) => ({
      name,
      questions: [...ACTION_PLAN_QUESTIONNAIRES[name].questions],
      scoreRange: ACTION_PLAN_QUESTIONNAIRES[name].scoreRange,
    }));
  }

  /**
   * Adds the actions to the examination's plan, making the plan (and setting the examination's
   * hasActionPlan) on the first call. The examination must be the clinic's (404 otherwise).
   */
  async create(
    teamId: string,
    actor: Member,
    examinationId: string,
    newActions: Required<NewAction>[],
  ): Promise<ActionPlan> {
    const examination = await this.examinationAccess.writable(teamId, actor, examinationId);
    const plan = await this.db.transaction(async (tx) => {
      const row = await this.plans.ensurePlan(
        { teamId, examinationId, memberId: examination.memberId, createdBy: actor._id },
        tx,
      );
      await this.plans.appendActions(
        row.id,
        newActions.map((action) => ({
          teamId,
          memberId: row.memberId,
          questionnaire: action.questionnaire,
          instructions: action.instructions,
        })),
        tx,
      );
      return row;
    });
    return this.toActionPlan(plan);
  }

  /** The examination's plan: staff of its clinic and its patient read it. */
  async get(teamId: string, actor: Member, examinationId: string): Promise<ActionPlan> {
    if (isStaff(actor)) requirePermission(actor, 'actionPlans.read');
    await this.examinationAccess.readable(teamId, actor, examinationId);
    const plan = await this.plans.findPlan(teamId, examinationId);
    if (!plan) throw actionPlanNotFound();
    return this.toActionPlan(plan);
  }

  /** Staff move an action along its graph; a change the graph lacks is 409 and changes nothing. */
  async changeStatus(
    teamId: string,
    actionId: string,
    status: ActionStatus,
  ): Promise<ActionPlanItem> {
    await this.db.transaction(async (tx) => {
      const record = await this.plans.findAction(teamId, actionId, tx, { forUpdate: true });
      if (!record) throw actionNotFound();
      if (!mayChangeActionStatus(record.action.status, status)) throw actionStatusChangeFailed();
      await this.plans.updateAction(actionId, { status }, tx);
    });
    const record = await this.plans.findAction(teamId, actionId);
    if (!record) throw actionNotFound();
    return toActionPlanItem(record);
  }

  /**
   * The patient answers the action's questionnaire (again, until staff review it): the answers
   * must fit its questions (400 naming each `questionnaries.<question>`), and the action becomes
   * `answered`. Only the action's patient answers; for anyone else it is not found.
   */
  async answer(
    teamId: string,
    actor: Member,
    actionId: string,
    questionnaries: ActionPlanAnswers,
  ): Promise<ActionAnswersResult> {
    await this.db.transaction(async (tx) => {
      const record = await this.plans.findAction(teamId, actionId, tx, { forUpdate: true });
      if (!record || record.action.memberId !== actor._id) throw actionNotFound();
      const { action } = record;
      if (!isActionAnswerable(action.status)) throw actionClosed();
      const body = { questionnaries };
      const parsed = z
        .object({ questionnaries: questionnaireAnswersSchema(action.questionnaire) })
        .safeParse(body);
      if (!parsed.success) throw validationFailed(toValidationErrors(parsed.error, body));
      await this.plans.updateAction(
        actionId,
        { status: 'answered', answers: parsed.data.questionnaries, answeredAt: new Date() },
        tx,
      );
    });
    return { message: SUCCESS_MESSAGES.questionnaireAnswered, status: 'answered' };
  }

  /**
   * The member's current actions (to answer, or to review), newest first: for the member
   * themselves and for staff of their clinic with the right to read members. Anyone else — a
   * stranger, another patient of the clinic — finds no such member (404 'Member not found').
   */
  async currentActions(userId: string, memberId: string): Promise<CurrentActions> {
    const member = await this.members.findById(memberId);
    if (!member) throw memberNotFound();
    const caller = await this.members.findByUser(member.member.teamId, userId);
    const isSelf = caller?.member.id === memberId;
    if (!caller || (!isSelf && !hasPermission(caller.member.role, 'actionPlans.read')))
      throw memberNotFound();
    const records = await this.plans.listOfMember(memberId, CURRENT_ACTION_STATUSES);
    return { current: records.map(toActionPlanItem) };
  }

  private async toActionPlan(plan: ActionPlanRow): Promise<ActionPlan> {
    const records = await this.plans.listOfPlan(plan.id);
    return {
      _id: plan.id,
      teamId: plan.teamId,
      examinationId: plan.examinationId,
      memberId: plan.memberId,
      actions: records.map(toActionPlanItem),
      createdAt: plan.createdAt.toISOString(),
    };
  }
}
