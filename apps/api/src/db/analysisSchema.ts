import type { AnalysisTaskStatus, ExaminationType } from '@telemed/domain';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accountsSchema';
import { examinations } from './examinationsSchema';

/** Detector parameters by name: numbers, and the ECG analysis's two switches. */
export type StoredParameters = Record<string, number | boolean>;

/**
 * A clinic's detector parameters per examination type (clinical-domain §2 "Analysis parameter
 * settings per examination type"): those its last analysis of the type ran with. Only the values
 * that differ from nothing are kept: the full set is the detectors' defaults overridden by these.
 */
export const analysisParameters = pgTable(
  'analysis_parameters',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    examinationType: text('examination_type').$type<ExaminationType>().notNull(),
    parameters: jsonb('parameters').$type<StoredParameters>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.examinationType] })],
);

export type AnalysisParametersRow = typeof analysisParameters.$inferSelect;

/**
 * A background ECG analysis (platform-core §7 "Tasks", type preparingAnalysis): who asked, for
 * which examination, with which parameters (every one), where it stands and what it found or
 * why it failed (an error code of the catalogue). Deleting the row cancels the task.
 */
export const analysisTasks = pgTable(
  'analysis_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    examinationId: uuid('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    status: text('status').$type<AnalysisTaskStatus>().notNull(),
    parameters: jsonb('parameters').$type<StoredParameters>().notNull(),
    result: jsonb('result').$type<{ beats: number; events: number }>(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analysis_tasks_status_created_idx').on(table.status, table.createdAt),
    index('analysis_tasks_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export type AnalysisTaskRow = typeof analysisTasks.$inferSelect;
