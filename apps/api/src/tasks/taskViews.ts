import { ERROR_MESSAGES } from '@telemed/domain';
import type { ErrorCode, Task } from '@telemed/domain';
import type { TaskRow } from '../db/schema';

/** The wire form of a task (platform-core §3 "Task"). */
export function toTask(row: TaskRow): Task {
  const code = row.errorCode;
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    progress: row.progress,
    stage: row.stage,
    totalStages: row.totalStages,
    taskDesc: row.taskDesc,
    taskType: row.taskType,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    examinationId: row.examinationId,
    memberId: row.memberId,
    teamId: row.teamId,
    description: row.description,
    status: row.status,
    error: code ? { code, message: ERROR_MESSAGES[code as ErrorCode] ?? code } : null,
    extra: row.extra,
  };
}
