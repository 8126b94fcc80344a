import type {
  LibraryItemKind,
  ProgramDayState,
  ProgramDetails,
  RecordedAnswer,
  Series,
  Step,
} from '@telemed/domain';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { teamMembers, teams } from './accountsSchema';

/** What a program keeps as one document: everything staff edit but the title and restriction. */
export type StoredProgramDetails = Omit<ProgramDetails, 'title' | 'restrictedToMemberIds'>;

/**
 * Rehabilitation programs (migration 0019, issue 23). The editor saves a program whole, so its
 * steps, series and questions are one JSON document validated by `ProgramDetailsSchema` on every
 * write; the title, publication and archive are columns the lists filter and sort by.
 */
export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: jsonb('details').$type<StoredProgramDetails>().notNull(),
    published: boolean('published').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdBy: uuid('created_by').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('programs_team_created_idx').on(table.teamId, table.createdAt)],
);

export type ProgramRow = typeof programs.$inferSelect;
export type NewProgramRow = typeof programs.$inferInsert;

/**
 * The patients a program is restricted to (clinical-domain §5); none: every patient. A row goes
 * with its member, so a removed patient drops out of the restriction.
 */
export const programRestrictions = pgTable(
  'program_restrictions',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.programId, table.memberId] }),
    index('program_restrictions_member_idx').on(table.memberId),
  ],
);

/** Steps and series saved to a clinic's library, each as the document a program holds. */
export const programLibraryItems = pgTable(
  'program_library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LibraryItemKind>().notNull(),
    content: jsonb('content').$type<Step | Series>().notNull(),
    createdBy: uuid('created_by').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('program_library_items_team_kind_idx').on(table.teamId, table.kind)],
);

export type ProgramLibraryItemRow = typeof programLibraryItems.$inferSelect;

/**
 * A program given to a patient. It keeps a copy of the program's title, steps and days off as
 * they were, so editing or deleting the program never changes a plan the patient follows.
 */
export const programAssignments = pgTable(
  'program_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    steps: jsonb('steps').$type<Step[]>().notNull(),
    assignedOn: date('assigned_on', { mode: 'string' }).notNull(),
    daysOffAllowed: integer('days_off_allowed').notNull(),
    createdBy: uuid('created_by').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('program_assignments_member_idx').on(table.memberId, table.createdAt)],
);

export type ProgramAssignmentRow = typeof programAssignments.$inferSelect;
export type NewProgramAssignmentRow = typeof programAssignments.$inferInsert;

/** The days of an assigned program (the program history, clinical-domain §3), one row a day. */
export const programDays = pgTable(
  'program_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => programAssignments.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    stepId: text('step_id').notNull(),
    state: text('state').$type<ProgramDayState>().notNull().default('scheduled'),
    answers: jsonb('answers').$type<RecordedAnswer[]>().notNull().default([]),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (table) => [
    index('program_days_assignment_date_idx').on(table.assignmentId, table.date),
    // The missed-days sweep looks for scheduled days before today.
    index('program_days_state_date_idx').on(table.state, table.date),
  ],
);

export type ProgramDayRow = typeof programDays.$inferSelect;
