import type { Language, ReportPdfVariant } from '@telemed/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accountsSchema';
import { examinations } from './examinationsSchema';
import { tasks } from './tasksSchema';

/**
 * A report sent by e-mail ('report submitted', clinical-domain §8): which report PDF went to which
 * address, when and by whom. Kept while the examination exists; the sender's name goes with
 * their account.
 */
export const reportSendings = pgTable(
  'report_sendings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    examinationId: uuid('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    /** The report PDF task whose file was attached; one sending per task. */
    taskId: uuid('task_id')
      .notNull()
      .unique()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    variant: text('variant').$type<ReportPdfVariant>().notNull(),
    reportId: text('report_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_sendings_examination_idx').on(table.examinationId, table.sentAt)],
);

export type ReportSendingRow = typeof reportSendings.$inferSelect;
export type NewReportSendingRow = typeof reportSendings.$inferInsert;
