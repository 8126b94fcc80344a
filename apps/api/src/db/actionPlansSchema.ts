import type { ActionPlanAnswers, ActionPlanQuestionnaireName, ActionStatus } from '@telemed/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teamMembers, teams } from './accountsSchema';
import { examinations } from './examinationsSchema';

/**
 * Action plans (migration 0020, issue 23): one per examination, made by staff of its clinic for
 * its patient. The plan goes with its examination; the unique index keeps it one.
 */
export const actionPlans = pgTable(
  'action_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    examinationId: uuid('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    /** The examination's patient, who answers the actions. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('action_plans_examination_idx').on(table.examinationId)],
);

/**
 * The actions of a plan: a questionnaire of the catalogue for the patient to answer. The team
 * and the patient are repeated from the plan so an action is found inside its clinic, and a
 * member's current actions by one index, without a join. The answers are the latest the patient
 * sent, validated by the questionnaire's questions; the score is computed from them on read.
 */
export const actions = pgTable(
  'actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionPlanId: uuid('action_plan_id')
      .notNull()
      .references(() => actionPlans.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** The action's place in its plan, from 0: actions added by one call share their time. */
    position: integer('position').notNull(),
    questionnaire: text('questionnaire').$type<ActionPlanQuestionnaireName>().notNull(),
    instructions: text('instructions').notNull().default(''),
    status: text('status').$type<ActionStatus>().notNull().default('todo'),
    answers: jsonb('answers').$type<ActionPlanAnswers>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('actions_plan_position_idx').on(table.actionPlanId, table.position),
    index('actions_member_status_idx').on(table.memberId, table.status, table.createdAt),
  ],
);

export type ActionPlanRow = typeof actionPlans.$inferSelect;
export type NewActionPlanRow = typeof actionPlans.$inferInsert;
export type ActionRow = typeof actions.$inferSelect;
export type NewActionRow = typeof actions.$inferInsert;
