import type { ProgramDayChangedEvent } from '@telemed/domain';
import type { Server } from 'socket.io';
import { teamStaffRoom } from '../plugins/realtime';

/**
 * Tells the clinic's staff that a patient recorded or skipped a program day, after the change is
 * committed, so the patient's program, its days and answer trends update on every open page.
 * Patients are not told: their own page updates from their own request.
 */
export function announceProgramDayChange(io: Server, change: ProgramDayChangedEvent): void {
  io.to(teamStaffRoom(change.teamId)).emit('program.dayChanged', change);
}
