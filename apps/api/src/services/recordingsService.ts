import { randomUUID } from 'node:crypto';
import { ALL_SIGNALS, RECORDING_MAX_BYTES } from '@telemed/domain';
import type { DemoRecordingOffer, Member, Recording } from '@telemed/domain';
import { EDF_IMPORT_FAILED, EdfFormatError, guardEdfStream } from '@telemed/formats';
import type { EdfStreamHeader } from '@telemed/formats';
import type { Database } from '../db/connect';
import type { ExaminationRow, RecordingRow, TaskRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { BeatsRepository } from '../repositories/beatsRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { RecordingsRepository, StoredRecording } from '../repositories/recordingsRepository';
import type { RecordingStorage } from '../storage/recordingStorage';
import type { DemoRecordingSource } from './demoRecordingSource';
import type { ExaminationAccess } from './examinationAccess';
import { ecgLeads } from './ecgLeads';
import { annotationsLeftOut, beatsOfAnnotations, eventsOfAnnotations } from './importedAnnotations';
import type { OpenRecordings } from './openRecordings';
import { storableBeats } from './storableBeats';
import {
  edfFormatFailure,
  headerStartInstant,
  importFailed,
  ingestStoredEdf,
} from './recordingIngest';
import type { IngestOptions, IngestedRecording } from './recordingIngest';
import { channelId } from './signalWindows';

/** 404 for an examination without a recording. */
export const recordingNotFound = () => new ApiError(404, 'NOT_FOUND', 'Recording not found');

/** 413 'File too large' (the recording limit, RECORDING_MAX_BYTES). */
export const recordingTooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE');

/**
 * Passes the chunks through until more than `maxBytes` went by, then fails with 413, so an upload
 * without a truthful Content-Length still stops at the limit.
 */
export async function* limitBytes(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw recordingTooLarge();
    yield chunk;
  }
}

/** An upload as the route receives it. */
export interface RecordingUpload {
  body: AsyncIterable<Uint8Array>;
  fileName: string;
  /** The declared Content-Length, if any. */
  contentLength: number | null;
  /** The uploader's `Timezone-Offset`: the EDF header's clock is local time. */
  timezoneOffsetMinutes: number | null;
}

/**
 * The analysis a demo recording gets once stored, as the background task it is for any recording
 * (the ECG analysis of a Holter, HRV or stress test): stored in the recording's transaction,
 * started once it committed. The recording is answered at once; its events follow the task.
 */
export interface FirstAnalysis {
  /** Stores the task in the caller's transaction; null when the recording gets none. */
  queue(
    examination: ExaminationRow,
    stored: StoredRecording,
    tx: Database,
  ): Promise<TaskRow | null>;
  /** Announces a stored task and wakes a runner. */
  started(task: TaskRow): Promise<void>;
}

/** Where an examination's stored files live: every recording, its pyramids, demo recordings. */
const examinationPrefix = (examinationId: string) => `recordings/${examinationId}`;

/** Where a recording's files live in storage. */
const recordingPrefix = (examinationId: string, recordingId: string) =>
  `${examinationPrefix(examinationId)}/${recordingId}`;

/** Where a recording's EDF/BDF file is stored. */
const recordingFileKey = (examinationId: string, recordingId: string) =>
  `${recordingPrefix(examinationId, recordingId)}/original.edf`;

/** The stored files of examinations being deleted: what {@link RecordingsService.removeFiles} removes. */
export interface ExaminationFiles {
  examinationIds: readonly string[];
  recordingIds: readonly string[];
}

/** Whose examinations are being deleted: one examination, one patient's or a whole clinic's. */
export type ExaminationsOwner =
  { examinationId: string } | { memberId: string } | { teamId: string };

/** Removes the stored files of examinations whose rows a service deletes (RecordingsService). */
export interface ExaminationFileRemover {
  filesOf(owner: ExaminationsOwner, tx: Database): Promise<ExaminationFiles>;
  removeFiles(files: ExaminationFiles): Promise<void>;
}

