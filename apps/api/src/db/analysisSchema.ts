import type { ExaminationType } from '@telemed/domain';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accountsSchema';

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
