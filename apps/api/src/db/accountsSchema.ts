import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  Country,
  Gender,
  Language,
  LengthUnit,
  MemberRole,
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

/** A clinic's own record of a patient's birth date, gender and height (the member's). */
export type MemberPersonalDetails = Omit<StoredPersonalDetails, 'fullName'>;

const NO_MEMBER_PERSONAL_DETAILS: MemberPersonalDetails = {
  dateOfBirth: null,
  gender: null,
  height: null,
};

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
    /**
     * The clinic that created this account for its patient (POST teams/{teamId}/user), else
     * null. Only that clinic may end the account's sessions (patient reset).
     */
    createdByTeamId: uuid('created_by_team_id').references((): AnyPgColumn => teams.id, {
      onDelete: 'set null',
    }),
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
    /**
     * The clinic's record of a patient's birth date, gender and height: the clinic writes here,
     * never to the account (another clinic keeps its own). Employees show their account's.
     */
    personalDetails: jsonb('personal_details')
      .$type<MemberPersonalDetails>()
      .notNull()
      .default(NO_MEMBER_PERSONAL_DETAILS),
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
