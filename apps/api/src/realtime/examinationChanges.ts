import type { ExaminationChangeKind, ExaminationChangedEvent } from '@telemed/domain';
import type { Server } from 'socket.io';
import { teamRoom } from '../plugins/realtime';

/**
 * Tells every open socket of the clinic that one of its examinations changed, so open lists and
 * boards reload it (platform-core §7 "Realtime"). Sent after the change is committed; behind the
 * PostgreSQL adapter it reaches the sockets of every API process.
 *
 * @example
 * announceExaminationChange(app.realtime, teamId, examination._id, 'statusChanged');
 */
export function announceExaminationChange(
  io: Server,
  teamId: string,
  examinationId: string,
  kind: ExaminationChangeKind,
): void {
  const event: ExaminationChangedEvent = { teamId, examinationId, kind };
  io.to(teamRoom(teamId)).emit('examination.changed', event);
}
