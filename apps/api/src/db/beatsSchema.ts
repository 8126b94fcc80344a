import { customType, doublePrecision, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordings } from './recordingsSchema';

/** Binary column: PGlite answers a Uint8Array, node-postgres a Buffer (a Uint8Array too). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The beats of a recording's ECG analysis (clinical-domain §2 "ECG beat types and beat update"):
 * one row per recording, the R peaks as little-endian Int32 sample numbers of the analysed
 * channel in increasing order, one ASCII label letter per beat (N, S, V, F, Q) and one byte per
 * beat of the classifier's confidence in its label, in per cent (null for analyses before it). A 24 h Holter's
 * 100,000 beats are 500 kB in one row, read at once for the beat list and relabelled in a
 * transaction that locks the row, so two staff relabelling at once both keep their changes.
 */
export const recordingBeats = pgTable('recording_beats', {
  recordingId: uuid('recording_id')
    .primaryKey()
    .references(() => recordings.id, { onDelete: 'cascade' }),
  samplingRate: doublePrecision('sampling_rate').notNull(),
  samples: bytes('samples').notNull(),
  labels: bytes('labels').notNull(),
  confidences: bytes('confidences'),
  /** Last relabelling, null while the labels are the analysis's. */
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});

export type RecordingBeatsRow = typeof recordingBeats.$inferSelect;
