import type {
  FinalQualificationState,
  QualificationDetails,
  QualificationState,
} from '@telemed/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teamMembers, teams } from './accountsSchema';

/**
 * Qualifications to tele-rehabilitation (migration 0015, issue 23). The recorded fields are one
 * JSON document validated by `QualificationDetailsSchema` on every write: the form saves them
 * whole, nothing queries inside them, and the figures are computed from them on read. The state
 * is a column: the list filters by it and the transition updates it under a lock.
 */
export const qualifications = pgTable(
  'qualifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The patient; the qualification goes with their membership. */
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    state: text('state').$type<QualificationState>().notNull().default('start'),
    finalQualification: text('final_qualification').$type<FinalQualificationState>(),
    details: jsonb('details').$type<QualificationDetails>().notNull(),
    createdBy: uuid('created_by').references(() => teamMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('qualifications_team_state_created_idx').on(table.teamId, table.state, table.createdAt),
    index('qualifications_member_idx').on(table.memberId),
  ],
);

export type QualificationRow = typeof qualifications.$inferSelect;
export type NewQualificationRow = typeof qualifications.$inferInsert;
