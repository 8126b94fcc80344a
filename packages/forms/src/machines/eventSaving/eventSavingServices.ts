import { ApiRequestError } from '@telemed/domain';
import type { CreateEventBody, ExaminationEvent, UpdateEventBody } from '@telemed/domain';
import type { EventEdit } from '@telemed/signals';
import { fromPromise } from 'xstate';
import { changedEventFields, createEventBody } from './eventRequests';
import type { CreatedEventId, SaveEditInput } from './eventSavingMachine';

/**
 * The events calls of one examination the save queue makes (POST, PATCH and DELETE .../events,
 * platform-core §7), as the app provides them.
 */
export interface EventSavingServices {
  createEvent(body: CreateEventBody): Promise<ExaminationEvent>;
  updateEvent(input: { eventId: string; body: UpdateEventBody }): Promise<unknown>;
  deleteEvent(input: { eventId: string }): Promise<unknown>;
}

/**
 * Saves one edit of the editor: a create (answering the id the server gave), the changed fields
 * of an update, a delete. `serverIdOf` finds the server's id of an event the editor made.
 */
export async function saveEventEdit(
  services: EventSavingServices,
  edit: EventEdit,
  serverIdOf: (localId: string) => string,
): Promise<CreatedEventId | null> {
  switch (edit.kind) {
    case 'create': {
      const saved = await services.createEvent(createEventBody(edit.event));
      return { localId: edit.event.id, serverId: saved._id };
    }
    case 'update': {
      const body = changedEventFields(edit.before, edit.after);
      if (Object.keys(body).length > 0)
        await services.updateEvent({ eventId: serverIdOf(edit.after.id), body });
      return null;
    }
    case 'delete':
      try {
        await services.deleteEvent({ eventId: serverIdOf(edit.event.id) });
      } catch (error) {
        // Already gone (a colleague deleted it): what the user wanted is done.
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
      }
      return null;
  }
}

/**
 * The event-saving machine's actor over the app's events calls of one examination.
 *
 * @example
 * const machine = eventSavingMachine.provide({ actors: eventSavingActors(services) });
 */
export function eventSavingActors(services: EventSavingServices) {
  return {
    saveEdit: fromPromise<CreatedEventId | null, SaveEditInput>(({ input }) =>
      saveEventEdit(services, input.edit, (localId) => input.serverIds[localId] ?? localId),
    ),
  };
}
