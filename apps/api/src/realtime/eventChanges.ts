import type { IncomingHttpHeaders } from 'node:http';
import { CLIENT_ID_HEADER } from '@telemed/domain';
import type { EventsChangeKind, ExaminationEventsChangedEvent } from '@telemed/domain';
import type { Server } from 'socket.io';
import { teamRoom } from '../plugins/realtime';

/** What a route knows of the change it made. */
export interface EventChange {
  kind: EventsChangeKind;
  eventId?: string;
  /** The event's span after the change, for creations and updates. */
  startDate?: string;
  endDate?: string;
  origin?: ExaminationEventsChangedEvent['origin'];
}

/** The client id a request names (a UUID), or null for a caller that names none or garbage. */
function clientIdOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[CLIENT_ID_HEADER.toLowerCase()];
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

/**
 * Tells the clinic's open pages that an examination's events changed, after the change is
 * committed, so colleagues reviewing it see the edit live (clinical-domain §2). Ids and the span
 * only: pages fetch the event through the API.
 */
export function announceEventChange(
  io: Server,
  request: { params: { teamId: string; examinationId: string }; headers: IncomingHttpHeaders },
  change: EventChange,
): void {
  const { teamId, examinationId } = request.params;
  const event: ExaminationEventsChangedEvent = {
    teamId,
    examinationId,
    kind: change.kind,
    eventId: change.eventId ?? null,
    startDate: change.startDate ?? null,
    endDate: change.endDate ?? null,
    origin: change.origin ?? null,
    clientId: clientIdOf(request.headers),
  };
  io.to(teamRoom(teamId)).emit('examination.eventsChanged', event);
}
