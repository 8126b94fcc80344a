import type { EventEdit } from '@telemed/signals';
import { assertEvent, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { unprovidedService } from '../unprovidedService';
import { isTransientFailure } from './eventRequests';

/**
 * Waits before the automatic retries of a save that failed for want of an answer (network, 5xx):
 * 1, 2, 4... seconds up to half a minute (a project decision), while the page shows the failure
 * and a Retry button that does not wait.
 */
export const SAVE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

/** Why the first edit of the queue is not saved. */
export interface EventSaveFailure {
  error: unknown;
  /** A failure a later attempt may get past; false for a change the server refused. */
  isTransient: boolean;
}

/** What the event-saving machine holds. */
export interface EventSavingContext {
  /** Edits not yet saved, in the order they were made; the first is the one being saved. */
  queue: readonly EventEdit[];
  /** The server's ids of the events the editor made, by the editor's id. */
  serverIds: Readonly<Record<string, string>>;
  /** What brings back each event deleted here, by the editor's id (the editor's undo). */
  restoreTokens: Readonly<Record<string, string>>;
  failure: EventSaveFailure | null;
  /** Transient failures in a row, for the back-off. */
  attempt: number;
  /** Whether the browser has a network connection. */
  isOnline: boolean;
}

/** What the page tells the queue. */
export type EventSavingEvent =
  /** One edit of the editor (create, update, delete, undo and redo alike). */
  | { type: 'edit.save'; edit: EventEdit }
  /** Tries the failed edit again now. */
  | { type: 'save.retry' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** What the queue starts from. */
export interface EventSavingInput {
  /** Whether the browser has a network connection now. @default true */
  isOnline?: boolean;
}

/** An event the editor made, now known to the server by another id. */
export interface CreatedEventId {
  localId: string;
  serverId: string;
}

/** What saving one edit taught the queue. */
export interface SavedEdit {
  /** The event the edit made or brought back, known to the server by this id. */
  created?: CreatedEventId;
  /** The event the edit deleted, and the server's token that brings it back. */
  deleted?: { localId: string; restoreToken: string };
}

/** The input of the `saveEdit` service. */
export interface SaveEditInput {
  edit: EventEdit;
  serverIds: Readonly<Record<string, string>>;
  restoreTokens: Readonly<Record<string, string>>;
}

/** The edit being saved: the queue is never empty while saving. */
function firstEdit(context: EventSavingContext): EventEdit {
  const [edit] = context.queue;
  if (!edit) throw new Error('Saving needs an edit in the queue');
  return edit;
}

/**
 * Saves the user's event edits in the order they were made, one at a time, so an update never
 * overtakes the create it changes (docs/decisions.md "Event edits save as they happen"). Events
 * created here get their id from the server; the queue keeps the editor's id → server id map,
 * so later edits (and undo) reach the right event. A failed save stops the queue at that edit:
 * nothing after it is sent and nothing is dropped. A transient failure is retried by itself with
 * back-off — at once when the connection comes back, not before — and a refused one waits for
 * `save.retry`.
 */
export const eventSavingMachine = setup({
  types: {
    input: {} as EventSavingInput,
    context: {} as EventSavingContext,
    events: {} as EventSavingEvent,
  },
  actors: {
    saveEdit: unprovidedService<SavedEdit, SaveEditInput>('saveEdit'),
  },
  delays: {
    retryDelay: ({ context }) =>
      SAVE_RETRY_DELAYS_MS[Math.min(context.attempt, SAVE_RETRY_DELAYS_MS.length) - 1] ?? 0,
  },
  guards: {
    hasQueuedEdits: ({ context }) => context.queue.length > 0,
    isTransientFailure: (_, { error }: { error: unknown }) => isTransientFailure(error),
    isOffline: ({ context }) => !context.isOnline,
  },
  actions: {
    enqueueEdit: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'edit.save');
        return [...context.queue, event.edit];
      },
    }),
    completeFirstEdit: assign({
      queue: ({ context }) => context.queue.slice(1),
      serverIds: ({ context }, { created }: SavedEdit) =>
        created ? { ...context.serverIds, [created.localId]: created.serverId } : context.serverIds,
      // A token serves one undo: an event brought back is deleted again with a new one.
      restoreTokens: ({ context }, { created, deleted }: SavedEdit) => {
        const kept = Object.entries(context.restoreTokens).filter(
          ([localId]) => localId !== created?.localId,
        );
        if (deleted) kept.push([deleted.localId, deleted.restoreToken]);
        return Object.fromEntries(kept);
      },
      attempt: 0,
    }),
    recordTransientFailure: assign({
      failure: (_, { error }: { error: unknown }) => ({ error, isTransient: true }),
      attempt: ({ context }) => context.attempt + 1,
    }),
    recordRefusal: assign({
      failure: (_, { error }: { error: unknown }) => ({ error, isTransient: false }),
    }),
    forgetFailure: assign({ failure: null }),
    goOffline: assign({ isOnline: false }),
    goOnline: assign({ isOnline: true }),
  },
}).createMachine({
  id: 'eventSaving',
  context: ({ input }) => ({
    queue: [],
    serverIds: {},
    restoreTokens: {},
    failure: null,
    attempt: 0,
    isOnline: input.isOnline ?? true,
  }),
  initial: 'idle',
  on: {
    'edit.save': { actions: 'enqueueEdit' },
    'network.offline': { actions: 'goOffline' },
    'network.online': { actions: 'goOnline' },
  },
  states: {
    idle: {
      tags: ['saved'],
      on: { 'edit.save': { target: 'saving', actions: 'enqueueEdit' } },
    },
    saving: {
      tags: ['saving'],
      entry: 'forgetFailure',
      invoke: {
        src: 'saveEdit',
        input: ({ context }) => ({
          edit: firstEdit(context),
          serverIds: context.serverIds,
          restoreTokens: context.restoreTokens,
        }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'completeFirstEdit', params: ({ event }) => event.output }],
        },
        onError: [
          {
            guard: { type: 'isTransientFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'retrying',
            actions: [
              { type: 'recordTransientFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'refused',
            actions: [{ type: 'recordRefusal', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    saved: {
      always: [{ guard: 'hasQueuedEdits', target: 'saving' }, { target: 'idle' }],
    },
    retrying: {
      tags: ['failed'],
      initial: 'waiting',
      on: {
        'save.retry': 'saving',
        'network.offline': { target: '.offline', actions: 'goOffline' },
      },
      states: {
        waiting: {
          always: { guard: 'isOffline', target: 'offline' },
          after: { retryDelay: '#eventSaving.saving' },
          // The connection is back: no reason to wait out the back-off.
          on: { 'network.online': { target: '#eventSaving.saving', actions: 'goOnline' } },
        },
        offline: {
          tags: ['offline'],
          on: { 'network.online': { target: '#eventSaving.saving', actions: 'goOnline' } },
        },
      },
    },
    refused: {
      tags: ['failed'],
      on: { 'save.retry': 'saving' },
    },
  },
});

/** A snapshot of the event-saving machine. */
export type EventSavingSnapshot = SnapshotFrom<typeof eventSavingMachine>;

/** The server's id of an event the editor knows by `localId`. */
export function serverIdOf(context: EventSavingContext, localId: string): string {
  return context.serverIds[localId] ?? localId;
}

/** The editor's id of the event the server knows by `serverId` (its own id unless made here). */
export function localIdOf(context: EventSavingContext, serverId: string): string {
  const made = Object.entries(context.serverIds).find(([, server]) => server === serverId);
  return made ? made[0] : serverId;
}

/** What the page shows about saving. */
export interface EventSaveProgress {
  /** Edits not yet saved, the failed one included. */
  pending: number;
  /** Why the first edit is not saved; later edits wait behind it. */
  failure: EventSaveFailure | null;
  /** A transient failure waits for the connection to come back. */
  isOffline: boolean;
}

/** What the page shows about saving, from a snapshot. */
export function eventSaveProgress(snapshot: EventSavingSnapshot): EventSaveProgress {
  return {
    pending: snapshot.context.queue.length,
    failure: snapshot.context.failure,
    isOffline: snapshot.hasTag('offline'),
  };
}
