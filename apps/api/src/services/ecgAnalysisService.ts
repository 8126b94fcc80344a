import { maskSaturation } from '@telemed/analysis';
import type { TimeInterval } from '@telemed/analysis';
import { ERROR_MESSAGES, ratesCrossed } from '@telemed/domain';
import type {
  AnalysisTask,
  CreateEcgAnalysisTaskBodySchema,
  DeletedAnalysisTask,
  ErrorCode,
  FullEcgParameters,
} from '@telemed/domain';
import type { z } from 'zod';
import type { Database } from '../db/connect';
import type { AnalysisTaskRow, RecordingChannelRow } from '../db/schema';
import { ApiError, fieldFailed } from '../http/apiError';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import type { AnalysisTasksRepository } from '../repositories/analysisTasksRepository';
import type { BeatsRepository } from '../repositories/beatsRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import { detectedEventRows } from './detectedEventRows';
import { EcgAnalysisCancelled, runEcgAnalysisInThread } from './ecgAnalysisThread';
import type { EcgAnalysisInput } from './ecgAnalysisThread';
import type { ExaminationAccess } from './examinationAccess';
import type { OpenRecordings } from './openRecordings';
import { ECG_PARAMETER_DEFAULTS } from './parameterDefaults';
import type { RecordingsService } from './recordingsService';
import type { TeamsService } from './teamsService';

type CreateBody = z.output<typeof CreateEcgAnalysisTaskBodySchema>;

/**
 * A task marked running for longer than this lost its process (a day of Holter analyses in well
 * under a minute): any process that starts taking tasks puts it back in the queue.
 */
const STALE_RUNNING_MS = 15 * 60_000;

/** Shortest stretch at a rail that is saturation, s (a clipped R peak lasts a few ms). */
const SATURATION_MIN_SECONDS = 0.1;

/** 404 for a task that is not the caller's. */
export const taskNotFound = () => new ApiError(404, 'NOT_FOUND', 'Task not found');

