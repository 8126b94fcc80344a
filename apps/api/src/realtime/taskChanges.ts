import { MEMBER_ROLES, isTaskOpenToStaff, mayHandleTask } from '@telemed/domain';
import type { Server } from 'socket.io';
import type { TaskRow } from '../db/schema';
import { teamStaffRoom, userRoom } from '../plugins/realtime';
import type { TeamsRepository } from '../repositories/teamsRepository';
import { toTask } from '../tasks/taskViews';

/**
 * Tells those who may see a task that it changed (asked for, progressed, ended): the clinic's
 * staff for the kinds every employee handles, and only the members whose role allows the kind
 * otherwise (invitations in bulk carry the invited addresses, which are the administrators').
 * Patients are never told.
 */
export async function announceTaskChange(
  io: Server,
  teams: Pick<TeamsRepository, 'listUserIdsWithRole'>,
  task: TaskRow,
): Promise<void> {
  if (isTaskOpenToStaff(task.taskType)) {
    io.to(teamStaffRoom(task.teamId)).emit('task.changed', toTask(task));
    return;
  }
  const roles = MEMBER_ROLES.filter((role) => mayHandleTask(role, task.taskType));
  const userIds = await teams.listUserIdsWithRole(task.teamId, roles);
  if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('task.changed', toTask(task));
}
