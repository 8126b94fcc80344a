import { maskSaturation } from '@telemed/analysis';
import type { TimeInterval } from '@telemed/analysis';
import type { FullEcgParameters } from '@telemed/domain';
import type { RecordingChannelRow, TaskRow } from '../db/schema';
import type { BeatsRepository } from '../repositories/beatsRepository';
import type { EventsRepository } from '../repositories/eventsRepository';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import type { StoredRecording } from '../repositories/recordingsRepository';
import { TaskFailure } from '../tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../tasks/taskHandler';
import { detectedEventRows } from './detectedEventRows';
import { runEcgAnalysisInThread } from './ecgAnalysisThread';
import type { EcgAnalysisInput } from './ecgAnalysisThread';
import type { OpenRecordings } from './openRecordings';
import { ecgLeads } from './ecgLeads';
import type { RecordingsService } from './recordingsService';

/** Shortest stretch at a rail that is saturation, s (a clipped R peak lasts a few ms). */
const SATURATION_MIN_SECONDS = 0.1;

/** Reading the leads, analysing them, storing what was found. */
const STAGES = 3;

/**
 * The work of a Holter ECG analysis task (type preparingAnalysis): the whole leads go to a worker
 * thread (a day of Holter is seconds of CPU, which on the server's thread would stall every
 * request); when it answers, the examination's detected events (origins analysis and quality
 * analysis) and its beats are replaced in the transaction that completes the task (§4: an
 * analysis deletes the previously detected events; user events stay), and the clinic's pages are
 * told. Cancelling stops the thread at once. A crash of the thread or of the process may pass,
 * and the replacement is whole or nothing, so the task is safe to run again.
 */
export class EcgAnalysisTask implements TaskHandler {
  readonly taskType = 'preparingAnalysis';
  /** CPU-bound: one thread per process leaves the other core to the requests. */
  readonly concurrency = 1;
  readonly maxAttempts = 3;

  constructor(
    private readonly examinations: ExaminationsRepository,
    private readonly recordings: RecordingsService,
    private readonly openRecordings: OpenRecordings,
    private readonly events: EventsRepository,
    private readonly beats: BeatsRepository,
    private readonly onAnalysed: (teamId: string, examinationId: string) => void,
  ) {}

  async run(task: TaskRow, { signal, report }: TaskContext): Promise<TaskCompletion> {
    if (task.extra.type !== 'ecgAnalysis') throw new TaskFailure('UNKNOWN_ERROR');
    const { parameters } = task.extra;
    const examination = task.examinationId
      ? await this.examinations.findById(task.examinationId)
      : null;
    const stored = examination && (await this.recordings.find(examination));
    const leads = stored ? ecgLeads(stored) : [];
    if (!examination || !stored || leads.length === 0)
      throw new TaskFailure('SIGNAL_MISSING_OR_TOO_SHORT');

    await report({ stage: 1, totalStages: STAGES, progress: 0 });
    const input = await this.input(stored, leads, parameters);
    await report({ stage: 2, totalStages: STAGES, progress: 0 });
    const answer = await runEcgAnalysisInThread(input, signal);
    if ('error' in answer) throw new Error(answer.error);
    if ('refused' in answer)
      throw new TaskFailure(
        answer.refused === 'DATE_TAG_NOT_FOUND' ? 'NOT_ENOUGH_DATA' : answer.refused,
      );
    await report({ stage: 3, totalStages: STAGES, progress: 0 });

    const startMs = stored.recording.startDate.getTime();
    const result = { beats: answer.beats.samples.length, events: answer.events.length };
    return {
      extra: { type: 'ecgAnalysis', parameters, result },
      commit: async (tx) => {
        await this.events.deleteByOrigin(examination.id, 'analysis', tx);
        await this.events.deleteByOrigin(examination.id, 'quality analysis', tx);
        await this.events.insertMany(detectedEventRows(examination.id, startMs, answer.events), tx);
        await this.beats.replace(stored.recording.id, answer.beats, tx);
        // A demo recording's first analysis makes its count known (it was null until now).
        await this.examinations.recountEvents(examination.id, tx);
      },
      afterCommit: () => this.onAnalysed(examination.teamId, examination.id),
    };
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
