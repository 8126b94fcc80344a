import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ActionStatus } from '@telemed/domain';
import type { Database } from '../db/connect';
import { actionPlans, actions, examinations } from '../db/schema';
import type { ActionPlanRow, ActionRow, NewActionRow } from '../db/schema';

/** An action with the examination its plan was made from. */
export interface ActionRecord {
  action: ActionRow;
  examinationId: string;
}

/** SQL on action plans and their actions. Every method takes an optional transaction. */
export class ActionPlansRepository {
  constructor(private readonly db: Database) {}

  private selectActions(tx: Database) {
    return tx
      .select({ action: actions, examinationId: actionPlans.examinationId })
      .from(actions)
      .innerJoin(actionPlans, eq(actionPlans.id, actions.actionPlanId));
  }

  /** The examination's plan, if it has one. */
  async findPlan(
    teamId: string,
    examinationId: string,
    tx: Database = this.db,
  ): Promise<ActionPlanRow | null> {
    const [row] = await tx
      .select()
      .from(actionPlans)
      .where(and(eq(actionPlans.teamId, teamId), eq(actionPlans.examinationId, examinationId)));
    return row ?? null;
  }

  /**
   * The examination's plan, made now if it has none, with the examination marked as having one.
   * Run in a transaction holding the examination's row, so two first calls make one plan.
   */
  async ensurePlan(
    plan: { teamId: string; examinationId: string; memberId: string; createdBy: string },
    tx: Database,
  ): Promise<ActionPlanRow> {
    await tx
      .select({ id: examinations.id })
      .from(examinations)
      .where(eq(examinations.id, plan.examinationId))
      .for('update');
    const existing = await this.findPlan(plan.teamId, plan.examinationId, tx);
    if (existing) return existing;
    const [inserted] = await tx.insert(actionPlans).values(plan).returning();
    if (!inserted) throw new Error('Inserting an action plan returned no row');
    await tx
      .update(examinations)
      .set({ hasActionPlan: true })
      .where(eq(examinations.id, plan.examinationId));
    return inserted;
  }

  /**
   * Appends actions to a plan, numbered after its last. Run in the transaction of
   * {@link ensurePlan}, whose lock on the examination keeps two calls from taking one position.
   */
  async appendActions(
    actionPlanId: string,
    rows: Omit<NewActionRow, 'actionPlanId' | 'position'>[],
    tx: Database,
  ): Promise<void> {
    const [counted] = await tx
      .select({ total: count() })
      .from(actions)
      .where(eq(actions.actionPlanId, actionPlanId));
    const first = counted?.total ?? 0;
    await tx
      .insert(actions)
      .values(rows.map((row, index) => ({ ...row, actionPlanId, position: first + index })));
  }

  /** A plan's actions in the order they were added. */
  async listOfPlan(actionPlanId: string, tx: Database = this.db): Promise<ActionRecord[]> {
    return this.selectActions(tx)
      .where(eq(actions.actionPlanId, actionPlanId))
      .orderBy(asc(actions.position));
  }

  /** A member's actions in some statuses, newest first. */
  async listOfMember(
    memberId: string,
    statuses: readonly ActionStatus[],
    tx: Database = this.db,
  ): Promise<ActionRecord[]> {
    return this.selectActions(tx)
      .where(and(eq(actions.memberId, memberId), inArray(actions.status, [...statuses])))
      .orderBy(desc(actions.createdAt), desc(actions.position));
  }

  /**
   * The action if it belongs to the clinic; another clinic's finds nothing. `forUpdate` locks it
   * until the transaction ends, so a status change and an answer queue.
   */
  async findAction(
    teamId: string,
    actionId: string,
    tx: Database = this.db,
    options: { forUpdate?: boolean } = {},
  ): Promise<ActionRecord | null> {
    const query = this.selectActions(tx).where(
      and(eq(actions.teamId, teamId), eq(actions.id, actionId)),
    );
    const [row] = await (options.forUpdate ? query.for('update', { of: actions }) : query);
    return row ?? null;
  }

  /** Sets some columns of one action and stamps `updatedAt`. */
  async updateAction(
    actionId: string,
    changes: Partial<Pick<ActionRow, 'status' | 'answers' | 'answeredAt'>>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(actions)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(actions.id, actionId));
  }
}
