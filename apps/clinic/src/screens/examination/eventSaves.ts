import { ApiRequestError } from '@telemed/domain';
import type { CreateEventBody, ExaminationEvent, UpdateEventBody } from '@telemed/domain';
import type { EventEdit, ViewerEvent } from '@telemed/signals';

/** The events calls the save queue makes (POST, PATCH and DELETE .../events, platform-core §7). */
export interface EventStore {
  create(body: CreateEventBody): Promise<ExaminationEvent>;
  update(eventId: string, body: UpdateEventBody): Promise<ExaminationEvent>;
  remove(eventId: string): Promise<unknown>;
}

/** What the page shows about saving: edits waiting, and the one that failed, if any. */
export interface EventSaveState {
  /** Edits not yet saved, the failed one included. */
  pending: number;
  /** The edit that could not be saved and why; later edits wait behind it. */
  failure?: { edit: EventEdit; error: unknown; retrying: boolean };
}

/**
 * Waits before the automatic retries of a save that failed for want of an answer (network, 5xx):
 * 1, 2, 4... seconds up to half a minute (a project decision), while the page shows the failure
 * and a Retry button that does not wait.
 */
export const SAVE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

/** The viewer's event as the API stores it. */
export function viewerEventOf(event: ExaminationEvent): ViewerEvent {
  return {
    id: event._id,
    type: event.type,
    start: Date.parse(event.startDate),
    end: Date.parse(event.endDate),
    signal: event.signal,
    origin: event.origin,
    description: event.description,
    showInReport: event.showInReport,
  };
}

const iso = (time: number) => new Date(Math.round(time)).toISOString();

function createBody(event: ViewerEvent): CreateEventBody {
  return {
    startDate: iso(event.start),
    endDate: iso(event.end),
    type: event.type,
    description: event.description ?? null,
    signal: event.signal,
    showInReport: event.showInReport ?? false,
  };
}

/** Only what changed: a detected event's description is never sent (spec clinical-domain §5). */
function updateBody(before: ViewerEvent, after: ViewerEvent): UpdateEventBody {
  const body: UpdateEventBody = {};
  if (Math.round(before.start) !== Math.round(after.start)) body.startDate = iso(after.start);
  if (Math.round(before.end) !== Math.round(after.end)) body.endDate = iso(after.end);
  if (before.type !== after.type) body.type = after.type;
  if (before.signal !== after.signal) body.signal = after.signal;
  if ((before.showInReport ?? false) !== (after.showInReport ?? false))
    body.showInReport = after.showInReport ?? false;
  if (after.origin === 'user' && (before.description ?? null) !== (after.description ?? null))
    body.description = after.description ?? null;
  return body;
}

/** True for a failure a later attempt may get past: no answer, or the server's own trouble. */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;
}

/**
 * Saves the user's event edits in the order they were made, one at a time, so an update never
 * overtakes the create it changes. Events created here get their id from the server; the queue
 * keeps the editor's id → server id map, so later edits (and undo) reach the right event. A
 * failed save stops the queue at that edit (nothing after it is sent, nothing is dropped): a
 * transient failure is retried by itself with back-off, any failure waits for {@link retry}.
 * Framework-free; `onChange` tells the page what to show.
 */
export class EventSaveQueue {
  readonly #store: EventStore;
  readonly #onChange: (state: EventSaveState) => void;
  readonly #delays: readonly number[];
  readonly #serverIds = new Map<string, string>();
  #queue: EventEdit[] = [];
  #running = false;
  #failure: EventSaveState['failure'];
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #disposed = false;

  constructor(
    store: EventStore,
    onChange: (state: EventSaveState) => void,
    delays: readonly number[] = SAVE_RETRY_DELAYS_MS,
  ) {
    this.#store = store;
    this.#onChange = onChange;
    this.#delays = delays;
  }

  /** The state now. */
  get state(): EventSaveState {
    return { pending: this.#queue.length, failure: this.#failure };
  }

  /** The server's id of an event the editor knows by `id`. */
  serverId(id: string): string {
    return this.#serverIds.get(id) ?? id;
  }

  /** The editor's id of the event the server knows by `serverId` (its own id unless made here). */
  localId(serverId: string): string {
    for (const [local, server] of this.#serverIds) if (server === serverId) return local;
    return serverId;
  }

  /** Queues one edit of the editor (create, update, delete, undo and redo alike). */
  push(edit: EventEdit): void {
    this.#queue.push(edit);
    this.#notify();
    void this.#run();
  }

  /** Tries the failed edit again now. */
  retry(): void {
    if (!this.#failure) return;
    clearTimeout(this.#timer);
    this.#failure = undefined;
    this.#notify();
    void this.#run();
  }

  /** Stops retrying; what is queued stays unsaved. */
  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#timer);
  }

  async #run(): Promise<void> {
    if (this.#running || this.#failure || this.#disposed) return;
    this.#running = true;
    try {
      for (let edit = this.#queue[0]; edit; edit = this.#queue[0]) {
        try {
          await this.#save(edit);
        } catch (error) {
          this.#fail(edit, error);
          return;
        }
        this.#queue.shift();
        this.#attempt = 0;
        this.#notify();
      }
    } finally {
      this.#running = false;
    }
  }

  #fail(edit: EventEdit, error: unknown): void {
    const retrying = isTransientFailure(error) && !this.#disposed;
    this.#failure = { edit, error, retrying };
    this.#notify();
    if (!retrying) return;
    const delay = this.#delays[Math.min(this.#attempt, this.#delays.length - 1)] ?? 0;
    this.#attempt += 1;
    this.#timer = setTimeout(() => this.retry(), delay);
  }

  async #save(edit: EventEdit): Promise<void> {
    switch (edit.kind) {
      case 'create': {
        const saved = await this.#store.create(createBody(edit.event));
        this.#serverIds.set(edit.event.id, saved._id);
        return;
      }
      case 'update': {
        const body = updateBody(edit.before, edit.after);
        if (Object.keys(body).length > 0)
          await this.#store.update(this.serverId(edit.after.id), body);
        return;
      }
      case 'delete':
        try {
          await this.#store.remove(this.serverId(edit.event.id));
        } catch (error) {
          // Already gone (a colleague deleted it): what the user wanted is done.
          if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
        }
    }
  }

  #notify(): void {
    if (!this.#disposed) this.#onChange(this.state);
  }
}
