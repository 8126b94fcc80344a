import { ratesCrossed } from '@telemed/domain';
import type { CreateEcgAnalysisTaskBodySchema, FullEcgParameters, Task } from '@telemed/domain';
import type { z } from 'zod';
import type { Database } from '../db/connect';
import { ApiError, fieldFailed } from '../http/apiError';
import type { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import type { TasksRepository } from '../repositories/tasksRepository';
import { toTask } from '../tasks/taskViews';
import { ecgLeads } from './ecgAnalysisTask';
import type { ExaminationAccess } from './examinationAccess';
import { ECG_PARAMETER_DEFAULTS } from './parameterDefaults';
import type { RecordingsService } from './recordingsService';
import type { TasksService } from './tasksService';

type CreateBody = z.output<typeof CreateEcgAnalysisTaskBodySchema>;

/**
 * Asks for the Holter ECG analysis in the background (platform-core §7 "Tasks": `POST
 * analysis/ecg/tasks`, type preparingAnalysis): staff of the examination's clinic; the recording
 * must have ECG leads. The task carries every parameter (the clinic's for the type, overridden
 * by the request's; they become the clinic's, clinical-domain §2); a newer request for the
 * examination cancels one still waiting. The runner does the work (`EcgAnalysisTask`).
 */
export class EcgAnalysisService {
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
      const task = await this.tasksService.store(
        {
          teamId: examination.teamId,
          userId,
          memberId: examination.memberId,
          examinationId: examination.id,
          taskType: 'preparingAnalysis',
          taskDesc: 'ecgAnalysis',
          description: body.description ?? null,
          input: { parameters: chosen },
          extra: { type: 'ecgAnalysis', parameters, result: null },
        },
        tx,
      );
      return { task, superseded };
    });
    this.tasksService.ended(superseded);
    await this.tasksService.started(task);
    return toTask(task);
  }
}
