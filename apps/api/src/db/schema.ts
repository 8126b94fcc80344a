import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Country,
  ExaminationFilters,
  ExaminationStatus,
  ExaminationType,
  Gender,
  IntroQuestionnaireSpec,
  Language,
  LengthUnit,
  MemberRole,
  QuestionnaireAnswers,
  TemperatureUnit,
} from '@telemed/domain';

/*
 * One SQL dialect for PGlite (PostgreSQL 18) and Debian's PostgreSQL 15: only features both have
 * (gen_random_uuid() is core since 13, jsonb, text[]).
 */

export interface StoredUserSettings {
  language: Language;
  temperatureUnits: TemperatureUnit;
  lengthUnits: LengthUnit;
}

export interface StoredPersonalDetails {
  fullName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  height: number | null;
}

/** When each consent of the registration form was accepted (ISO timestamps). */
export interface StoredConsents {
  termsOfService: string;
  privacyPolicy: string;
  dataProcessing: string | null;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercased; uniqueness is case-insensitive through that. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    siteRoles: text('site_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    settings: jsonb('settings').$type<StoredUserSettings>().notNull(),
    personalDetails: jsonb('personal_details').$type<StoredPersonalDetails>().notNull(),
    consents: jsonb('consents').$type<StoredConsents | null>(),
    avatarKey: text('avatar_key'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const USER_TOKEN_KINDS = ['confirm', 'reset', 'email'] as const;
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number];

/** One-time tokens of mailed links; only a SHA-256 of the token is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: USER_TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kind-specific data, e.g. `{ email }` of a requested email change. */
    payload: jsonb('payload').$type<{ email?: string }>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_tokens_token_hash_unique').on(table.tokenHash),
    index('user_tokens_user_kind_idx').on(table.userId, table.kind),
  ],
);

export type UserTokenRow = typeof userTokens.$inferSelect;

export interface StoredTeamDetails {
  name: string;
  address: string;
  city: string;
  email: string;
  businessId: string;
  businessIdName: string;
  phone: string;
  zipcode: string;
  logo: string | null;
}

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  countryContext: text('country_context').$type<Country>().notNull(),
  details: jsonb('details').$type<StoredTeamDetails | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TeamRow = typeof teams.$inferSelect;

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    /** Display name within the clinic; defaults to the user's full name. */
    name: text('name').notNull().default(''),
    phone: text('phone'),
    acceptedInvitation: boolean('accepted_invitation').notNull().default(false),
    enrolledOn: timestamp('enrolled_on', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_team_user_unique').on(table.teamId, table.userId),
    index('team_members_user_idx').on(table.userId),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Broadcasts larger than a NOTIFY payload, parked for socket.io's PostgreSQL adapter (its
 * documented table) so other API processes can read them.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'bigint' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

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
    eventCount: integer('event_count').notNull().default(0),
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
export * from './recordingsSchema';
export * from './peopleSchema';
export * from './analysisSchema';
export * from './beatsSchema';
export * from './throttleSchema';
