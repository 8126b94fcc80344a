/**
 * Where a background task stands (platform-core §3 "Task", §4 "Tasks"; clinical-domain §3
 * "Background task"): it waits its turn, runs (through its stages), and ends completed, failed or
 * cancelled. Updates are ignored once it has ended.
 */
export const TASK_STATUSES = ['waiting', 'running', 'completed', 'failed', 'cancelled'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The statuses a task ends in. */
export const ENDED_TASK_STATUSES = [
  'completed',
  'failed',
  'cancelled',
] as const satisfies readonly TaskStatus[];

/**
 * A task as it starts (platform-core §9 "Task defaults"): no progress, stage 1 of 1, waiting.
 * `progress` is the per cent done of the current stage.
 */
export const TASK_DEFAULTS = {
  progress: 0,
  stage: 1,
  totalStages: 1,
  status: 'waiting',
} as const satisfies { progress: number; stage: number; totalStages: number; status: TaskStatus };

/** Whether a task has ended: completed, failed or cancelled. */
export function isTaskEnded(status: TaskStatus): boolean {
  return (ENDED_TASK_STATUSES as readonly TaskStatus[]).includes(status);
}

/** Longest own description of a task (the requester's words), characters. */
export const TASK_DESCRIPTION_MAX_LENGTH = 500;

/** The most a task request's `parameters` may hold, as JSON text: settings, never data. */
export const TASK_PARAMETERS_MAX_LENGTH = 16_384;

/**
 * The sampling rates an EDF+ export may resample every chosen channel to, Hz: whole numbers, so
 * that one-second data records hold a whole number of samples, up to what an ECG needs.
 */
export const EDF_EXPORT_SAMPLING_RATE = { min: 1, max: 1000 } as const;