/** The wire form of a stored recording. */
export function toRecording({ recording, channels }: StoredRecording): Recording {
  return {
    _id: recording.id,
    examinationId: recording.examinationId,
    source: recording.source,
    fileName: recording.fileName,
    format: recording.format,
    byteSize: recording.byteSize,
    startDate: recording.startDate.toISOString(),
    endDate: recording.endDate.toISOString(),
    channels: channels.map((channel) => ({
      id: channelId(channel),
      label: channel.label,
      type: channel.type,
      unit: channel.unit,
      samplingRate: channel.samplingRate,
      physicalMin: channel.physicalMin,
      physicalMax: channel.physicalMax,
      measurementRange:
        channel.rangeMin === null || channel.rangeMax === null
          ? null
          : { min: channel.rangeMin, max: channel.rangeMax },
      sampleCount: channel.sampleCount,
    })),
    warnings: recording.warnings,
    createdAt: recording.createdAt.toISOString(),
  };
}

/**
 * Recordings of examinations: importing an EDF/BDF upload (streamed to storage, checked, turned
 * into per-channel pyramids), reading and deleting it, and, when a demo recording source is
 * given, the demo clinic's synthetic recordings, materialised through the same ingest on first
 * access.
 */
export class RecordingsService {
  readonly #materialising = new Map<string, Promise<StoredRecording | null>>();
  #demo: { source: DemoRecordingSource; analysis: FirstAnalysis } | null = null;

  constructor(
    private readonly db: Database,
    private readonly storage: RecordingStorage,
    private readonly recordings: RecordingsRepository,
    private readonly examinations: ExaminationsRepository,
    private readonly events: EventsRepository,
    private readonly beats: BeatsRepository,
    private readonly openRecordings: OpenRecordings,
    private readonly access: ExaminationAccess,
    private readonly maxBytes = RECORDING_MAX_BYTES,
  ) {}

  /**
   * From now on, examinations of the clinics `source` covers get its made-up recording on first
   * access (the demo, when demo seeding is asked for), analysed in the background by `analysis`;
   * the source is closed with this service.
   */
  useDemoRecordings(source: DemoRecordingSource, analysis: FirstAnalysis): void {
    this.#demo = { source, analysis };
  }

