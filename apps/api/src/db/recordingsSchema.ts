import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventOrigin, RecordingSource, SignalType } from '@telemed/domain';
import { teams } from './accountsSchema';
import { examinations } from './examinationsSchema';

/**
 * The recording of an examination (one at most): the original EDF/BDF file in storage and its
 * clock. `start_date` is the instant of the file's second 0 (its header start time), the origin
 * of every channel's pyramid clock.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examinationId: uuid('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    source: text('source').$type<RecordingSource>().notNull(),
    fileName: text('file_name').notNull(),
    /** Storage key of the original file. */
    fileKey: text('file_key').notNull(),
    /** EDF, EDF+C, EDF+D, BDF, BDF+C or BDF+D. */
    format: text('format').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** Warnings of the import rules (channels left out). */
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('recordings_examination_unique').on(table.examinationId)],
);

export type RecordingRow = typeof recordings.$inferSelect;
export type NewRecordingRow = typeof recordings.$inferInsert;

/** One signal of a recording, with its min/max pyramid in storage. */
export const recordingChannels = pgTable(
  'recording_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    /** Order of the channel in the recording's answers, from 0. */
    position: integer('position').notNull(),
    /** Index of the signal in the EDF header. */
    edfSignalIndex: integer('edf_signal_index').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<SignalType>().notNull(),
    unit: text('unit').notNull(),
    samplingRate: doublePrecision('sampling_rate').notNull(),
    physicalMin: doublePrecision('physical_min').notNull(),
    physicalMax: doublePrecision('physical_max').notNull(),
    /** The measurement range of the spec for the channel's type (platform-core §3), if any. */
    rangeMin: doublePrecision('range_min'),
    rangeMax: doublePrecision('range_max'),
    sampleCount: bigint('sample_count', { mode: 'number' }).notNull(),
    pyramidKey: text('pyramid_key').notNull(),
  },
  (table) => [
    uniqueIndex('recording_channels_recording_position_unique').on(
      table.recordingId,
      table.position,
    ),
  ],
);

export type RecordingChannelRow = typeof recordingChannels.$inferSelect;
export type NewRecordingChannelRow = typeof recordingChannels.$inferInsert;

/**
 * Events of an examination (platform-core §3 Event, clinical-domain §3): detected by analysis or
 * quality analysis, or scored by a user. `examinations.event_count` follows them (trigger of
 * migration 0003).
 */
export const examinationEvents = pgTable(
  'examination_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examinationId: uuid('examination_id')
      .notNull()
      .references(() => examinations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    description: text('description'),
    origin: text('origin').$type<EventOrigin>().notNull(),
    // ALL_SIGNALS of @telemed/domain, written out: drizzle-kit loads the schema without the
    // workspace's source condition, so schema modules import only types from the packages.
    signal: text('signal').notNull().default('all'),
    showInReport: boolean('show_in_report').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Window queries: events of one examination overlapping [start, end), in start order.
    index('examination_events_examination_start_idx').on(table.examinationId, table.startDate),
    index('examination_events_examination_origin_idx').on(table.examinationId, table.origin),
  ],
);

export type ExaminationEventRow = typeof examinationEvents.$inferSelect;
export type NewExaminationEventRow = typeof examinationEvents.$inferInsert;
