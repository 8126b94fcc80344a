import { ApiRequestError } from '@telemed/domain';
import type { CreateEventBody, ExaminationEvent, UpdateEventBody } from '@telemed/domain';
import type { EventEdit, ViewerEvent } from '@telemed/signals';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { eventSaveProgress, eventSavingMachine, localIdOf, serverIdOf } from './eventSavingMachine';
import type { EventSavingSnapshot } from './eventSavingMachine';
import { eventSavingActors } from './eventSavingServices';
import type { EventSavingServices } from './eventSavingServices';

/** An events store in memory that answers like the API and can be told to fail. */
class MemoryEventStore implements EventSavingServices {
  events = new Map<string, ExaminationEvent>();
  calls: string[] = [];
  failures: Error[] = [];
  #next = 1;

  #maybeFail() {
    const failure = this.failures.shift();
    if (failure) throw failure;
  }

  async createEvent(body: CreateEventBody) {
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

  async updateEvent({ eventId, body }: { eventId: string; body: UpdateEventBody }) {
    await Promise.resolve();
    this.#maybeFail();
    const event = this.events.get(eventId);
    if (!event) throw new ApiRequestError('Event not found', { status: 404, code: 'NOT_FOUND' });
    this.events.set(eventId, { ...event, ...body } as ExaminationEvent);
    this.calls.push(`PATCH ${eventId} ${Object.keys(body).join(',')}`);
  }

  /** Deleted events by their token, as the server signs them into it. */
  deleted = new Map<string, ExaminationEvent>();

  async deleteEvent({ eventId }: { eventId: string }) {
    await Promise.resolve();
    this.#maybeFail();
    const event = this.events.get(eventId);
    if (!event) throw new ApiRequestError('Event not found', { status: 404, code: 'NOT_FOUND' });
    this.events.delete(eventId);
    this.calls.push(`DELETE ${eventId}`);
    const restoreToken = `token-${this.deleted.size + 1}`;
    this.deleted.set(restoreToken, event);
    return { deleted: [eventId], restoreToken };
  }

  async restoreEvent({ token }: { token: string }) {
    await Promise.resolve();
    this.#maybeFail();
    const event = this.deleted.get(token);
    if (!event)
      throw new ApiRequestError('Validation failed', { status: 400, code: 'VALIDATION_ERROR' });
    this.events.set(event._id, event);
    this.calls.push(`RESTORE ${event._id}`);
    return event;
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

const noAnswer = () =>
  new ApiRequestError('Application error', { status: 0, code: 'NETWORK_ERROR' });

function queueOver(store: MemoryEventStore) {
  const clock = new SimulatedClock();
  const actor = createActor(eventSavingMachine.provide({ actors: eventSavingActors(store) }), {
    input: {},
    clock,
  }).start();
  const seen: EventSavingSnapshot[] = [];
  actor.subscribe((snapshot) => seen.push(snapshot));
  const save = (...edits: EventEdit[]) =>
    edits.forEach((edit) => actor.send({ type: 'edit.save', edit }));
  const settled = () =>
    waitFor(actor, (snapshot) => snapshot.matches('idle') || snapshot.hasTag('failed'));
  return { actor, clock, seen, save, settled };
}

describe('saving event edits', () => {
  it('sends a create, then its update and delete to the id the server gave it', async () => {
    const store = new MemoryEventStore();
    const { actor, save } = queueOver(store);
    const moved = { ...scored, start: scored.start + 1_000 };
    save(
      { kind: 'create', event: scored },
      { kind: 'update', before: scored, after: moved },
      { kind: 'delete', event: moved },
    );
    expect(eventSaveProgress(actor.getSnapshot()).pending).toBe(3);
    const done = await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(store.calls).toEqual(['POST HYPOPNEA', 'PATCH server-1 startDate', 'DELETE server-1']);
    expect(serverIdOf(done.context, 'local-1')).toBe('server-1');
    // A colleague's change announced by the server's id finds the event this editor made.
    expect(localIdOf(done.context, 'server-1')).toBe('local-1');
    expect(localIdOf(done.context, 'server-9')).toBe('server-9');
    expect(eventSaveProgress(done)).toEqual({ pending: 0, failure: null, isOffline: false });
  });

  it('brings a deleted detected event back as it was on undo, and deletes it again on redo', async () => {
    const store = new MemoryEventStore();
    const stored = await store.createEvent({
      startDate: '2026-11-20T01:00:00.000Z',
      endDate: '2026-11-20T01:00:20.000Z',
      type: 'APNEA_OBSTRUCTIVE',
    });
    store.events.set(stored._id, { ...stored, origin: 'analysis', description: 'Detected' });
    const detected: ViewerEvent = {
      id: stored._id,
      type: stored.type,
      start: Date.parse(stored.startDate),
      end: Date.parse(stored.endDate),
      signal: 'all',
      origin: 'analysis',
      description: 'Detected',
    };
    const { save, settled, actor } = queueOver(store);
    save(
      { kind: 'delete', event: detected },
      { kind: 'create', event: detected },
      { kind: 'delete', event: detected },
      { kind: 'create', event: detected },
    );
    await settled();
    expect(store.calls.slice(1)).toEqual([
      `DELETE ${stored._id}`,
      `RESTORE ${stored._id}`,
      `DELETE ${stored._id}`,
      `RESTORE ${stored._id}`,
    ]);
    expect(store.events.get(stored._id)).toMatchObject({
      origin: 'analysis',
      description: 'Detected',
    });
    // Each token served once.
    expect(actor.getSnapshot().context.restoreTokens).toEqual({});
  });

  it('never sends the description of a detected event', async () => {
    const store = new MemoryEventStore();
    const detected = await store.createEvent({
      startDate: '2026-11-20T01:00:00.000Z',
      endDate: '2026-11-20T01:00:20.000Z',
      type: 'APNEA_OBSTRUCTIVE',
    });
    const automatic: ViewerEvent = {
      id: detected._id,
      type: detected.type,
      start: Date.parse(detected.startDate),
      end: Date.parse(detected.endDate),
      signal: 'all',
      origin: 'analysis',
      description: 'Detected',
    };
    const { save, settled } = queueOver(store);
    save({
      kind: 'update',
      before: automatic,
      after: { ...automatic, type: 'APNEA_CENTRAL', description: 'changed' },
    });
    await settled();
    expect(store.calls.at(-1)).toBe('PATCH server-1 type');
  });

  it('retries a save that got no answer after 1, then 2 seconds, keeping later edits behind it', async () => {
    const store = new MemoryEventStore();
    store.failures.push(noAnswer(), noAnswer());
    const { actor, clock, save, settled } = queueOver(store);
    save({ kind: 'create', event: scored }, { kind: 'delete', event: scored });
    const failed = await settled();
    expect(eventSaveProgress(failed)).toMatchObject({
      pending: 2,
      failure: { isTransient: true },
      isOffline: false,
    });
    clock.increment(999);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.context.attempt === 2 && snapshot.hasTag('failed'));
    clock.increment(1_999);
    expect(store.calls).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(store.calls).toEqual(['POST HYPOPNEA', 'DELETE server-1']);
  });

  it('waits offline for the connection, then saves at once', async () => {
    const store = new MemoryEventStore();
    store.failures.push(noAnswer());
    const { actor, clock, save, settled } = queueOver(store);
    actor.send({ type: 'network.offline' });
    save({ kind: 'create', event: scored });
    const offline = await settled();
    expect(eventSaveProgress(offline).isOffline).toBe(true);
    clock.increment(60_000);
    expect(store.calls).toEqual([]);
    actor.send({ type: 'network.online' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(store.calls).toEqual(['POST HYPOPNEA']);
  });

  it('holds a refused save until the user retries it', async () => {
    const store = new MemoryEventStore();
    store.failures.push(
      new ApiRequestError('Invalid value', { status: 400, code: 'VALIDATION_ERROR' }),
    );
    const { actor, clock, save, settled } = queueOver(store);
    save({ kind: 'create', event: scored }, { kind: 'delete', event: scored });
    const refused = await settled();
    expect(eventSaveProgress(refused)).toMatchObject({
      pending: 2,
      failure: { isTransient: false },
    });
    clock.increment(60_000);
    expect(store.calls).toEqual([]);
    actor.send({ type: 'save.retry' });
    expect(eventSaveProgress(actor.getSnapshot()).failure).toBeNull();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(store.calls).toEqual(['POST HYPOPNEA', 'DELETE server-1']);
  });

  it('retries a transient failure at once on Retry now', async () => {
    const store = new MemoryEventStore();
    store.failures.push(noAnswer());
    const { actor, save, settled } = queueOver(store);
    save({ kind: 'create', event: scored });
    await settled();
    actor.send({ type: 'save.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(store.calls).toEqual(['POST HYPOPNEA']);
  });

  it('counts deleting an event that is already gone as done', async () => {
    const store = new MemoryEventStore();
    const { save, settled } = queueOver(store);
    save({ kind: 'delete', event: { ...scored, id: 'gone' } });
    const done = await settled();
    expect(eventSaveProgress(done)).toEqual({ pending: 0, failure: null, isOffline: false });
  });

  it('brings back an event whose delete was undone, under its own id, and edits reach it', async () => {
    const store = new MemoryEventStore();
    const { actor, save } = queueOver(store);
    const moved = { ...scored, end: scored.end + 2_000 };
    save(
      { kind: 'create', event: scored },
      { kind: 'delete', event: scored },
      { kind: 'create', event: scored },
      { kind: 'update', before: scored, after: moved },
    );
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(store.calls).toEqual([
      'POST HYPOPNEA',
      'DELETE server-1',
      'RESTORE server-1',
      'PATCH server-1 endDate',
    ]);
  });
});
