import { ApiRequestError } from '@telemed/domain';
import type {
  CreateEventBody,
  DeletedEvents,
  ExaminationEvent,
  UpdateEventBody,
} from '@telemed/domain';
import type { EventEdit } from '@telemed/signals';
import { fromPromise } from 'xstate';
import { changedEventFields, createEventBody } from './eventRequests';
import type { SaveEditInput, SavedEdit } from './eventSavingMachine';

/**
 * The events calls of one examination the save queue makes (POST, PATCH and DELETE .../events,
 * platform-core §7, and POST .../events/restore), as the app provides them.
 */
export interface EventSavingServices {
  createEvent(body: CreateEventBody): Promise<ExaminationEvent>;
  updateEvent(input: { eventId: string; body: UpdateEventBody }): Promise<unknown>;
  deleteEvent(input: { eventId: string }): Promise<DeletedEvents>;
  /** Brings a deleted event back as it was, from the token its deletion answered. */
  restoreEvent(input: { token: string }): Promise<ExaminationEvent>;
}

/** What the queue knows of the events it saved, by the editor's ids. */
export interface SavedEventsIndex {
  /** The server's id of an event the editor made. */
  serverIdOf(localId: string): string;
  /** The restore token of an event the queue deleted, if the server gave one. */
  restoreTokenOf(localId: string): string | undefined;
}

/**
 * Saves one edit of the editor: a create (answering the id the server gave), the changed fields
 * of an update, a delete (answering its restore token). A create of an event the queue deleted
 * — the editor's undo of a delete — brings it back as it was, origin included, instead of
 * scoring a new user event.
 */
export async function saveEventEdit(
  services: EventSavingServices,
  edit: EventEdit,
  index: SavedEventsIndex,
): Promise<SavedEdit> {
  switch (edit.kind) {
    case 'create': {
      const token = index.restoreTokenOf(edit.event.id);
      const saved = token
        ? await services.restoreEvent({ token })
        : await services.createEvent(createEventBody(edit.event));
      return { created: { localId: edit.event.id, serverId: saved._id } };
    }
    case 'update': {
      const body = changedEventFields(edit.before, edit.after);
      if (Object.keys(body).length > 0)
        await services.updateEvent({ eventId: index.serverIdOf(edit.after.id), body });
      return {};
    }
    case 'delete':
      try {
        const { restoreToken } = await services.deleteEvent({
          eventId: index.serverIdOf(edit.event.id),
        });
        return restoreToken ? { deleted: { localId: edit.event.id, restoreToken } } : {};
      } catch (error) {
        // Already gone (a colleague deleted it): what the user wanted is done.
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        return {};
      }
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
    saveEdit: fromPromise<SavedEdit, SaveEditInput>(({ input }) =>
      saveEventEdit(services, input.edit, {
        serverIdOf: (localId) => input.serverIds[localId] ?? localId,
        restoreTokenOf: (localId) => input.restoreTokens[localId],
      }),
    ),
  };
}
