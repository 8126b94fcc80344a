import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CovidVitalLimitsId,
  ExaminationStatus,
  FeatureName,
  IdentifierType,
  InvitationStatus,
  IssueReportCategory,
  MemberRole,
  NotificationMode,
  QuestionnaireAnswers,
  ResidenceSize,
} from '@telemed/domain';
import { teamMembers, teams, users } from './accountsSchema';
import { examinations } from './examinationsSchema';

/*
 * People and clinic administration (migration 0004_people): patient records, SMS codes,
 * sign-in sessions (0009_accounts_sessions), weights, invitations, clinic settings, notification settings, feature
 * visibilities and issue reports.
 */

/**
 * A member's clinic record (clinical-domain §3 "Patient / user"). Created with the patient, or
 * on first use for other members; every field but the flags may be null.
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    weight: doublePrecision('weight'),
    identifier: text('identifier'),
    identifierType: text('identifier_type').$type<IdentifierType>(),
    description: text('description'),
    patientCardNumber: text('patient_card_number'),
    uniqueId: text('unique_id'),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    placeOfResidence: text('place_of_residence'),
    placeOfResidenceSize: text('place_of_residence_size').$type<ResidenceSize>(),
    referralSource: text('referral_source'),
    ownsSmartphone: boolean('owns_smartphone'),
    dependentOnGuardian: boolean('dependent_on_guardian'),
    assignedPhysicianId: uuid('assigned_physician_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    archived: boolean('archived').notNull().default(false),
    /** When the patient's recorder or app last sent data; set by the upload paths. */
    lastTransmissionAt: timestamp('last_transmission_at', { withTimezone: true }),
    questionnaireId: uuid('questionnaire_id').notNull().defaultRandom(),
    questionnaire: jsonb('questionnaire').$type<QuestionnaireAnswers>().notNull().default({}),
    questionnaireUpdatedAt: timestamp('questionnaire_updated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // NULLs are distinct in a unique index, so only filled-in Unique IDs must differ per clinic.
    uniqueIndex('member_profiles_team_unique_id_unique').on(table.teamId, table.uniqueId),
    uniqueIndex('member_profiles_questionnaire_id_unique').on(table.questionnaireId),
  ],
);

export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type NewMemberProfileRow = typeof memberProfiles.$inferInsert;

/** The current SMS activation code of a patient; only a SHA-256 of the code is stored. */
export const memberSmsCodes = pgTable('member_sms_codes', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sign-in: the token's `jti` names it and every request checks it is still going (shared by
 * every API process through the database). Logout ends one session; a password change ends the
 * others, a password reset or a patient reset all of them; deleting the account deletes them.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry; the row may be deleted after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the session ended before expiring; its token is refused from then on. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/** Body weight measurements of a user (platform-core §3 "Weight"), kilograms. */
export const weights = pgTable(
  'weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('weights_user_date_idx').on(table.userId, table.date)],
);

export type WeightRow = typeof weights.$inferSelect;

/** Invitations to join a clinic with a role, mailed to an address. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Lowercased. */
    email: text('email').notNull(),
    role: text('role').$type<MemberRole>().notNull(),
    strategy: text('strategy').$type<'email'>().notNull().default('email'),
    status: text('status').$type<InvitationStatus>().notNull().default('pending'),
    seen: boolean('seen').notNull().default(false),
    invitedByMemberId: uuid('invited_by_member_id').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    invitedByName: text('invited_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_team_status_idx').on(table.teamId, table.status),
    index('invitations_email_status_idx').on(table.email, table.status),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;

/** Per-clinic flags that are not business details. */
export const teamSettings = pgTable('team_settings', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  logoKey: text('logo_key'),
  /** The preset of the COVID intake's after-rest limits; null: the intake form's (the default). */
  covidVitalLimits: text('covid_vital_limits').$type<CovidVitalLimitsId>(),
});

/** How one member hears of examination state changes (clinical-domain §3 "Member"). */
export const notificationSettings = pgTable('notification_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  modes: jsonb('modes')
    .$type<Partial<Record<ExaminationStatus, NotificationMode>>>()
    .notNull()
    .default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Clinic areas switched on per clinic by site administrators. */
export const teamFeatures = pgTable(
  'team_features',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').$type<FeatureName>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.teamId, table.name] })],
);

/** Issue reports sent from the dialog on every screen (clinical-domain §1, §8). */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').$type<IssueReportCategory>().notNull(),
    description: text('description').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied so a report outlives its reporter's account. */
    reporterEmail: text('reporter_email').notNull(),
    reporterName: text('reporter_name').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    teamName: text('team_name'),
    examinationId: uuid('examination_id').references(() => examinations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('issue_reports_created_idx').on(table.createdAt)],
);

export type IssueReportRow = typeof issueReports.$inferSelect;
