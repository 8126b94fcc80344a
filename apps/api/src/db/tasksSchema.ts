import type { TaskExtra, TaskStatus, TaskType } from '@telemed/domain';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teamMembers, teams, users } from './accountsSchema';
import { examinations } from './examinationsSchema';

/** What a task was asked to work with: the chosen channels and the work's parameters. */
export interface TaskInput {
  keys?: string[];
  parameters?: Record<string, unknown>;
}

/**
 * A background task (platform-core §3 "Task"), durable so any API or worker process may run it:
 * what it is and for whom, where it stands, and its lease. A process that takes a task owns it
 * until `lease_expires_at` and renews the lease while it works; a lease that lapses means the
 * process is gone and another takes the task again (`attempts` counts the takes).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Who asked; the task stays the clinic's when the account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    examinationId: uuid('examination_id').references(() => examinations.id, {
      onDelete: 'cascade',
    }),
    taskType: text('task_type').$type<TaskType>().notNull(),
    taskDesc: text('task_desc').notNull(),
    description: text('description'),
    status: text('status').$type<TaskStatus>().notNull().default('waiting'),
    progress: real('progress').notNull().default(0),
    stage: integer('stage').notNull().default(1),
    totalStages: integer('total_stages').notNull().default(1),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    input: jsonb('input').$type<TaskInput>().notNull().default({}),
    extra: jsonb('extra').$type<TaskExtra>().notNull(),
    errorCode: text('error_code'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('tasks_claim_idx').on(table.taskType, table.status, table.createdAt),
    index('tasks_team_created_idx').on(table.teamId, table.taskType, table.createdAt),
    index('tasks_user_created_idx').on(table.userId, table.taskType, table.createdAt),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
