import { openEdf, openPyramid } from '@telemed/formats';
import type { EdfRecordingReader, PyramidBucketSource } from '@telemed/formats';
import type { RecordingChannelRow, RecordingRow } from '../db/schema';
import type { RecordingStorage, StoredFile } from '../storage/recordingStorage';

/** A recording opened for window queries: its EDF reader and each channel's pyramid. */
export interface OpenRecording {
  edf: EdfRecordingReader;
  pyramids: Map<string, PyramidBucketSource>;
}

interface Entry {
  opening: Promise<OpenRecording>;
  files: StoredFile[];
}

/**
 * Keeps the most recently used recordings open. Opening costs a header read per file (and, for
 * EDF+D, one time-keeping read per record), so a viewer panning through a recording pays it once
 * instead of per request. Stored recordings never change (a new import is a new recording id),
 * so an open entry is never stale.
 */
export class OpenRecordings {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly storage: RecordingStorage,
    /** Recordings kept open; each holds 1 + channels file handles. */
    private readonly capacity = 32,
  ) {}

  /** The open recording, opening it on first use. */
  async get(recording: RecordingRow, channels: RecordingChannelRow[]): Promise<OpenRecording> {
    const cached = this.#entries.get(recording.id);
    if (cached) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.#entries.delete(recording.id);
      this.#entries.set(recording.id, cached);
      return cached.opening;
    }
    const files: StoredFile[] = [];
    const opening = this.#open(recording, channels, files);
    const entry = { opening, files };
    this.#entries.set(recording.id, entry);
    opening.catch(() => {
      if (this.#entries.get(recording.id) === entry) this.#entries.delete(recording.id);
      void closeAll(files);
    });
    while (this.#entries.size > this.capacity) {
      const [oldestId] = this.#entries.keys();
      if (oldestId === undefined) break;
      await this.evict(oldestId);
    }
    return opening;
  }

  async #open(
    recording: RecordingRow,
    channels: RecordingChannelRow[],
    files: StoredFile[],
  ): Promise<OpenRecording> {
    const openFile = async (key: string) => {
      const file = await this.storage.open(key);
      if (!file) throw new Error(`stored file ${key} is missing`);
      files.push(file);
      return file;
    };
    const edf = await openEdf(await openFile(recording.fileKey));
    const pyramids = new Map<string, PyramidBucketSource>();
    for (const channel of channels) {
      pyramids.set(channel.id, await openPyramid(await openFile(channel.pyramidKey)));
    }
    return { edf, pyramids };
  }

  /** Closes a recording's files (before its files are deleted). */
  async evict(recordingId: string): Promise<void> {
    const entry = this.#entries.get(recordingId);
    if (!entry) return;
    this.#entries.delete(recordingId);
    await entry.opening.catch(() => undefined);
    await closeAll(entry.files);
  }

  /** Closes everything (app shutdown). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.#entries.keys()].map((id) => this.evict(id)));
  }
}

async function closeAll(files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => file.close().catch(() => undefined)));
}
