import { ApiRequestError } from '@telemed/domain';
import type { CreateEventBody, ExaminationEvent, UpdateEventBody } from '@telemed/domain';
import type { EventEdit, ViewerEvent } from '@telemed/signals';
import { describe, expect, it } from 'vitest';
import { EventSaveQueue, viewerEventOf } from './eventSaves';
import type { EventSaveState, EventStore } from './eventSaves';

/** An events store in memory that answers like the API and can be told to fail. */
class MemoryEventStore implements EventStore {
  events = new Map<string, ExaminationEvent>();
  calls: string[] = [];
  failures: Error[] = [];
  #next = 1;

  #maybeFail() {
    const failure = this.failures.shift();
    if (failure) throw failure;
  }

  async create(body: CreateEventBody) {
    await Promise.resolve();
    this.#maybeFail();
    const id = `server-${this.#next++}`;
    const event: ExaminationEvent = {
      _id: id,
      examinationId: 'e1',
      startDate: body.startDate,
      endDate: body.endDate,
      type: body.type,
      description: body.description ?? null,
      origin: 'user',
      signal: body.signal ?? 'all',
      showInReport: body.showInReport ?? false,
      createdAt: body.startDate,
      updatedAt: body.startDate,
    };
    this.events.set(id, event);
    this.calls.push(`POST ${body.type}`);
    return event;
  }

  async update(id: string, body: UpdateEventBody) {
    await Promise.resolve();
    this.#maybeFail();
    const event = this.events.get(id);
    if (!event) throw new ApiRequestError('Event not found', { status: 404, code: 'NOT_FOUND' });
    const updated = { ...event, ...body } as ExaminationEvent;
    this.events.set(id, updated);
    this.calls.push(`PATCH ${id} ${Object.keys(body).join(',')}`);
    return updated;
  }

  async remove(id: string) {
    await Promise.resolve();
    this.#maybeFail();
    if (!this.events.delete(id))
      throw new ApiRequestError('Event not found', { status: 404, code: 'NOT_FOUND' });
    this.calls.push(`DELETE ${id}`);
    return { deleted: [id] };
  }
}

const scored: ViewerEvent = {
  id: 'local-1',
  type: 'HYPOPNEA',
  start: Date.parse('2026-11-20T01:00:00Z'),
  end: Date.parse('2026-11-20T01:00:12Z'),
  signal: 'ch0',
  origin: 'user',
  description: null,
  showInReport: false,
};

function queueOver(store: MemoryEventStore) {
  const states: EventSaveState[] = [];
  const queue = new EventSaveQueue(store, (state) => states.push(state), [0]);
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () =>
        queue.state.pending === 0 || (queue.state.failure && !queue.state.failure.retrying)
          ? resolve()
          : setTimeout(check, 1);
      check();
    });
  return { queue, states, settled };
}

describe('saving event edits', () => {
  it('sends a create, then its update and delete to the id the server gave it', async () => {
    const store = new MemoryEventStore();
    const { queue, settled } = queueOver(store);
    const moved = { ...scored, start: scored.start + 1_000 };
    const edits: EventEdit[] = [
      { kind: 'create', event: scored },
      { kind: 'update', before: scored, after: moved },
      { kind: 'delete', event: moved },
    ];
    edits.forEach((edit) => queue.push(edit));
    await settled();
    expect(store.calls).toEqual(['POST HYPOPNEA', 'PATCH server-1 startDate', 'DELETE server-1']);
    expect(queue.serverId('local-1')).toBe('server-1');
    // A colleague's change announced by the server's id finds the event this editor made.
    expect(queue.localId('server-1')).toBe('local-1');
    expect(queue.localId('server-9')).toBe('server-9');
  });

  it('never sends the description of a detected event', async () => {
    const store = new MemoryEventStore();
    const detected = viewerEventOf(
      await store.create({
        startDate: '2026-11-20T01:00:00Z',
        endDate: '2026-11-20T01:00:20Z',
        type: 'APNEA_OBSTRUCTIVE',
      }),
    );
    const automatic = { ...detected, origin: 'analysis' as const, description: 'Detected' };
    const { queue, settled } = queueOver(store);
    queue.push({
      kind: 'update',
      before: automatic,
      after: { ...automatic, type: 'APNEA_CENTRAL', description: 'changed' },
    });
    await settled();
    expect(store.calls.at(-1)).toBe('PATCH server-1 type');
  });

  it('retries a save that got no answer and keeps later edits behind it', async () => {
    const store = new MemoryEventStore();
    store.failures.push(
      new ApiRequestError('Application error', { status: 0, code: 'NETWORK_ERROR' }),
    );
    const { queue, states, settled } = queueOver(store);
    queue.push({ kind: 'create', event: scored });
    queue.push({ kind: 'delete', event: scored });
    await settled();
    expect(states.some((state) => state.failure?.retrying)).toBe(true);
    expect(store.calls).toEqual(['POST HYPOPNEA', 'DELETE server-1']);
    expect(queue.state).toEqual({ pending: 0, failure: undefined });
  });

  it('holds a refused save until the user retries it', async () => {
    const store = new MemoryEventStore();
    store.failures.push(
      new ApiRequestError('Invalid value', { status: 400, code: 'VALIDATION_ERROR' }),
    );
    const { queue, settled } = queueOver(store);
    queue.push({ kind: 'create', event: scored });
    queue.push({ kind: 'delete', event: scored });
    await settled();
    expect(queue.state.pending).toBe(2);
    expect(queue.state.failure).toMatchObject({ retrying: false, edit: { kind: 'create' } });
    expect(store.calls).toEqual([]);
    queue.retry();
    await settled();
    expect(store.calls).toEqual(['POST HYPOPNEA', 'DELETE server-1']);
  });

  it('counts deleting an event that is already gone as done', async () => {
    const store = new MemoryEventStore();
    const { queue, settled } = queueOver(store);
    queue.push({ kind: 'delete', event: { ...scored, id: 'gone' } });
    await settled();
    expect(queue.state).toEqual({ pending: 0, failure: undefined });
  });
});
