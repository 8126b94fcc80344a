import type { TaskType } from '../schemas/tasks';
import { hasPermission } from './permissions';
import type { Permission } from './permissions';
import { isEmployeeRole } from './roles';
import type { MemberRole } from './roles';

/**
 * What a member's role needs beyond being staff to ask for, see and cancel a kind of task
 * (docs/permissions.md): invitations in bulk are the administrators' (`invitations.manage`).
 */
const TASK_PERMISSIONS: Partial<Record<TaskType, Permission>> = {
  'team-invite': 'invitations.manage',
};

/**
 * Whether a member of the role may ask for, see and cancel tasks of the kind: staff, with the
 * kind's permission when it has one. The server enforces it; the portal lists only those kinds.
 *
 * @example
 * mayHandleTask('nurse', 'EDF'); // true
 * mayHandleTask('nurse', 'team-invite'); // false
 * mayHandleTask('user', 'EDF'); // false
 */
export function mayHandleTask(role: MemberRole, taskType: TaskType): boolean {
  const permission = TASK_PERMISSIONS[taskType];
  return isEmployeeRole(role) && (!permission || hasPermission(role, permission));
}

/**
 * Whether every member of the clinic's staff may see tasks of the kind (so a change to one may be
 * announced to them all).
 */
export function isTaskOpenToStaff(taskType: TaskType): boolean {
  return TASK_PERMISSIONS[taskType] === undefined;
}
