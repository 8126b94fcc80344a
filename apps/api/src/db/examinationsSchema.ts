import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ExaminationFilters,
  ExaminationStatus,
  ExaminationType,
  IntroQuestionnaireSpec,
  QuestionnaireAnswers,
} from '@telemed/domain';
import { teamMembers, teams } from './accountsSchema';

/** One examination spec per type: its name, intro questionnaire and event types. */
export const examinationSpecs = pgTable('examination_specs', {
  type: text('type').$type<ExaminationType>().primaryKey(),
  name: text('name').notNull(),
  introQuestionnaire: jsonb('intro_questionnaire').$type<IntroQuestionnaireSpec>().notNull(),
  eventTypes: text('event_types').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ExaminationSpecRow = typeof examinationSpecs.$inferSelect;

/**
 * Examinations of a clinic's patients. `board_position` orders each board column (the stored
 * statuses of one column, see statusesOfBoardColumn) densely from 0.
 */
export const examinations = pgTable(
  'examinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The patient. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    type: text('type').$type<ExaminationType>().notNull(),
    description: text('description').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
    analyzedDurationMs: bigint('analyzed_duration_ms', { mode: 'number' }),
    status: text('status').$type<ExaminationStatus>().notNull().default('DEFAULT'),
    /** The status to go back to when an archived examination is restored. */
    statusBeforeArchive: text('status_before_archive').$type<ExaminationStatus>(),
    boardPosition: integer('board_position').notNull(),
    assignedDoctorId: uuid('assigned_doctor_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    archived: boolean('archived').notNull().default(false),
    frozen: boolean('frozen').notNull().default(false),
    reportDescription: text('report_description'),
    hasActionPlan: boolean('has_action_plan').notNull().default(false),
    /**
     * Events saved for the examination; null until its recording has been analysed (a seeded
     * demo examination before its first open).
     */
    eventCount: integer('event_count').default(0),
    recorderNumber: text('recorder_number'),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    questionnaire: jsonb('questionnaire').$type<QuestionnaireAnswers>().notNull().default({}),
    introQuestionnaireId: uuid('intro_questionnaire_id').notNull().defaultRandom(),
    filters: jsonb('filters').$type<ExaminationFilters>().notNull().default({ members: [] }),
    firstMeasurementAt: timestamp('first_measurement_at', { withTimezone: true }),
    secondMeasurementAt: timestamp('second_measurement_at', { withTimezone: true }),
    thirdMeasurementAt: timestamp('third_measurement_at', { withTimezone: true }),
    stressTestMeasurement: boolean('stress_test_measurement'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The search's default order and its start-date order, per clinic and archived flag.
    index('examinations_team_archived_created_idx').on(
      table.teamId,
      table.archived,
      table.createdAt,
      table.id,
    ),
    index('examinations_team_archived_start_idx').on(
      table.teamId,
      table.archived,
      table.startDate,
      table.id,
    ),
    // Board columns, and the status filter.
    index('examinations_team_status_position_idx').on(
      table.teamId,
      table.status,
      table.boardPosition,
    ),
    // Pending and annotation lists, and the physician filter (its count is index-only).
    index('examinations_team_doctor_idx').on(
      table.teamId,
      table.assignedDoctorId,
      table.archived,
      table.status,
      table.type,
    ),
    // A patient's examinations, and the patient filter.
    index('examinations_member_created_idx').on(table.memberId, table.createdAt),
  ],
);

export type ExaminationRow = typeof examinations.$inferSelect;
export type NewExaminationRow = typeof examinations.$inferInsert;

/**
 * How many examinations a clinic has per archived flag, status, type and HIDDEN tag, kept by a
 * trigger on examinations (migration 0002). The search's total without a physician or patient
 * filter is a sum over a few of these rows instead of a count over up to every examination.
 */
export const examinationCounts = pgTable(
  'examination_counts',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull(),
    status: text('status').$type<ExaminationStatus>().notNull(),
    type: text('type').$type<ExaminationType>().notNull(),
    hidden: boolean('hidden').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.teamId, table.archived, table.status, table.type, table.hidden],
    }),
  ],
);
