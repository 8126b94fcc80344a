import { isEcgAnalysisType, ratesCrossed } from '@telemed/domain';
import type {
  CreateEcgAnalysisTaskBodySchema,
  EcgParameters,
  FullEcgParameters,
  Task,
} from '@telemed/domain';
import type { z } from 'zod';
import type { Database } from '../db/connect';
import type { ExaminationRow, TaskRow } from '../db/schema';
import { ApiError, fieldFailed } from '../http/apiError';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import type { TasksRepository } from '../repositories/tasksRepository';
import { toTask } from '../tasks/taskViews';
import { ecgLeads } from './ecgLeads';
import type { ExaminationAccess } from './examinationAccess';
import { ECG_PARAMETER_DEFAULTS } from './parameterDefaults';
import type { FirstAnalysis, RecordingsService } from './recordingsService';
import type { TasksService } from './tasksService';

type CreateBody = z.output<typeof CreateEcgAnalysisTaskBodySchema>;

/**
 * Asks for the Holter ECG analysis in the background (platform-core §7 "Tasks": `POST
 * analysis/ecg/tasks`, type preparingAnalysis): staff of the examination's clinic; the recording
 * must have ECG leads. The task carries every parameter (the clinic's for the type, overridden
 * by the request's; they become the clinic's, clinical-domain §2); a newer request for the
 * examination cancels one still waiting. The runner does the work (`EcgAnalysisTask`). A demo
 * examination's recording, made on first access, gets its analysis the same way, asked by no one
 * ({@link FirstAnalysis}).
 */
export class EcgAnalysisService implements FirstAnalysis {
  constructor(
    private readonly db: Database,
    private readonly tasksService: TasksService,
    private readonly tasks: TasksRepository,
    private readonly access: ExaminationAccess,
    private readonly recordings: RecordingsService,
    private readonly parameters: AnalysisParametersRepository,
  ) {}

  /** Queues the analysis of an examination. */
  async create(userId: string, body: CreateBody): Promise<Task> {
    this.tasksService.checkKind(body.task, 'preparingAnalysis');
    const actor = await this.tasksService.actorFor(body.teamId, userId, 'preparingAnalysis');
    const examination = await this.access.writable(body.teamId, actor, body.examinationId);
    const stored = await this.recordings.require(examination);
    if (ecgLeads(stored).length === 0) throw new ApiError(422, 'SIGNAL_MISSING_OR_TOO_SHORT');
    const saved = await this.parameters.find(examination.teamId, examination.type);
    const chosen = { ...saved?.parameters, ...body.parameters };
    const parameters: FullEcgParameters = { ...ECG_PARAMETER_DEFAULTS, ...chosen };
    // The request's own pair was checked by its schema; one half may meet a stored other half.
    const [crossed] = ratesCrossed(parameters);
    if (crossed) throw fieldFailed(`parameters.${crossed}`, 'tachycardiaBelowBradycardia');
    const { task, superseded } = await this.db.transaction(async (tx) => {
      const superseded = await this.tasks.cancelWaitingOf(examination.id, 'preparingAnalysis', tx);
      await this.parameters.save(examination.teamId, examination.type, chosen, tx);
      const task = await this.store(examination, userId, chosen, body.description ?? null, tx);
      return { task, superseded };
    });
    this.tasksService.changed(superseded);
    await this.tasksService.started(task);
    return toTask(task);
  }

  /**
   * Stores the analysis of a recording just made for an examination of an ECG type (a demo
   * examination's, on first access), in the caller's transaction: asked by no one, with the
   * clinic's parameters for the type. Null when the type has no ECG analysis or the recording
   * no ECG leads.
   */
  async queue(
    examination: ExaminationRow,
    stored: StoredRecording,
    tx: Database,
  ): Promise<TaskRow | null> {
    if (!isEcgAnalysisType(examination.type) || ecgLeads(stored).length === 0) return null;
    const saved = await this.parameters.find(examination.teamId, examination.type, tx);
    return this.store(examination, null, saved?.parameters ?? {}, null, tx);
  }

  /** Announces a task {@link queue} stored, once its transaction committed, and wakes a runner. */
  async started(task: TaskRow): Promise<void> {
    await this.tasksService.started(task);
  }

  private store(
    examination: ExaminationRow,
    userId: string | null,
    chosen: EcgParameters,
    description: string | null,
    tx: Database,
  ): Promise<TaskRow> {
    const parameters: FullEcgParameters = { ...ECG_PARAMETER_DEFAULTS, ...chosen };
    return this.tasksService.store(
      {
        teamId: examination.teamId,
        userId,
        memberId: examination.memberId,
        examinationId: examination.id,
        taskType: 'preparingAnalysis',
        taskDesc: 'ecgAnalysis',
        description,
        input: { parameters: chosen },
        extra: { type: 'ecgAnalysis', parameters, result: null },
      },
      tx,
    );
  }
}
