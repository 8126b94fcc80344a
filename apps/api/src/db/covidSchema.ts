import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teamMembers } from './accountsSchema';
import { examinations } from './examinationsSchema';

/**
 * Who acknowledged which COVID alert, and when (issue 22: a shift sees what is new). An alert is
 * named by what it is — its examination, type and start — not by its event's id: a new COVID
 * analysis replaces the examination's detected events with new ids, and an alert it finds again
 * stays acknowledged, while one it finds anew is new.
 */
export const covidAlertAcknowledgements = pgTable(
  'covid_alert_acknowledgements',
  {
    examinationId: uuid('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull(),
    alertStartDate: timestamp('alert_start_date', { withTimezone: true }).notNull(),
    acknowledgedBy: uuid('acknowledged_by').references(() => teamMembers.id, {
      onDelete: 'set null',
    }),
    /** The member's name when they acknowledged it: the record outlives their membership. */
    acknowledgedByName: text('acknowledged_by_name').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.examinationId, table.alertType, table.alertStartDate] }),
  ],
);

export type CovidAlertAcknowledgementRow = typeof covidAlertAcknowledgements.$inferSelect;
