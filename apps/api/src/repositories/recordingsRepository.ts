import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { recordingChannels, recordings } from '../db/schema';
import type {
  NewRecordingChannelRow,
  NewRecordingRow,
  RecordingChannelRow,
  RecordingRow,
} from '../db/schema';

/** A recording with its channels in order. */
export interface StoredRecording {
  recording: RecordingRow;
  channels: RecordingChannelRow[];
}

/** SQL of recordings and their channels. */
export class RecordingsRepository {
  constructor(private readonly db: Database) {}

  /** The examination's recording with its channels, or null. */
  async findByExamination(
    examinationId: string,
    tx: Database = this.db,
  ): Promise<StoredRecording | null> {
    const [recording] = await tx
      .select()
      .from(recordings)
      .where(eq(recordings.examinationId, examinationId));
    if (!recording) return null;
    const channels = await tx
      .select()
      .from(recordingChannels)
      .where(eq(recordingChannels.recordingId, recording.id))
      .orderBy(asc(recordingChannels.position));
    return { recording, channels };
  }

  /** Inserts a recording and its channels; the caller's transaction makes it atomic. */
  async insert(
    recording: NewRecordingRow,
    channels: Omit<NewRecordingChannelRow, 'recordingId'>[],
    tx: Database = this.db,
  ): Promise<StoredRecording> {
    const [row] = await tx.insert(recordings).values(recording).returning();
    if (!row) throw new Error('recording insert returned no row');
    const channelRows =
      channels.length === 0
        ? []
        : await tx
            .insert(recordingChannels)
            .values(channels.map((channel) => ({ ...channel, recordingId: row.id })))
            .returning();
    channelRows.sort((a, b) => a.position - b.position);
    return { recording: row, channels: channelRows };
  }

  /** Ids of the recordings of these examinations. */
  async idsOfExaminations(
    examinationIds: readonly string[],
    tx: Database = this.db,
  ): Promise<string[]> {
    if (examinationIds.length === 0) return [];
    const rows = await tx
      .select({ id: recordings.id })
      .from(recordings)
      .where(inArray(recordings.examinationId, [...examinationIds]));
    return rows.map((row) => row.id);
  }

  /** Deletes the examination's recording (its channels follow); answers the deleted row. */
  async deleteByExamination(
    examinationId: string,
    tx: Database = this.db,
  ): Promise<RecordingRow | null> {
    const [row] = await tx
      .delete(recordings)
      .where(eq(recordings.examinationId, examinationId))
      .returning();
    return row ?? null;
  }
}