  /** The examination's recording; one of the demo's own examinations has it made on first access. */
  async find(examination: ExaminationRow): Promise<StoredRecording | null> {
    const stored = await this.recordings.findByExamination(examination.id);
    if (stored) return stored;
    if (!(await this.#demo?.source.covers(examination))) return null;
    return this.materialiseDemo(examination);
  }

  /** Whether the clinic offers made-up recordings for its new examinations (the demo clinic). */
  async demoOffer(teamId: string): Promise<DemoRecordingOffer> {
    return { offered: (await this.#demo?.source.offers(teamId)) ?? false };
  }

  /**
   * Gives an examination of the demo clinic a made-up recording of its type now, so someone
   * trying the product can review a new examination without an EDF file of their own. Staff who
   * may import a recording may ask; an examination that has a recording keeps it (the answer is
   * that recording). Any other clinic answers 404 'Demo recordings are only offered in the demo
   * clinic' — there is no such thing on a real deployment, which seeds no demo.
   */
  async makeDemo(teamId: string, actor: Member, examinationId: string): Promise<Recording> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const stored = await this.recordings.findByExamination(examination.id);
    if (stored) return toRecording(stored);
    if (!(await this.#demo?.source.offers(teamId))) {
      throw new ApiError(404, 'DEMO_RECORDING_NOT_OFFERED');
    }
    const made = await this.materialiseDemo(examination);
    if (!made) throw new ApiError(404, 'DEMO_RECORDING_NOT_OFFERED');
    return toRecording(made);
  }

  /**
   * The recording stored for the examination, never making a demo one: for lists over many
   * examinations, where making each would take minutes.
   */
  async findStored(examination: ExaminationRow): Promise<StoredRecording | null> {
    return this.recordings.findByExamination(examination.id);
  }

  /** Like {@link find}, 404 when there is none. */
  async require(examination: ExaminationRow): Promise<StoredRecording> {
    const stored = await this.find(examination);
    if (!stored) throw recordingNotFound();
    return stored;
  }

  async get(teamId: string, actor: Member, examinationId: string): Promise<Recording> {
    const examination = await this.access.readable(teamId, actor, examinationId);
    return toRecording(await this.require(examination));
  }

  /**
   * Imports an uploaded EDF/BDF file as the examination's recording, replacing any previous one:
   * received ({@link receiveUpload}), read and checked ({@link ingestReceived}) and stored in one
   * request. A refused or aborted upload leaves no file behind.
   */
  async importUpload(
    teamId: string,
    actor: Member,
    examinationId: string,
    upload: RecordingUpload,
  ): Promise<Recording> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const recordingId = randomUUID();
    const byteSize = await this.receiveUpload(examination, recordingId, upload);
    try {
      const ingested = await this.ingestReceived(examination, recordingId);
      const { stored, previous } = await this.db.transaction((tx) =>
        this.insertIngested(examination, ingested, tx, {
          id: recordingId,
          fileName: upload.fileName,
          byteSize,
          source: 'upload',
          startDate: headerStartInstant(ingested.header, upload.timezoneOffsetMinutes),
        }),
      );
      await this.dropReplaced(examination.id, previous);
      return toRecording(stored);
    } catch (error) {
      await this.discardReceived(examination.id, recordingId);
      throw error;
    }
  }

  /**
   * Streams an upload to storage as the file of recording `recordingId` of the examination,
   * checking it on the way: its first 256 bytes decide whether it is EDF, its header what size it
   * must have (413 over the limit, 400 when Content-Length or the bytes sent disagree). Answers
   * the bytes stored; a refused or aborted upload leaves no file behind.
   */
  async receiveUpload(
    examination: ExaminationRow,
    recordingId: string,
    upload: RecordingUpload,
  ): Promise<number> {
    if (upload.contentLength !== null && upload.contentLength > this.maxBytes)
      throw recordingTooLarge();
    const checkPromise = (header: EdfStreamHeader) =>
      this.checkPromisedSize(header.fileBytes, upload.contentLength);
    try {
      const checked = guardEdfStream(upload.body, { onHeader: checkPromise });
      return await this.storage
        .write(recordingFileKey(examination.id, recordingId), limitBytes(checked, this.maxBytes))
        .catch((error: unknown) => {
          throw error instanceof EdfFormatError ? edfFormatFailure(error) : error;
        });
    } catch (error) {
      await this.discardReceived(examination.id, recordingId);
      throw error;
    }
  }

  /**
   * Reads a received file and writes its channels' pyramids beside it: the EDF dataset type
   * takes any signals, every other type follows the import rules of clinical-domain §5 (a
   * broken rule or a malformed header is a 400 'Failed to import EDF file: …'). Reading it again
   * rewrites the same pyramids, so an import cut short may be run again.
   */
  ingestReceived(
    examination: ExaminationRow,
    recordingId: string,
    progress: Pick<IngestOptions, 'onProgress' | 'signal'> = {},
  ): Promise<IngestedRecording> {
    return ingestStoredEdf(this.storage, {
      fileKey: recordingFileKey(examination.id, recordingId),
      keyPrefix: recordingPrefix(examination.id, recordingId),
      policy: examination.type === 'edf_dataset' ? 'dataset' : 'recorder',
      ...progress,
    });
  }

  /** Removes a received file and whatever was written beside it (a refused or failed import). */
  async discardReceived(examinationId: string, recordingId: string): Promise<void> {
    await this.storage.deleteAll(recordingPrefix(examinationId, recordingId));
  }

  /** 413 when a header promises more than the limit; 400 when Content-Length says otherwise. */
  private checkPromisedSize(fileBytes: number, contentLength: number | null): void {
    if (fileBytes > this.maxBytes) throw recordingTooLarge();
    if (contentLength !== null && contentLength !== fileBytes) {
      const message = `${EDF_IMPORT_FAILED}: the header promises ${fileBytes} bytes, Content-Length says ${contentLength}`;
      throw importFailed(message, [
        { property: 'file.dataRecords', constraints: { invalidFormat: message } },
      ]);
    }
  }

  /**
   * Inserts an ingested recording in the caller's transaction, replacing the examination's
   * previous one, whose files {@link dropReplaced} removes once the transaction committed; the
   * file's EDF+ annotations become the examination's events (`eventsOfAnnotations`), beside the
   * events it has.
   */
  async insertIngested(
    examination: ExaminationRow,
    ingested: IngestedRecording,
    tx: Database,
    file: {
      id: string;
      fileName: string;
      byteSize: number;
      source: 'upload' | 'demo';
      startDate: Date;
    },
  ): Promise<{ stored: StoredRecording; previous: RecordingRow | null }> {
    const startMs = file.startDate.getTime();
    const previous = await this.recordings.deleteByExamination(examination.id, tx);
    const { events, leftOut } = eventsOfAnnotations(ingested.annotations, {
      examinationId: examination.id,
      startMs,
      durationSeconds: ingested.timelineEnd,
    });
    const stored = await this.recordings.insert(
      {
        id: file.id,
        examinationId: examination.id,
        teamId: examination.teamId,
        source: file.source,
        fileName: file.fileName,
        fileKey: recordingFileKey(examination.id, file.id),
        format: ingested.format,
        byteSize: file.byteSize,
        warnings:
          leftOut > 0 ? [...ingested.warnings, annotationsLeftOut(leftOut)] : ingested.warnings,
        startDate: file.startDate,
        endDate: new Date(startMs + ingested.timelineEnd * 1000),
      },
      ingested.channels,
      tx,
    );
    await this.events.insertMany(events, tx);
    // A file whose annotations label every beat (a PhysioNet record's reference) brings its
    // beat list: the Beats tab and the figures read it until an analysis replaces it.
    const [ecg] = ecgLeads(stored);
    const beats =
      ecg &&
      beatsOfAnnotations(ingested.annotations, {
        durationSeconds: ingested.timelineEnd,
        samplingRate: ecg.samplingRate,
      });
    if (ecg && beats)
      await this.beats.replace(stored.recording.id, storableBeats(beats, ecg.samplingRate), tx);
    return { stored, previous };
  }

  /** Closes and removes the files of a recording another replaced. */
  async dropReplaced(examinationId: string, previous: RecordingRow | null): Promise<void> {
    if (!previous) return;
    await this.openRecordings.evict(previous.id);
    await this.storage.deleteAll(recordingPrefix(examinationId, previous.id));
  }

  /** Deletes the examination's recording and its files; its events stay. */
  async delete(teamId: string, actor: Member, examinationId: string): Promise<Recording> {
    const examination = await this.access.writable(teamId, actor, examinationId);
    const stored = await this.recordings.findByExamination(examination.id);
    if (!stored) throw recordingNotFound();
    await this.recordings.deleteByExamination(examination.id);
    await this.openRecordings.evict(stored.recording.id);
    await this.storage.deleteAll(recordingPrefix(examination.id, stored.recording.id));
    return toRecording(stored);
  }

  /**
   * The stored files of examinations about to be deleted, read in the deleting transaction.
   * Rows go first and files after the commit ({@link removeFiles}): a failure can leave a file
   * without its row, never a row without its file.
   */
  async filesOf(owner: ExaminationsOwner, tx: Database): Promise<ExaminationFiles> {
    const examinationIds =
      'examinationId' in owner ? [owner.examinationId] : await this.examinations.idsOf(owner, tx);
    return {
      examinationIds,
      recordingIds: await this.recordings.idsOfExaminations(examinationIds, tx),
    };
  }

  /** Closes the examinations' open recordings and removes every file stored for them. */
  async removeFiles({ examinationIds, recordingIds }: ExaminationFiles): Promise<void> {
    for (const recordingId of recordingIds) await this.openRecordings.evict(recordingId);
    for (const examinationId of examinationIds) {
      await this.storage.deleteAll(examinationPrefix(examinationId));
    }
  }

  /**
   * Closes the demo recording source, which cuts short the recordings it is making, then waits
   * for those being stored, whatever their outcome.
   */
  async close(): Promise<void> {
    await this.#demo?.source.close();
    await Promise.allSettled([...this.#materialising.values()]);
  }

  /**
   * Makes a demo examination's synthetic recording with the demo recording source: written as
   * EDF to storage, ingested like an upload, the events the source found stored with it (a
   * polygraphy's or COVID monitoring's analysis), and the analysis the recording needs besides
   * (an ECG's, which takes seconds) queued as a task in the same transaction; null without a
   * source. One at a time per examination in this process; another process
   * doing the same wins or loses the insert cleanly (the loser's files are removed and the
   * winner's recording answered).
   */
  materialiseDemo(examination: ExaminationRow): Promise<StoredRecording | null> {
    const demo = this.#demo;
    if (!demo) return Promise.resolve(null);
    const running = this.#materialising.get(examination.id);
    if (running) return running;
    const work = this.#materialise(examination, demo).finally(() =>
      this.#materialising.delete(examination.id),
    );
    this.#materialising.set(examination.id, work);
    return work;
  }

  async #materialise(
    examination: ExaminationRow,
    { source, analysis }: { source: DemoRecordingSource; analysis: FirstAnalysis },
  ): Promise<StoredRecording | null> {
    const plan = await source.build({
      id: examination.id,
      type: examination.type,
      description: examination.description,
      startDate: examination.startDate,
      durationMs: examination.durationMs,
    });
    const recordingId = randomUUID();
    const prefix = recordingPrefix(examination.id, recordingId);
    const fileKey = recordingFileKey(examination.id, recordingId);
    let made: { inserted: StoredRecording; task: TaskRow | null };
    try {
      const byteSize = await this.storage.write(fileKey, [plan.edf]);
      const ingested = await ingestStoredEdf(this.storage, {
        fileKey,
        keyPrefix: prefix,
        policy: 'dataset',
      });
      const startDate = headerStartInstant(ingested.header, 0);
      made = await this.db.transaction(async (tx) => {
        const existing = await this.recordings.findByExamination(examination.id, tx);
        if (existing) throw new DemoRecordingExists(existing);
        const inserted = await this.recordings.insert(
          {
            id: recordingId,
            examinationId: examination.id,
            teamId: examination.teamId,
            source: 'demo',
            fileName: plan.fileName,
            fileKey,
            format: ingested.format,
            byteSize,
            warnings: ingested.warnings,
            startDate,
            endDate: new Date(startDate.getTime() + ingested.timelineEnd * 1000),
          },
          ingested.channels,
          tx,
        );
        const idOfLabel = new Map(
          inserted.channels.map((channel) => [channel.label, channelId(channel)]),
        );
        const startMs = startDate.getTime();
        await this.events.insertMany(
          plan.events.map((event) => ({
            examinationId: examination.id,
            type: event.type,
            startDate: new Date(startMs + event.startSeconds * 1000),
            endDate: new Date(startMs + event.endSeconds * 1000),
            description: event.description,
            origin: event.origin,
            signal: (event.signalLabel && idOfLabel.get(event.signalLabel)) || ALL_SIGNALS,
            showInReport: false,
          })),
          tx,
        );
        const task = await analysis.queue(examination, inserted, tx);
        // The count is unknown until the recording is analysed: now, or when its task is done.
        if (!task) await this.examinations.recountEvents(examination.id, tx);
        return { inserted, task };
      });
    } catch (error) {
      await this.storage.deleteAll(prefix);
      if (error instanceof DemoRecordingExists) return error.existing;
      // A concurrent process inserted first (unique examination_id).
      const winner = await this.recordings.findByExamination(examination.id);
      if (winner) return winner;
      throw error;
    }
    // Once committed, the recording and its files stay whatever happens to its analysis.
    if (made.task) await analysis.started(made.task);
    return made.inserted;
  }
}

/** Another request stored the demo recording first. */
class DemoRecordingExists extends Error {
  constructor(readonly existing: StoredRecording) {
    super('demo recording exists');
  }
}