/** The wire form of a task. */
function toTask(row: AnalysisTaskRow): AnalysisTask {
  const code = row.errorCode;
  return {
    _id: row.id,
    type: 'preparingAnalysis',
    status: row.status,
    teamId: row.teamId,
    examinationId: row.examinationId,
    parameters: { ...ECG_PARAMETER_DEFAULTS, ...row.parameters },
    result: row.result ?? null,
    error: code ? { code, message: ERROR_MESSAGES[code as ErrorCode] ?? code } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The ECG leads of a recording the analysis reads: every ECG channel at the first one's rate. */
function ecgLeads(stored: StoredRecording): RecordingChannelRow[] {
  const ecg = stored.channels.filter((channel) => channel.type === 'ecg');
  const rate = ecg[0]?.samplingRate;
  return ecg.filter((channel) => channel.samplingRate === rate);
}

/**
 * The Holter ECG analysis in the background (platform-core §7 "Tasks": `POST/GET
 * analysis/ecg/tasks`, `DELETE analysis/ecg/tasks/{id}`, type preparingAnalysis). A request
 * stores a pending task with every parameter (the clinic's for the type, overridden by the
 * request's; they become the clinic's, clinical-domain §2); tasks run one at a time, oldest
 * first, each in a worker thread. When one is done the examination's detected events (origins
 * analysis and quality analysis) and its beats are replaced in one transaction (§4: an analysis
 * deletes the previously detected events; user events stay) and the clinic's pages are told.
 * Deleting a task cancels it, running or not; tasks left running by a stopped process run again.
 * Several API processes share the queue: a task is taken by a conditional update (pending to
 * running), so only one process runs it.
 */
export class EcgAnalysisService {
  #running: Promise<void> | null = null;
  #current: { id: string; abort: AbortController } | null = null;
  #closed = false;

  constructor(
    private readonly db: Database,
    private readonly teams: TeamsService,
    private readonly access: ExaminationAccess,
    private readonly examinations: ExaminationsRepository,
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly events: EventsRepository,
    private readonly beats: BeatsRepository,
    private readonly parameters: AnalysisParametersRepository,
    private readonly tasks: AnalysisTasksRepository,
    private readonly onAnalysed: (teamId: string, examinationId: string) => void,
  ) {}

  /** Queues the analysis of an examination; staff of its clinic only. */
  async create(userId: string, body: CreateBody): Promise<AnalysisTask> {
    const actor = await this.teams.memberOf(body.teamId, userId);
    const examination = await this.access.writable(body.teamId, actor, body.examinationId);
    const stored = await this.recordings.require(examination);
    if (ecgLeads(stored).length === 0) throw new ApiError(422, 'SIGNAL_MISSING_OR_TOO_SHORT');
    const saved = await this.parameters.find(examination.teamId, examination.type);
    const chosen = { ...saved?.parameters, ...body.parameters };
    const parameters: FullEcgParameters = { ...ECG_PARAMETER_DEFAULTS, ...chosen };
    // The request's own pair was checked by its schema; one half may meet a stored other half.
    const [crossed] = ratesCrossed(parameters);
    if (crossed) throw fieldFailed(`parameters.${crossed}`, 'tachycardiaBelowBradycardia');
    const row = await this.db.transaction(async (tx) => {
      // A newer request for the examination supersedes one still waiting.
      await this.tasks.deletePendingOf(examination.id, tx);
      await this.parameters.save(examination.teamId, examination.type, chosen, tx);
      return this.tasks.insert(
        { userId, teamId: examination.teamId, examinationId: examination.id, parameters },
        tx,
      );
    });
    this.kick();
    return toTask(row);
  }

  /** The caller's tasks, newest first. */
  async list(userId: string): Promise<AnalysisTask[]> {
    return (await this.tasks.listOfUser(userId)).map(toTask);
  }

  /** Removes one of the caller's tasks, stopping it if it runs. */
  async remove(userId: string, taskId: string): Promise<DeletedAnalysisTask> {
    const task = await this.tasks.find(taskId);
    if (!task || task.userId !== userId) throw taskNotFound();
    await this.tasks.delete(taskId);
    if (this.#current?.id === taskId) this.#current.abort.abort();
    return { deleted: taskId };
  }

  /** Runs what waits, and what a stopped process left. */
  async start(): Promise<void> {
    this.kick();
  }

  /** Resolves when no task is running (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops taking tasks and stops the running one (it runs again after a restart). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#current?.abort.abort();
    await this.settle();
  }

  /** Starts the queue unless it runs. */
  private kick(): void {
    if (this.#running || this.#closed) return;
    this.#running = this.drain().finally(() => {
      this.#running = null;
    });
  }

  private async drain(): Promise<void> {
    await this.tasks.requeueStale(new Date(Date.now() - STALE_RUNNING_MS));
    while (!this.#closed) {
      const task = await this.tasks.oldestPending();
      if (!task) return;
      if (!(await this.tasks.move(task.id, 'pending', 'running'))) continue;
      const abort = new AbortController();
      this.#current = { id: task.id, abort };
      try {
        await this.run(task, abort.signal);
      } catch (error) {
        if (!(error instanceof EcgAnalysisCancelled)) {
          process.emitWarning(`ECG analysis ${task.id} failed: ${String(error)}`);
          await this.tasks.move(task.id, 'running', 'failed', { errorCode: 'UNKNOWN_ERROR' });
        } else if (this.#closed) {
          await this.tasks.move(task.id, 'running', 'pending');
        }
      } finally {
        this.#current = null;
      }
    }
  }

  private async run(task: AnalysisTaskRow, signal: AbortSignal): Promise<void> {
    const examination = await this.examinations.findById(task.examinationId);
    const stored = examination && (await this.recordings.find(examination));
    const leads = stored ? ecgLeads(stored) : [];
    if (!examination || !stored || leads.length === 0) {
      await this.tasks.move(task.id, 'running', 'failed', {
        errorCode: 'SIGNAL_MISSING_OR_TOO_SHORT',
      });
      return;
    }
    const answer = await runEcgAnalysisInThread(
      await this.input(stored, leads, task.parameters as FullEcgParameters),
      signal,
    );
    if ('error' in answer) throw new Error(answer.error);
    if ('refused' in answer) {
      const code = answer.refused === 'DATE_TAG_NOT_FOUND' ? 'NOT_ENOUGH_DATA' : answer.refused;
      await this.tasks.move(task.id, 'running', 'failed', { errorCode: code });
      return;
    }
    const startMs = stored.recording.startDate.getTime();
    const done = await this.db.transaction(async (tx) => {
      // Deleted (cancelled) while it ran: nothing of it is kept.
      const current = await this.tasks.find(task.id, tx, { forUpdate: true });
      if (current?.status !== 'running') return false;
      await this.events.deleteByOrigin(examination.id, 'analysis', tx);
      await this.events.deleteByOrigin(examination.id, 'quality analysis', tx);
      await this.events.insertMany(detectedEventRows(examination.id, startMs, answer.events), tx);
      await this.beats.replace(stored.recording.id, answer.beats, tx);
      const result = { beats: answer.beats.samples.length, events: answer.events.length };
      return this.tasks.move(task.id, 'running', 'done', { result }, tx);
    });
    if (done) this.onAnalysed(examination.teamId, examination.id);
  }

  /** The whole leads and the user's "not for analysis" marks, as the analysis takes them. */
  private async input(
    stored: StoredRecording,
    leads: RecordingChannelRow[],
    parameters: FullEcgParameters,
  ): Promise<EcgAnalysisInput> {
    const { recording } = stored;
    const startMs = recording.startDate.getTime();
    const open = await this.openRecordings.get(recording, stored.channels);
    const windows = await open.edf.readWindow({
      start: 0,
      end: (recording.endDate.getTime() - startMs) / 1000,
      channels: leads.map((channel) => channel.edfSignalIndex),
    });
    const marks = await this.events.list(recording.examinationId, {
      origin: 'user',
      type: 'NOT_FOR_ANALYSIS',
    });
    const notForAnalysis: TimeInterval[] = marks.map((mark) => ({
      startSeconds: (mark.startDate.getTime() - startMs) / 1000,
      endSeconds: (mark.endDate.getTime() - startMs) / 1000,
    }));
    return {
      // A stretch stuck at the recorder's rail (electrode off, stored as the digital extreme)
      // is missing signal; 100 ms of it is no clipped R peak.
      leads: windows.map((window, index) => {
        const channel = leads[index] as RecordingChannelRow;
        return maskSaturation(window.samples, {
          min: channel.physicalMin,
          max: channel.physicalMax,
          minSamples: Math.round(channel.samplingRate * SATURATION_MIN_SECONDS),
        });
      }),
      samplingRate: leads[0]?.samplingRate ?? 0,
      params: parameters,
      notForAnalysis,
    };
  }
}
