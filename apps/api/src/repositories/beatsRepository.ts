import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { recordingBeats } from '../db/schema';
import type { RecordingBeatsRow } from '../db/schema';
import type { BeatsToStore } from '../services/storableBeats';

/** A recording's beats as stored: R-peak samples (increasing) and one label letter each. */
export interface StoredBeats {
  samplingRate: number;
  samples: Int32Array;
  /** ASCII codes of the labels. */
  labels: Uint8Array;
  /** The classifier's confidence in each label, per cent (100 once staff relabelled it). */
  confidences: Uint8Array | null;
  updatedAt: Date | null;
}

function toStored(row: RecordingBeatsRow): StoredBeats {
  // A copy, aligned for the Int32 view whatever offset the driver's buffer had.
  const samples = new Int32Array(new Uint8Array(row.samples).buffer);
  return {
    samplingRate: row.samplingRate,
    samples,
    labels: new Uint8Array(row.labels),
    confidences: row.confidences ? new Uint8Array(row.confidences) : null,
    updatedAt: row.updatedAt,
  };
}

const bytesOf = (view: Int32Array | Uint8Array) =>
  new Uint8Array(view.buffer, view.byteOffset, view.byteLength);

/** SQL of recording beats: one row per recording. */
export class BeatsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The recording's beats, or null when none were stored; with `forUpdate` the row stays locked
   * until the transaction ends, so concurrent relabellings apply one after the other.
   */
  async find(
    recordingId: string,
    tx: Database = this.db,
    { forUpdate = false } = {},
  ): Promise<StoredBeats | null> {
    const query = tx
      .select()
      .from(recordingBeats)
      .where(eq(recordingBeats.recordingId, recordingId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? toStored(row) : null;
  }

  /** Stores the analysis's beats, replacing any earlier ones (labels as found, not edited). */
  async replace(recordingId: string, beats: BeatsToStore, tx: Database = this.db): Promise<void> {
    const values = {
      samplingRate: beats.samplingRate,
      samples: bytesOf(beats.samples),
      labels: bytesOf(beats.labels),
      confidences: beats.confidences && bytesOf(beats.confidences),
      updatedAt: null,
    };
    await tx
      .insert(recordingBeats)
      .values({ recordingId, ...values })
      .onConflictDoUpdate({ target: recordingBeats.recordingId, set: values });
  }

  /** Stores relabelled labels (same beats), their confidences and the time of the change. */
  async saveLabels(
    recordingId: string,
    labels: Uint8Array,
    confidences: Uint8Array | null,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .update(recordingBeats)
      .set({
        labels: bytesOf(labels),
        confidences: confidences && bytesOf(confidences),
        updatedAt: sql`now()`,
      })
      .where(eq(recordingBeats.recordingId, recordingId));
  }
}
