import type { CovidAlertsChangedEvent } from '@telemed/domain';
import type { Server } from 'socket.io';
import { teamStaffRoom } from '../plugins/realtime';

/**
 * Tells the clinic's staff that an examination's COVID alerts were found anew or one was
 * acknowledged, after the change is committed, so every open dashboard shows it. Patients are
 * not told: alerts are the staff's work list.
 */
export function announceCovidAlertChange(io: Server, change: CovidAlertsChangedEvent): void {
  io.to(teamStaffRoom(change.teamId)).emit('covid.alertsChanged', change);
}
